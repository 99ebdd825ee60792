// §5 product page coverage calculator: sqft ⇄ boxes, with optional 10% wastage.

export const WASTAGE_RATE = 0.1; // §9 "Wastage 10% (sqft × 1.1)"

/** Rounds to 2 decimals so repeated wastage toggles never drift (250 → 275 → 250). */
export function roundSqft(sqft: number): number {
  return Math.round(sqft * 100) / 100;
}

/** Coverage with wastage added (sqft × 1.1). */
export function withWastage(sqft: number): number {
  return roundSqft(sqft * (1 + WASTAGE_RATE));
}

/** boxes = ceiling(sqft / sqft_in_box); 0 when the box size is unknown or sqft is not positive. */
export function boxesForSqft(sqft: number, sqftInBox: number | null | undefined): number {
  if (!sqftInBox || sqftInBox <= 0 || !Number.isFinite(sqft) || sqft <= 0) return 0;
  // Guard against float noise: 27.5 / 27.5 * 10 must be 10, not 10.000000001 → 11.
  return Math.max(1, Math.ceil(sqft / sqftInBox - 1e-9));
}

/** Entering boxes sets sqft = boxes × sqft_in_box. */
export function sqftForBoxes(boxes: number, sqftInBox: number | null | undefined): number {
  if (!sqftInBox || sqftInBox <= 0 || !Number.isFinite(boxes) || boxes <= 0) return 0;
  return roundSqft(boxes * sqftInBox);
}

export interface CoverageInput {
  /** Area the shopper entered, before wastage. */
  sqft: number;
  wastage: boolean;
  sqftInBox: number | null | undefined;
}

export interface Coverage {
  /** Area to order (with wastage when ticked). */
  orderSqft: number;
  boxes: number;
}

/** The coverage calculator's result for what the shopper entered. */
export function coverageFor({ sqft, wastage, sqftInBox }: CoverageInput): Coverage {
  const orderSqft = wastage ? withWastage(sqft) : roundSqft(Math.max(0, sqft));
  return { orderSqft, boxes: boxesForSqft(orderSqft, sqftInBox) };
}

/** §5: coverage decrease floors at 0. */
export function decreaseSqft(sqft: number, step = 1): number {
  return roundSqft(Math.max(0, sqft - step));
}

/** §5: boxes decrease floors at 1. */
export function decreaseBoxes(boxes: number): number {
  return Math.max(1, Math.floor(boxes) - 1);
}

/** §5 "Please enter sqft" unless sqft is above 0. */
export function validateSqft(sqft: number): string | null {
  return Number.isFinite(sqft) && sqft > 0 ? null : 'Please enter sqft';
}
