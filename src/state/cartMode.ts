// §4 cart delivery mode: Pickup (default) or Delivery, and the address chosen for delivery (0 = none).
import { proxy } from 'valtio';
import type { FulfilmentMode } from '../domain/cart';

export interface CartMode {
  mode: FulfilmentMode;
  selectedAddressId: number;
}

export const cartModeStore = proxy<CartMode>({ mode: 'pickup', selectedAddressId: 0 });

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
  Object.assign(cartModeStore, { mode: 'pickup', selectedAddressId: 0 } satisfies CartMode);
}
