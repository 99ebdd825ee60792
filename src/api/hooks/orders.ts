// My orders: SWR hooks for the shopper's orders (userauth/getuserorders, getuserorderdetails). These calls
// are ours, not §7's: a server of the plain contract answers them 404 without the shop's envelope, which
// `isFeatureMissing` tells apart from an order that is not found (404 with a message).
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@/state/session';
import { call } from '@/api/client';
import { ApiError } from '@/api/errors';
import { INT4_MAX } from '@/contract/limits';

export const orderKeys = {
  page: (authKey: string, page: number) => ['orders', authKey, page] as const,
  details: (authKey: string, id: number) => ['order', authKey, id] as const,
};

/** The reads of the keys above, shared with src/api/hooks/preloadShopperReads.ts. */
export const orderFetchers = {
  page: (page: number) => () => call('userOrders', { page }),
  details: (id: number) => () => call('userOrderDetails', { userorder_id: id }),
};

/** The call is unknown to this server (HTTP 404 and no message of the shop's API). */
export function isFeatureMissing(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404 && !error.serverMessage;
}

/** One page of the signed-in shopper's orders, newest first; no request while signed out. */
export function useOrders(page = 1) {
  const { authKey } = useSnapshot(sessionStore);
  return useSWR(authKey ? orderKeys.page(authKey, page) : null, orderFetchers.page(page), {
    keepPreviousData: true,
  });
}

/** An order's number from its page's path parameter; 0 when the parameter cannot be one (not digits, or
 *  past the largest id: the server would refuse the call, and a retry could never help). */
export function orderId(param: string | null | undefined): number {
  if (!/^\d+$/.test(param ?? '')) return 0;
  const id = Number(param);
  return id <= INT4_MAX ? id : 0;
}

export function useOrderDetails(id: number) {
  const { authKey } = useSnapshot(sessionStore);
  return useSWR(authKey && id > 0 ? orderKeys.details(authKey, id) : null, orderFetchers.details(id));
}
