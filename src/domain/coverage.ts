// §5 product page coverage calculator: sqft ⇄ boxes, with optional 10% wastage.
import { palletsFor } from './delivery';

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

// ---- linked calculator state (§5: the coverage and boxes fields drive each other) ----------------

/** What the product page's calculator holds: the area entered, the box count and the wastage tick. */
export interface CoverageState {
  /** Coverage field (sqft entered, before wastage). */
  sqft: number;
  /** Boxes field: ceil(sqft with wastage / sqft_in_box), or what the shopper typed. */
  boxes: number;
  wastage: boolean;
}

/** The calculator on arrival: one box, no wastage ("1 box - No wastage added. Ships in 1 pallet."). */
export function initialCoverage(sqftInBox: number | null | undefined): CoverageState {
  const sqft = sqftForBoxes(1, sqftInBox);
  return { sqft, boxes: sqft > 0 ? 1 : 0, wastage: false };
}

/** Typing coverage: boxes follow (with wastage when ticked). */
export function withCoverageSqft(
  state: CoverageState,
  sqft: number,
  sqftInBox: number | null | undefined,
): CoverageState {
  const clean = Number.isFinite(sqft) && sqft > 0 ? roundSqft(sqft) : 0;
  return {
    ...state,
    sqft: clean,
    boxes: coverageFor({ sqft: clean, wastage: state.wastage, sqftInBox }).boxes,
  };
}

/**
 * Typing boxes: the typed count stays and sqft = boxes × sqft_in_box (§5). With wastage ticked, that area
 * is the area with its 10% (the boxes cover it), so the coverage entered is the floor it leaves for: 10
 * boxes of 27.5 cover 275 sqft, "275 sqft with 10% wastage", 250 entered. Taken literally, 275 entered
 * read "302.5 sqft with 10% wastage" beside 10 boxes covering 275: more than the boxes cover, and
 * ticking wastage again made them 11 (docs/decisions.md, "Product page").
 */
export function withCoverageBoxes(
  state: CoverageState,
  boxes: number,
  sqftInBox: number | null | undefined,
): CoverageState {
  const whole = Number.isFinite(boxes) && boxes > 0 ? Math.floor(boxes) : 0;
  const covered = sqftForBoxes(whole, sqftInBox);
  let sqft = state.wastage ? roundSqft(covered / (1 + WASTAGE_RATE)) : covered;
  // A box size with a third decimal (10.006) rounds its area up a cent (10.01), which counts one box more:
  // the cents come off until the boxes counted back are the typed ones.
  while (sqft > 0 && coverageFor({ sqft, wastage: state.wastage, sqftInBox }).boxes > whole)
    sqft = roundSqft(sqft - 0.01);
  return { ...state, boxes: whole, sqft };
}

/** Ticking or clearing wastage recounts the boxes for the entered coverage. */
export function withCoverageWastage(
  state: CoverageState,
  wastage: boolean,
  sqftInBox: number | null | undefined,
): CoverageState {
  return { ...state, wastage, boxes: coverageFor({ sqft: state.sqft, wastage, sqftInBox }).boxes };
}

/**
 * The hint under the wastage checkbox. §2 gives the one-box text exactly ("1 box - No wastage
 * added. Ships in 1 pallet."); other counts use the same words with plurals. Pallets: §9, 55 boxes each.
 */
export function coverageHint(boxes: number, wastage: boolean): string {
  const count = Number.isFinite(boxes) && boxes > 0 ? Math.floor(boxes) : 0;
  const pallets = palletsFor(count);
  const boxWord = count === 1 ? 'box' : 'boxes';
  const palletWord = pallets === 1 ? 'pallet' : 'pallets';
  const wastageText = wastage ? '10% wastage added' : 'No wastage added';
  return `${count} ${boxWord} - ${wastageText}. Ships in ${pallets} ${palletWord}.`;
}
