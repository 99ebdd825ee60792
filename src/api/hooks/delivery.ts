// The delivery quote for screens (§9): the cart's Shipping line and /calculate.
// One pure rule (quoteDelivery in src/domain/delivery.ts) fed with the shop's tiers, the warehouse and the
// browser's OSRM client (src/services/roadDistance.ts, cached per coordinate pair, 1 request/s to the demo).
//
// Where the warehouse comes from (contract decision 1): the tiers answer carries it
// (`{ tiers, warehouse }`); a server of the plain §7 contract sends only tiers, and then the build's
// VITE_WAREHOUSE_LAT / VITE_WAREHOUSE_LNG stand in; with neither, the quote is "unavailable" — never a
// guessed origin.
import useSWRImmutable from 'swr/immutable';
import {
  DELIVERY_MESSAGES,
  isValidCoordinate,
  quoteRefusedBeforeRouting,
  quoteDelivery,
  type DeliveryTier,
  type LatLng,
  type QuoteOutcome,
} from '@/domain/delivery';
import { env, type Env } from '@/config/env';
import { roadDistance } from '@/services/roadDistance';
import { useDeliveryTiers } from './catalogue';

/** The tiers endpoint's parsed answer: a plain list (§7 servers) or the list with the warehouse. */
export type TiersAnswer =
  readonly DeliveryTier[] | { tiers: readonly DeliveryTier[]; warehouse: LatLng | null | undefined };

export interface DeliverySetup {
  tiers: readonly DeliveryTier[];
  /** null: no origin known, quotes are unavailable. */
  warehouse: LatLng | null;
  /** Where the warehouse came from. */
  warehouseFrom: 'server' | 'environment' | null;
}

/** Tiers and warehouse from the tiers answer, falling back to the environment's coordinates. Pure. */
export function deliverySetup(
  answer: TiersAnswer,
  config: Pick<Env, 'VITE_WAREHOUSE_LAT' | 'VITE_WAREHOUSE_LNG'>,
): DeliverySetup {
  const tiers = Array.isArray(answer) ? answer : (answer as { tiers: readonly DeliveryTier[] }).tiers;
  const served = Array.isArray(answer) ? null : (answer as { warehouse?: LatLng | null }).warehouse;
  if (served && isValidCoordinate(served.lat, served.lng))
    return { tiers, warehouse: { lat: served.lat, lng: served.lng }, warehouseFrom: 'server' };
  const { VITE_WAREHOUSE_LAT: lat, VITE_WAREHOUSE_LNG: lng } = config;
  if (lat !== undefined && lng !== undefined && isValidCoordinate(lat, lng))
    return { tiers, warehouse: { lat, lng }, warehouseFrom: 'environment' };
  return { tiers, warehouse: null, warehouseFrom: null };
}

/** What useDeliveryQuote returns. */
export interface DeliveryQuoteState {
  /**
   * The outcome of quoteDelivery — `priced` (miles, pallets, chargeCents, label, message), `call`
   * ("We will call you to set up delivery.": no route, the routing service unreachable, an address
   * without usable coordinates, beyond the tiers), `unavailable` (no warehouse known) or `failed`
   * ("⚠️ Something went wrong.": see failedStep) — or null while there is nothing to quote (no
   * destination) or while it is being computed.
   */
  quote: QuoteOutcome | null;
  /** True while the tiers load or the road distance is measured, a retry's too (show a spinner). */
  isComputing: boolean;
  /** When quote.kind is 'failed': the shop's tiers request failed, or the calculation threw. */
  failedStep: 'tiers' | 'routing' | null;
  /** Ask again after a failure or a routing outage (successful answers stay cached). */
  retry: () => void;
}

class QuoteFailed extends Error {}

const keyPart = (n: unknown) => (typeof n === 'number' ? n.toFixed(5) : String(n));

/**
 * The §9 delivery quote for `boxes` boxes delivered to `destination` (an address's latitude/longitude, as
 * numbers or numeric strings; null = nothing chosen yet). Cached by SWR per destination, boxes, warehouse
 * and tiers; the routing client below it caches per coordinate pair. Never throws.
 */
export function useDeliveryQuote({
  destination,
  boxes,
}: {
  destination: { lat: unknown; lng: unknown } | null;
  boxes: number;
}): DeliveryQuoteState {
  const tiersAnswer = useDeliveryTiers();
  const setup = tiersAnswer.data ? deliverySetup(tiersAnswer.data, env()) : null;
  const wholeBoxes = Number.isFinite(boxes) && boxes > 0 ? Math.ceil(boxes) : 0;

  // Refused before any route is asked for (no warehouse, unusable destination): known at once.
  const refused =
    destination && setup ? quoteRefusedBeforeRouting({ origin: setup.warehouse, destination }) : null;
  const key =
    destination && setup && !refused
      ? [
          'deliveryQuote',
          keyPart(destination.lat),
          keyPart(destination.lng),
          wholeBoxes,
          setup.warehouse ? `${keyPart(setup.warehouse.lat)},${keyPart(setup.warehouse.lng)}` : 'none',
          setup.tiers.map((t) => `${t.minMile}-${t.maxMile}:${t.pricePerPalletCents}`).join('|'),
        ]
      : null;

  const quoteAnswer = useSWRImmutable(key, async () => {
    const outcome = await quoteDelivery({
      origin: setup!.warehouse,
      destination,
      boxes: wholeBoxes,
      tiers: setup!.tiers,
      roadDistance: roadDistance(),
    });
    // Not cached: a routing failure is asked again on retry or on the next visit.
    if (outcome.kind === 'failed') throw new QuoteFailed(outcome.message);
    return outcome;
  });

  if (!destination) return { quote: null, isComputing: false, failedStep: null, retry: () => {} };
  if (tiersAnswer.error && !tiersAnswer.data)
    return {
      quote: { kind: 'failed', message: DELIVERY_MESSAGES.failed },
      isComputing: tiersAnswer.isValidating,
      failedStep: 'tiers',
      retry: () => void tiersAnswer.mutate(),
    };
  if (!setup) return { quote: null, isComputing: true, failedStep: null, retry: () => {} };
  if (refused) return { quote: refused, isComputing: false, failedStep: null, retry: () => {} };
  const retry = () => void quoteAnswer.mutate();
  // A retry keeps the previous answer (SWR) while it asks again: computing until the new one comes, so a
  // second "Try again" cannot be pressed into the running one, and the shopper sees it working.
  if (quoteAnswer.data)
    return { quote: quoteAnswer.data, isComputing: quoteAnswer.isValidating, failedStep: null, retry };
  if (quoteAnswer.error && !quoteAnswer.isValidating)
    return {
      quote: { kind: 'failed', message: DELIVERY_MESSAGES.failed },
      isComputing: false,
      failedStep: 'routing',
      retry,
    };
  return { quote: null, isComputing: true, failedStep: null, retry };
}
