// preloadCartScreen (src/api/hooks/account.ts): main.tsx starts the cart screen's requests on /my-cart
// while the screen's code loads; the screen's hooks must pick those answers up, not ask again.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/api/client';
import { endSession, startSession } from '@/state/session';

const calls: string[] = [];
vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  call: vi.fn(async (name: string) => {
    calls.push(name);
    return name === 'cart' ? [{ user_carts_id: 7 }] : [];
  }),
}));

const { preloadCartScreen, useAddresses, useCart } = await import('@/api/hooks/account');

describe('preloadCartScreen', () => {
  afterEach(() => {
    endSession();
    calls.length = 0;
  });

  it('asks nothing while signed out', () => {
    preloadCartScreen();
    expect(calls).toEqual([]);
  });

  it("starts the cart and addresses requests, and the screen's hooks use their answers", async () => {
    startSession({ authKey: 'key-preload', firstName: 'Sam' });
    preloadCartScreen();
    expect(calls).toEqual(['cart', 'addresses']);
    const { result } = renderHook(() => ({ cart: useCart(), addresses: useAddresses() }));
    await waitFor(() => {
      expect(result.current.cart.data).toEqual([{ user_carts_id: 7 }]);
      expect(result.current.addresses.data).toEqual([]);
    });
    expect(calls).toEqual(['cart', 'addresses']);
  });
});
