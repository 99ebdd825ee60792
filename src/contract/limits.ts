// The request text fields' maximum lengths, zod-free: the forms' own rules (src/features/*/…Schemas.ts,
// zod/mini) read them without loading the contract's schemas. Re-exported by ./primitives.ts.

/** The largest PostgreSQL `integer` (int4): every id, quantity and amount in cents on the wire fits one. */
export const INT4_MAX = 2_147_483_647;

/**
 * A text over its limit, named as the reader knows it: the contract's wire field ("address_line_1") in
 * the API's refusal, the field's label ("Address line 1") in a form. One wording for both.
 */
export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Maximum lengths of the request text fields, by what they hold (characters, after trimming). */
export const FIELD_LIMITS = {
  name: 100,
  email: 254, // RFC 5321 path limit
  password: 128,
  slug: 200,
  addressLine: 200,
  city: 100,
  state: 100,
  postalCode: 20,
  phone: 20,
  message: 5000,
  device: 200,
  appVersion: 50,
  paymentId: 255,
  paymentStatus: 50,
  amountText: 20,
  idList: 2000,
  resetToken: 200,
} as const;

/**
 * The most boxes one cart line may hold (about 180 pallets of 55): a typo guard, not a business rule of §9.
 * The one bound: the request schema (addeditusercarts), the reference server's add onto an existing line,
 * the MSW mocks and the storefront's quantity fields all read it (docs/cart-and-checkout.md).
 */
export const MAX_LINE_QUANTITY = 10_000;
