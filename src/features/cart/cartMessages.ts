// §8 cart texts, exactly as the spec writes them.
import { ApiError, messageOf } from '@/api';

export const CART_TEXT = {
  loading: 'Loading your cart...',
  emptyTitle: 'Your cart is empty',
  emptyMessage: 'Looks like you haven’t added anything yet. Start exploring our products!',
  shopNow: 'Shop Now',
  updated: 'Cart updated successfully',
  updateFailed: 'Failed to update cart',
  deleted: 'Item deleted successfully',
  deleteFailed: 'Failed to delete item',
  /** §8 "Cart delete: … exception alert": the spec's text, word for word (it names an address). */
  deleteException: 'Something went wrong while deleting address',
  selectAddress: 'Please select an address',
} as const;

export const ADDRESS_TEXT = {
  added: 'Address added successfully. Freight quote will follow.',
  updated: 'Address updated successfully.',
  /** A form submitted without a place picked from the search (no coordinates for the freight quote). */
  pickFromSearch:
    'Please pick your address from the search results so we can calculate your delivery charge. Can’t find it? Save without a map pick and we will call you to set up delivery.',
  addFailed: 'Failed to add address',
  addException: 'Something went wrong',
  deleted: 'Address deleted successfully.',
  deleteFailed: 'Failed to delete address',
  deleteException: 'Something went wrong while deleting address',
} as const;

/**
 * §8 cart-line delete: status 0 → "Failed to delete item"; a delete that throws (network, HTTP error,
 * unreadable answer) → the spec's exception alert, whatever the server said.
 */
export function deleteLineFailureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'status') return CART_TEXT.deleteFailed;
  return CART_TEXT.deleteException;
}

/**
 * §8 failure texts: an answer with status 0 gets the call's own "Failed to …" text; any other failure
 * (HTTP error, network) the server's message, else `exceptionText`.
 */
export function failureText(error: unknown, statusZeroText: string, exceptionText?: string): string {
  if (error instanceof ApiError && error.kind === 'status') return statusZeroText;
  return messageOf(error, exceptionText);
}
