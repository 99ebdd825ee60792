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

/** Road distance in metres to miles (unrounded; show with toFixed(2)). */
export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE;
}

/** The tier whose inclusive [min, max] range contains the distance; the first match wins. */
export function tierFor(miles: number, tiers: readonly DeliveryTier[]): DeliveryTier | null {
  if (!Number.isFinite(miles) || miles < 0) return null;
  return tiers.find((t) => miles >= t.minMile && miles <= t.maxMile) ?? null;
}

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
  | { kind: 'call'; miles: number | null; chargeCents: null; message: string };

/**
 * §9 quote: charge = pallets × tier price. No route, no tier or a tier priced 0 → "We will call you".
 */
export function deliveryQuote(input: {
  miles: number | null;
  boxes: number;
  tiers: readonly DeliveryTier[];
}): DeliveryQuote {
  const call = {
    kind: 'call',
    miles: input.miles,
    chargeCents: null,
    message: DELIVERY_MESSAGES.callToArrange,
  } as const;
  if (input.miles === null) return call;
  const tier = tierFor(input.miles, input.tiers);
  if (!tier || tier.pricePerPalletCents <= 0) return call;
  const pallets = Math.max(1, palletsFor(input.boxes));
  return {
    kind: 'priced',
    miles: input.miles,
    pallets,
    chargeCents: pallets * tier.pricePerPalletCents,
    label: tier.pricePerPalletCents === EXPRESS_PALLET_PRICE_CENTS ? 'Express Delivery' : 'Standard Delivery',
    message: `(${pallets} pallet(s))`,
  };
}

/** True for a pair of usable coordinates (§5 "Distance calculation requires valid numeric coordinates"). */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  const la = typeof lat === 'string' ? Number(lat) : lat;
  const ln = typeof lng === 'string' ? Number(lng) : lng;
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
