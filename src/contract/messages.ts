// §7/§8 the `message` of an answer, where both implementations of the API must say the same thing: the
// MSW mocks and the reference server answer these texts, and the contract tests (tests/contract) check
// them against both. §8 texts where the spec gives them; the storefront toasts the same constants.
import { formatDecimal } from '../domain/money';
import { FORM_MESSAGES } from '../domain/validation';
import { MAX_LINE_QUANTITY } from './limits';
import { paymentStatusMessage } from './payment-status';

/** What a successful call answers. */
export const successMessages = {
  /** Reads (catalogue, cart, addresses) and the payment intent: the envelope's default. */
  ok: 'Success',
  login: 'Logged in successfully',
  signup: 'Account created successfully',
  // Never says whether the account exists; never carries an auth key.
  forgotPassword: 'If an account exists for this email, we have sent instructions to reset the password.',
  contactUs: FORM_MESSAGES.contactThanks, // §8
  /** addeditusercarts without user_carts_id (an add, also when it adds to an existing line). §8 */
  cartLineAdded: 'Product added to cart',
  /** addeditusercarts with user_carts_id. §8 */
  cartLineUpdated: 'Cart updated successfully',
  cartLineDeleted: 'Item deleted successfully', // §8
  /** addeditappuseraddress without appuser_address_id. §8 */
  addressAdded: 'Address added successfully. Freight quote will follow.',
  addressUpdated: 'Address updated successfully.',
  addressDeleted: 'Address deleted successfully.', // §8
  /** Also when the same payment is posted again (checkout is idempotent on payment_id). */
  orderPlaced: 'Order placed successfully',
  loggedOut: 'Logged out successfully',
  sessionRefreshed: 'Session refreshed',
  /** resetpassword: every other session of the account is signed out, this one signed in. */
  passwordReset: 'Your password has been changed. You are signed in.',
  /** checkresettoken: the link can still set a password (nothing is used up by asking). */
  resetLinkLive: 'This password reset link can be used.',
} as const;

export { paymentStatusMessage } from './payment-status';

/** What the test-payment steps answer (confirm, authenticate): the card's error, else the intent's status. */
export const testPaymentMessage = (answer: { status: string; error_message?: string | null }) =>
  answer.error_message ?? paymentStatusMessage(answer.status);

/** Business refusals a shopper reads on the form that caused them. */
export const failureMessages = {
  /** The same whether or not the account exists. */
  loginFailed: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists. Please log in.',
  /** A reset link past its hour. */
  resetExpired: 'This password reset link has expired. Please ask for a new one.',
  /** A reset link already used, replaced by a newer one, or never issued. */
  resetInvalid: 'This password reset link is not valid any more. Please ask for a new one.',
  /** A cart line asked to hold more than MAX_LINE_QUANTITY boxes (typed, or added onto the line). */
  lineQuantityTooLarge: `You can order at most ${formatDecimal(MAX_LINE_QUANTITY, 0)} boxes of one product. For a larger order, please contact us.`,
} as const;

/**
 * Why a cart line cannot hold `quantity` boxes (more than MAX_LINE_QUANTITY), or null when it can: what
 * the quantity fields say inline, and what the server and the mocks refuse with.
 */
export function lineQuantityRefusal(quantity: number): string | null {
  return quantity > MAX_LINE_QUANTITY ? failureMessages.lineQuantityTooLarge : null;
}
