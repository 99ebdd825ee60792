// SWR hooks and mutations for the signed-in shopper's cart and addresses (§7 userauth calls).
import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { endpoints, RequestOf } from '@/contract';
import { centsToDecimal } from '@/domain/money';
import { sessionStore } from '@/state/session';
import { call, loadContract } from '@/api/client';

export const accountKeys = {
  cart: (authKey: string) => ['cart', authKey] as const,
  addresses: (authKey: string) => ['addresses', authKey] as const,
};

/** The reads of the keys above, shared with src/api/hooks/preloadShopperReads.ts. */
export const accountFetchers = {
  cart: () => call('cart'),
  addresses: () => call('addresses'),
};

/** The cart lines of the signed-in shopper; no request while signed out (data stays undefined). */
export function useCart() {
  const { authKey } = useSnapshot(sessionStore);
  return useSWR(authKey ? accountKeys.cart(authKey) : null, accountFetchers.cart);
}

export function useAddresses() {
  const { authKey } = useSnapshot(sessionStore);
  return useSWR(authKey ? accountKeys.addresses(authKey) : null, accountFetchers.addresses);
}

/** Mutations that revalidate what they change. */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const { authKey } = useSnapshot(sessionStore);
  const refresh = () => (authKey ? mutate(accountKeys.cart(authKey)) : Promise.resolve());
  return {
    /** Adds a product, or sets a line's quantity when userCartsId is given. */
    async saveLine(line: {
      productId: number;
      pricePerBoxCents: number | null;
      quantity: number;
      userCartsId?: number;
    }) {
      const fields: RequestOf<typeof endpoints.saveCartLine> = {
        'Usercarts[product_id]': line.productId,
        'Usercarts[quantity]': line.quantity,
        ...(line.pricePerBoxCents !== null
          ? { 'Usercarts[price]': centsToDecimal(line.pricePerBoxCents) }
          : {}),
        ...(line.userCartsId ? { user_carts_id: line.userCartsId } : {}),
      };
      await call('saveCartLine', fields);
      await refresh();
    },
    async deleteLine(userCartsId: number) {
      await call('deleteCartLine', { user_carts_id: userCartsId });
      await refresh();
    },
    refresh,
  };
}

export function useAddressActions() {
  const { mutate } = useSWRConfig();
  const { authKey } = useSnapshot(sessionStore);
  const refresh = () => (authKey ? mutate(accountKeys.addresses(authKey)) : Promise.resolve());
  return {
    /** Saves an address; resolves with it when the server answers the saved address (ours does). */
    async save(fields: RequestOf<typeof endpoints.saveAddress>) {
      const data = await call('saveAddress', fields);
      await refresh();
      const { Address } = await loadContract();
      const saved = Address.safeParse(data);
      return saved.success ? saved.data : null;
    },
    async remove(addressId: number) {
      await call('deleteAddress', { appuser_address_id: addressId });
      await refresh();
    },
    refresh,
  };
}
