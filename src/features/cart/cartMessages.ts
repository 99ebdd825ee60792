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
  loginFirst: 'Please login first',
  selectAddress: 'Please select an address',
} as const;

export const ADDRESS_TEXT = {
  added: 'Address added successfully. Freight quote will follow.',
  addFailed: 'Failed to add address',
  addException: 'Something went wrong',
  deleted: 'Address deleted successfully.',
  deleteFailed: 'Failed to delete address',
  deleteException: 'Something went wrong while deleting address',
} as const;

/**
 * §8 failure texts: an answer with status 0 gets the call's own "Failed to …" text; any other failure
 * (HTTP error, network) the server's message, else `exceptionText`.
 */
export function failureText(error: unknown, statusZeroText: string, exceptionText?: string): string {
  if (error instanceof ApiError && error.kind === 'status') return statusZeroText;
  return messageOf(error, exceptionText);
}
