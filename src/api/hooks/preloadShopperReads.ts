// A shopper's own pages (the cart, the orders) are drawn in the browser: no server knows the shopper. Their
// requests start as the app starts (src/start/start.tsx), while the screen's code loads and the server's
// frame hydrates, instead of once the screen has mounted; the screens' hooks pick the answers up (SWR
// `preload`, the same keys and fetchers). No request while signed out.
import { mutate, preload, type Key } from 'swr';
import { matchRoute } from '@/config/routes';
import { sessionStore } from '@/state/session';
import { accountFetchers, accountKeys } from './account';
import { keys as catalogueKeys, fetchers as catalogueFetchers } from './catalogue';
import { orderFetchers, orderId, orderKeys } from './orders';

/** Asks early; the answer goes into SWR's cache as it comes. A hook mounted after that renders with it at
 *  once; one mounted before takes the same request over (`preload`) and asks nothing again. (With
 *  `preload` alone, a part mounted after the answer came rendered without it, then again with it,
 *  synchronously: docs/first-visit.md "Short tasks".) Resolves once the answers are in, or failed. */
function read(key: Key, ask: () => Promise<unknown>): Promise<void> {
  return preload(key, ask).then(
    (data) => void mutate(key, data, { revalidate: false }),
    () => undefined, // the screen's hook takes the failed request over and shows its error state
  );
}

export function preloadShopperReads(pathname: string): Promise<void> {
  const { authKey } = sessionStore;
  const match = authKey ? matchRoute(pathname) : null;
  const reads: Promise<void>[] = [];
  if (authKey && match?.id === 'myCart') {
    reads.push(read(accountKeys.cart(authKey), accountFetchers.cart));
    reads.push(read(accountKeys.addresses(authKey), accountFetchers.addresses));
    // The bill's delivery tiers, which the lines' part otherwise asked for once drawn.
    reads.push(read(catalogueKeys.tiers, catalogueFetchers.tiers));
  } else if (authKey && match?.id === 'orders') {
    reads.push(read(orderKeys.page(authKey, 1), orderFetchers.page(1)));
  } else if (authKey && match?.id === 'order') {
    const id = orderId(match.params.id);
    if (id) reads.push(read(orderKeys.details(authKey, id), orderFetchers.details(id)));
  }
  return Promise.all(reads).then(() => undefined);
}
