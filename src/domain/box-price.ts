// A product's two prices (§3): `price` per sqft, which every listing shows, sorts and filters by, and
// `price_per_box`, which the cart and checkout charge. They must say the same thing: the box price is the
// price per sqft × sqft per box, rounded half up to the cent (the demo catalogue is made so). The back
// office fills the box price in from the other two and refuses one more than a cent off (docs/admin.md,
// "Price per box").

/** How far a box price may be from price per sqft × sqft per box, in cents: a spreadsheet that rounds
 *  the product in binary floating point (59.425 → 59.42) stays within it, a stale box price does not. */
export const BOX_PRICE_TOLERANCE_CENTS = 1;

/** A number's decimal digits and scale as its shortest text reads (23.77 → 2377, 2), exactly. */
function decimalOf(value: number): { digits: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Not a quantity: ${value}`);
  const fraction = match[2] ?? '';
  const scale = fraction.length - Number(match[3] ?? 0);
  const digits = BigInt(match[1]! + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * A box's price in cents: the price per sqft (cents) × the sqft in a box, rounded half up to the cent.
 * Worked in exact decimals (the sqft as typed, 23.77, not its binary neighbour), so 250 × 23.77 = 5942.5
 * is 5943 cents, never 5942.
 */
export function boxPriceCents(sqftPriceCents: number, sqftInBox: number): number {
  if (!Number.isSafeInteger(sqftPriceCents) || sqftPriceCents < 0)
    throw new RangeError(`Not a price in cents: ${sqftPriceCents}`);
  if (!Number.isFinite(sqftInBox) || sqftInBox < 0) throw new RangeError(`Not a quantity: ${sqftInBox}`);
  const { digits, scale } = decimalOf(sqftInBox);
  const unit = 10n ** BigInt(scale);
  // cents × 10^scale, then half up: floor((2x + unit) / (2 × unit)).
  return Number((BigInt(sqftPriceCents) * digits * 2n + unit) / (2n * unit));
}

export interface ProductPrices {
  /** Price per sqft, cents. */
  priceCents: number | null;
  sqftInBox: number | null;
  pricePerBoxCents: number | null;
}

/** A box price more than a cent off: the product's three figures and the box price they call for. */
export interface BoxPriceMismatch {
  priceCents: number;
  sqftInBox: number;
  pricePerBoxCents: number;
  /** price per sqft × sqft per box, rounded half up to the cent. */
  expectedCents: number;
}

/**
 * The mismatch when the product's box price is more than BOX_PRICE_TOLERANCE_CENTS away from what the
 * price per sqft and sqft per box call for; null when they agree, or when one of the three is missing
 * (nothing to compare: a product without a box price cannot be bought online, one without a price per
 * sqft shows none).
 */
export function boxPriceMismatch(p: ProductPrices): BoxPriceMismatch | null {
  const { priceCents, sqftInBox, pricePerBoxCents } = p;
  if (priceCents === null || sqftInBox === null || pricePerBoxCents === null) return null;
  const expectedCents = boxPriceCents(priceCents, sqftInBox);
  return Math.abs(pricePerBoxCents - expectedCents) > BOX_PRICE_TOLERANCE_CENTS
    ? { priceCents, sqftInBox, pricePerBoxCents, expectedCents }
    : null;
}
