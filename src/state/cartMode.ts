// §4 cart delivery mode: Pickup (default) or Delivery, and the address chosen for delivery (0 = none).
// Kept across reloads for the browser session (sessionStorage): a shopper who reloads the cart page
// keeps Delivery and the address they chose; a new visit starts with Pickup again.
import { proxy, subscribe } from 'valtio';
import type { FulfilmentMode } from '@/domain/cart';
import { storage } from './storage';

export interface CartMode {
  mode: FulfilmentMode;
  selectedAddressId: number;
}

const STORAGE_KEY = 'cartMode';
/** What a new browser session starts with (§4: Pickup), and what a server renders. */
export const initialCartMode: Readonly<CartMode> = { mode: 'pickup', selectedAddressId: 0 };

export const cartModeStore = proxy<CartMode>({ ...initialCartMode });

export function chooseFulfilment(mode: FulfilmentMode): void {
  cartModeStore.mode = mode;
}

export function selectAddress(addressId: number): void {
  cartModeStore.selectedAddressId = addressId;
}

/** §4 "Deleting an address resets the selection to 0". */
export function clearSelectedAddress(): void {
  cartModeStore.selectedAddressId = 0;
}

export function resetCartModeStore(): void {
  Object.assign(cartModeStore, initialCartMode);
}

/** Reads what this browser session chose (called once at start, beside restoreSession). */
export function restoreCartMode(): void {
  const raw = storage.get(STORAGE_KEY, 'session');
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as Partial<CartMode>;
    Object.assign(cartModeStore, {
      mode: saved.mode === 'delivery' ? 'delivery' : 'pickup',
      selectedAddressId:
        Number.isSafeInteger(saved.selectedAddressId) && Number(saved.selectedAddressId) > 0
          ? Number(saved.selectedAddressId)
          : 0,
    } satisfies CartMode);
  } catch {
    storage.remove(STORAGE_KEY, 'session');
  }
}

subscribe(cartModeStore, () => {
  const { mode, selectedAddressId } = cartModeStore;
  storage.set(STORAGE_KEY, JSON.stringify({ mode, selectedAddressId }), 'session');
});
