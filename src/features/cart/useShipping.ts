// What the bill's Shipping row shows for the cart's fulfilment mode, address and boxes (§2, §9).
// The quote is useDeliveryQuote's (src/api/hooks/delivery.ts): the one pure quoteDelivery, the shop's tiers
// and warehouse (VITE_WAREHOUSE_* only when the shop sends none), the shared OSRM client (cached per
// coordinate pair, 1 request/s to the public demo).
import { useDeliveryQuote } from '@/api/hooks/delivery';
import type { Address } from '@/contract';
import type { FulfilmentMode } from '@/domain/cart';
import type { ShippingState } from './BillSummary';

export function useShipping(mode: FulfilmentMode, address: Address | null, boxes: number) {
  const delivery = mode === 'delivery' && address !== null;
  const { quote, retry } = useDeliveryQuote({
    destination: delivery ? { lat: address.latitude, lng: address.longitude } : null,
    boxes,
  });

  let shipping: ShippingState;
  if (mode === 'pickup') shipping = { kind: 'pickup' };
  else if (!address) shipping = { kind: 'no-address' };
  else if (!quote) shipping = { kind: 'computing' };
  else shipping = { kind: 'quoted', quote };

  return { shipping, retry };
}
