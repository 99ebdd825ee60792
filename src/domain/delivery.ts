// §9 delivery: pallets of 55 boxes, priced per pallet by the tier whose mile range holds the road distance.

export const BOXES_PER_PALLET = 55;
export const METRES_PER_MILE = 1609.34;
export const EXPRESS_PALLET_PRICE_CENTS = 150_00; // §9 "Price 150 is labelled Express Delivery"

export const DELIVERY_MESSAGES = {
  invalidAddress: '❌ Please select a valid address.',
  callToArrange: 'We will call you to set up delivery.',
  failed: '⚠️ Something went wrong.',
  noRoadDistance: '⚠️ Could not calculate road distance.',
} as const;

export interface DeliveryTier {
  minMile: number;
  maxMile: number;
  /** Price per pallet in cents. */
  pricePerPalletCents: number;
}

/** pallets = ceiling(total boxes / 55); 0 boxes need 0 pallets. */
export function palletsFor(boxes: number): number {
  if (!Number.isFinite(boxes) || boxes <= 0) return 0;
  return Math.ceil(boxes / BOXES_PER_PALLET);
}

/** Road distance in metres to miles (unrounded; see roundMiles). */
export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE;
}

/** §9 miles are shown to 2 decimals; tiers are matched on that same shown value, so a shopper who sees
 * "100.00 mi" is priced by the tier that contains 100. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 100) / 100;
}

/** The tier whose inclusive [min, max] range contains the distance; the first match wins. */
export function tierFor(miles: number, tiers: readonly DeliveryTier[]): DeliveryTier | null {
  if (!Number.isFinite(miles) || miles < 0) return null;
  return tiers.find((t) => miles >= t.minMile && miles <= t.maxMile) ?? null;
}

/**
 * Why a quote is "we will call you" (§8: route failure, no matching tier, or a tier priced 0): no road route,
 * the routing service could not be asked (down, timed out, rate-limited, an unreadable answer), a stored
 * address without usable coordinates, no tier for the distance, or a tier priced 0.
 */
export type CallReason = 'no-route' | 'routing-unavailable' | 'no-coordinates' | 'no-tier' | 'free-tier';

export type DeliveryQuote =
  | {
      kind: 'priced';
      miles: number;
      pallets: number;
      chargeCents: number;
      /** "Express Delivery" or "Standard Delivery" */
      label: string;
      /** "(2 pallet(s))" */
      message: string;
    }
  | { kind: 'call'; reason: CallReason; miles: number | null; chargeCents: null; message: string };

/** "We will call you to set up delivery." for a reason known without a distance. */
export function callToArrange(
  reason: CallReason,
  miles: number | null = null,
): Extract<DeliveryQuote, { kind: 'call' }> {
  return { kind: 'call', reason, miles, chargeCents: null, message: DELIVERY_MESSAGES.callToArrange };
}

/**
 * §9 quote for a known distance: charge = pallets × tier price. No route, no tier or a tier priced 0 →
 * "We will call you". A delivery carries at least one pallet (a quote for 0 boxes prices one pallet).
 */
export function deliveryQuote(input: {
  miles: number | null;
  boxes: number;
  tiers: readonly DeliveryTier[];
}): DeliveryQuote {
  const call = callToArrange;
  if (input.miles === null || !Number.isFinite(input.miles)) return call('no-route', null);
  const miles = roundMiles(input.miles);
  const tier = tierFor(miles, input.tiers);
  if (!tier) return call('no-tier', miles);
  if (tier.pricePerPalletCents <= 0) return call('free-tier', miles);
  const pallets = Math.max(1, palletsFor(input.boxes));
  return {
    kind: 'priced',
    miles,
    pallets,
    chargeCents: pallets * tier.pricePerPalletCents,
    label: tier.pricePerPalletCents === EXPRESS_PALLET_PRICE_CENTS ? 'Express Delivery' : 'Standard Delivery',
    message: `(${pallets} pallet(s))`,
  };
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Road distance in metres between two points, or null when the routing service finds no route.
 * Throws RoutingUnavailableError when the service cannot be asked (network, timeout, HTTP error, rate
 * limit, unreadable answer). Injected: OSRM in the browser and on the server, a fake in tests. */
export type RoadDistance = (origin: LatLng, destination: LatLng) => Promise<number | null>;

/**
 * The routing service gave no answer (§8 "route failure"): the quote becomes "we will call you" and the
 * order can go ahead. The routing clients throw it (or a subclass); anything else thrown while quoting is
 * a real exception of the calculation ("⚠️ Something went wrong.").
 */
export class RoutingUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoutingUnavailableError';
  }
}

export type QuoteOutcome =
  | DeliveryQuote
  /** Nothing was chosen to deliver to: refused before any request. */
  | { kind: 'invalid'; message: string }
  /** The calculation threw (not a routing outage, which is a "call" quote): "⚠️ Something went wrong." */
  | { kind: 'failed'; message: string }
  /** No warehouse coordinates are known (server sent none, no VITE_WAREHOUSE_* fallback). */
  | { kind: 'unavailable'; message: string };

export const QUOTE_UNAVAILABLE_MESSAGE =
  'Delivery quotes are unavailable right now. We will call you to set up delivery.';

/**
 * §9 the whole delivery quote — one function for the cart, /calculate and the server:
 * coordinates checked first (no request without usable ones), road distance from the warehouse, then the
 * tier and pallets. A routing outage is "we will call you" (§8), like no route. Never throws.
 */
export async function quoteDelivery(input: {
  origin: LatLng | null;
  destination: { lat: unknown; lng: unknown } | null;
  boxes: number;
  tiers: readonly DeliveryTier[];
  roadDistance: RoadDistance;
}): Promise<QuoteOutcome> {
  const { destination } = input;
  const refused = quoteRefusedBeforeRouting(input);
  if (refused) return refused;
  // Both checked by quoteRefusedBeforeRouting.
  const origin = input.origin!;
  let metres: number | null;
  try {
    metres = await input.roadDistance(origin, {
      lat: Number(destination!.lat),
      lng: Number(destination!.lng),
    });
  } catch (error) {
    if (error instanceof RoutingUnavailableError) return callToArrange('routing-unavailable');
    return { kind: 'failed', message: DELIVERY_MESSAGES.failed };
  }
  const miles = metres === null || !Number.isFinite(metres) || metres < 0 ? null : metresToMiles(metres);
  return deliveryQuote({ miles, boxes: input.boxes, tiers: input.tiers });
}

/**
 * The outcomes quoteDelivery knows without asking for a route — nothing chosen ("invalid"), an address
 * without usable coordinates (typed by hand, never placed on a map: "we will call you", not a dead end) or
 * no warehouse ("unavailable") — or null when a road distance is needed. Synchronous, so a screen can show
 * them at once instead of flashing a pending state for one frame.
 */
export function quoteRefusedBeforeRouting(input: {
  origin: LatLng | null;
  destination: { lat: unknown; lng: unknown } | null;
}): Extract<QuoteOutcome, { kind: 'invalid' | 'unavailable' | 'call' }> | null {
  const { destination, origin } = input;
  if (!destination) return { kind: 'invalid', message: DELIVERY_MESSAGES.invalidAddress };
  if (!isValidCoordinate(destination.lat, destination.lng)) return callToArrange('no-coordinates');
  if (!origin || !isValidCoordinate(origin.lat, origin.lng))
    return { kind: 'unavailable', message: QUOTE_UNAVAILABLE_MESSAGE };
  return null;
}

/** The charge a quote puts on the bill: priced → its charge; anything else → 0 (arranged by phone). */
export function quoteChargeCents(quote: QuoteOutcome | null): number {
  return quote?.kind === 'priced' ? quote.chargeCents : 0;
}

/** True for a pair of usable coordinates (§5 "Distance calculation requires valid numeric coordinates"). */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  const la = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const ln = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  return (
    typeof la === 'number' &&
    typeof ln === 'number' &&
    Number.isFinite(la) &&
    Number.isFinite(ln) &&
    Math.abs(la) <= 90 &&
    Math.abs(ln) <= 180 &&
    !(la === 0 && ln === 0)
  );
}
