// Rules of the back office: pure, shared by its forms (instant feedback), the contract and the server.

export interface TierRange {
  min_mile: number;
  max_mile: number;
}

export interface TierProblem {
  /** The tier (as given) the message is about. */
  index: number;
  /** Its field at fault: the one a form puts the message under and the focus in. */
  field: keyof TierRange;
  message: string;
}

/**
 * The farthest a tier may reach: more than any road trip in the country (the column holds up to 10⁸ mi
 * and refused a larger figure with a server error).
 */
export const MAX_TIER_MILES = 10_000;

/** Miles are matched on their 2-decimal value (roundMiles), so tiers meet 0.01 mi apart. */
const STEP_HUNDREDTHS = 1;
const hundredths = (miles: number) => Math.round(miles * 100);
const twoDecimals = (miles: number) => hasAtMostDecimals(miles, 2);

/**
 * True when `value` has at most `places` decimals (0.1 + 0.2 passes for 2: floating point's noise is not a
 * decimal): what a `numeric(…, places)` column stores without rounding it.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Delivery tiers (§9) are inclusive [min, max] ranges matched on miles rounded to 2 decimals: together they
 * must start at 0 and cover every distance up to the last one's max exactly once: each tier starts 0.01 mi
 * after the previous one ends (100 then 100.01). Past the last tier the shop calls to arrange delivery.
 */
export function deliveryTierProblems(tiers: readonly TierRange[]): TierProblem[] {
  const problems: TierProblem[] = [];
  tiers.forEach((t, index) => {
    if (!twoDecimals(t.min_mile) || !twoDecimals(t.max_mile))
      problems.push({
        index,
        field: twoDecimals(t.min_mile) ? 'max_mile' : 'min_mile',
        message: 'Miles have at most 2 decimals',
      });
    else if (t.min_mile > MAX_TIER_MILES || t.max_mile > MAX_TIER_MILES)
      problems.push({
        index,
        field: t.min_mile > MAX_TIER_MILES ? 'min_mile' : 'max_mile',
        message: 'Miles must be at most 10,000',
      });
    else if (t.max_mile < t.min_mile)
      problems.push({ index, field: 'max_mile', message: 'To must not be less than From' });
  });
  if (problems.length > 0) return problems;
  const order = tiers.map((t, index) => ({ ...t, index })).sort((a, b) => a.min_mile - b.min_mile);
  order.forEach((t, i) => {
    if (i === 0) {
      if (hundredths(t.min_mile) !== 0)
        problems.push({ index: t.index, field: 'min_mile', message: 'The first tier must start at 0 miles' });
      return;
    }
    const prev = order[i - 1]!;
    const expected = hundredths(prev.max_mile) + STEP_HUNDREDTHS;
    const start = hundredths(t.min_mile);
    if (start < expected)
      problems.push({
        index: t.index,
        field: 'min_mile',
        message: `Overlaps the tier ending at ${formatMiles(prev.max_mile)} mi`,
      });
    else if (start > expected)
      problems.push({
        index: t.index,
        field: 'min_mile',
        message: `Leaves a gap after ${formatMiles(prev.max_mile)} mi: start at ${formatMiles(expected / 100)}`,
      });
  });
  return problems;
}

const formatMiles = (miles: number) => miles.toFixed(2);

/**
 * The page a list answers for the one asked: at most its last (a link to page 7 of what is now 3 pages shows
 * page 3, not an empty "no orders match" under which the list's pages were gone), and how many there are.
 */
export function listPage(
  requested: number | undefined,
  total: number,
  size: number,
): { page: number; page_count: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(requested ?? 1, pageCount), page_count: pageCount };
}
