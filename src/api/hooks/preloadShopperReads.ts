// A shopper's own pages (the cart, the orders) are drawn in the browser: no server knows the shopper. Their
// requests start as the app starts (src/start/start.tsx), while the screen's code loads and the server's
// frame hydrates, instead of once the screen has mounted; the screens' hooks pick the answers up (SWR
// `preload`, the same keys and calls). No request while signed out.
import { preload } from 'swr';
import { matchRoute } from '@/config/routes';
import { sessionStore } from '@/state/session';
import { call } from '@/api/client';
import { accountKeys } from './account';
import { orderId, orderKeys } from './orders';

export function preloadShopperReads(pathname: string): void {
  const { authKey } = sessionStore;
  if (!authKey) return;
  const match = matchRoute(pathname);
  if (match?.id === 'myCart') {
    void preload(accountKeys.cart(authKey), () => call('cart'));
    void preload(accountKeys.addresses(authKey), () => call('addresses'));
  } else if (match?.id === 'orders') {
    void preload(orderKeys.page(authKey, 1), () => call('userOrders', { page: 1 }));
  } else if (match?.id === 'order') {
    const id = orderId(match.params.id);
    if (id)
      void preload(orderKeys.details(authKey, id), () => call('userOrderDetails', { userorder_id: id }));
  }
}
