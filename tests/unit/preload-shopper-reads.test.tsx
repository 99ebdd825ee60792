// preloadShopperReads (src/api/hooks/preloadShopperReads.ts): the app's start asks for a shopper's own
// page's data (the cart, the orders, an order) while the screen's code loads; the screen's hooks must pick
// those answers up, not ask again.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/api/client';
import { endSession, startSession } from '@/state/session';

const calls: string[] = [];
vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  call: vi.fn(async (name: string, fields?: Record<string, unknown>) => {
    calls.push(fields ? `${name} ${JSON.stringify(fields)}` : name);
    if (name === 'cart') return [{ user_carts_id: 7 }];
    if (name === 'userOrderDetails') return { userorder_id: fields?.userorder_id };
    if (name === 'userOrders') return { orders: [], page: 1 };
    return [];
  }),
}));

const { preloadShopperReads, useAddresses, useCart, useDeliveryTiers, useOrderDetails, useOrders } =
  await import('@/api');

describe('preloadShopperReads', () => {
  afterEach(() => {
    cleanup();
    endSession();
    calls.length = 0;
  });

  it('asks nothing while signed out', () => {
    preloadShopperReads('/my-cart');
    preloadShopperReads('/orders/3');
    expect(calls).toEqual([]);
  });

  it("asks nothing on a page that is not the shopper's own", () => {
    startSession({ authKey: 'key-other', firstName: 'Sam' });
    for (const path of ['/', '/products', '/orders/abc', '/login']) preloadShopperReads(path);
    expect(calls).toEqual([]);
  });

  it("starts the cart, addresses and delivery tiers requests on /my-cart, and the screen's hooks use their answers", async () => {
    startSession({ authKey: 'key-cart', firstName: 'Sam' });
    preloadShopperReads('/my-cart');
    expect(calls).toEqual(['cart', 'addresses', 'shippingCharge']);
    const { result } = renderHook(() => ({
      cart: useCart(),
      addresses: useAddresses(),
      tiers: useDeliveryTiers(),
    }));
    await waitFor(() => {
      expect(result.current.cart.data).toEqual([{ user_carts_id: 7 }]);
      expect(result.current.addresses.data).toEqual([]);
      expect(result.current.tiers.data).toEqual([]);
    });
    expect(calls).toEqual(['cart', 'addresses', 'shippingCharge']);
  });

  it("starts an order's request on its page, and the screen's hook uses the answer", async () => {
    startSession({ authKey: 'key-order', firstName: 'Sam' });
    preloadShopperReads('/orders/12/');
    expect(calls).toEqual(['userOrderDetails {"userorder_id":12}']);
    const { result } = renderHook(() => useOrderDetails(12));
    await waitFor(() => expect(result.current.data).toEqual({ userorder_id: 12 }));
    expect(calls).toHaveLength(1);
  });

  it("starts the orders' first page on /orders, and the screen's hook uses the answer", async () => {
    startSession({ authKey: 'key-orders', firstName: 'Sam' });
    preloadShopperReads('/orders');
    expect(calls).toEqual(['userOrders {"page":1}']);
    const { result } = renderHook(() => useOrders(1));
    await waitFor(() => expect(result.current.data).toEqual({ orders: [], page: 1 }));
    expect(calls).toHaveLength(1);
  });

  it('puts the answer in the cache: a screen mounted after it came renders with it at once', async () => {
    startSession({ authKey: 'key-late', firstName: 'Sam' });
    await preloadShopperReads('/orders/5');
    const rendered: unknown[] = [];
    renderHook(() => rendered.push(useOrderDetails(5).data));
    expect(rendered[0]).toEqual({ userorder_id: 5 });
    expect(calls).toHaveLength(1);
  });
});
