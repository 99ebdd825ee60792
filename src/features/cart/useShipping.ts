// What the bill's Shipping row shows for the cart's fulfilment mode, address and boxes (§2, §9).
// The quote itself is the one pure function of src/domain/delivery.ts.
import useSWR from 'swr';
import { useDeliveryTiers } from '@/api';
import { env } from '@/config/env';
import type { Address } from '@/contract';
import type { FulfilmentMode } from '@/domain/cart';
import { quoteDelivery, type LatLng, type QuoteOutcome, type RoadDistance } from '@/domain/delivery';
import type { ShippingState } from './BillSummary';

// INTERIM (replaced by the shared routing client and quote hook of src/services/routing.ts when the
// delivery branch lands): OSRM's route between two points, longitude first.
const osrmDistance: RoadDistance = async (from, to) => {
  const base = env().VITE_ROUTING_URL.replace(/\/+$/, '');
  const response = await fetch(
    `${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`,
  );
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    routes?: { distance?: number }[];
  } | null;
  if (!body?.code) throw new Error(`Routing failed (HTTP ${response.status})`);
  if (body.code !== 'Ok') return null;
  return body.routes?.[0]?.distance ?? null;
};

function warehouseFromEnv(): LatLng | null {
  const { VITE_WAREHOUSE_LAT: lat, VITE_WAREHOUSE_LNG: lng } = env();
  return lat !== undefined && lng !== undefined ? { lat, lng } : null;
}

export function useShipping(mode: FulfilmentMode, address: Address | null, boxes: number) {
  const tiers = useDeliveryTiers();
  const wanted = mode === 'delivery' && address !== null && tiers.data !== undefined;
  const quote = useSWR<QuoteOutcome>(
    wanted ? ['deliveryQuote', address.latitude, address.longitude, boxes] : null,
    () =>
      quoteDelivery({
        origin: warehouseFromEnv(),
        destination: { lat: address!.latitude, lng: address!.longitude },
        boxes,
        tiers: tiers.data!,
        roadDistance: osrmDistance,
      }),
  );

  let shipping: ShippingState;
  if (mode === 'pickup') shipping = { kind: 'pickup' };
  else if (!address) shipping = { kind: 'no-address' };
  else if (tiers.error)
    shipping = { kind: 'quoted', quote: { kind: 'failed', message: '⚠️ Something went wrong.' } };
  else if (!quote.data) shipping = { kind: 'computing' };
  else shipping = { kind: 'quoted', quote: quote.data };

  return {
    shipping,
    retry: () => {
      if (tiers.error) void tiers.mutate();
      void quote.mutate();
    },
  };
}
