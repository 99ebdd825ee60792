// What the bill's Shipping row shows for the cart's fulfilment mode, address and boxes (§2, §9): the
// shared delivery quote (src/api/hooks/delivery.ts → quoteDelivery of src/domain/delivery.ts).
import { useDeliveryQuote } from '@/api/hooks/delivery';
import type { Address } from '@/contract';
import type { FulfilmentMode } from '@/domain/cart';
import type { ShippingState } from './BillSummary';

export function useShipping(mode: FulfilmentMode, address: Address | null, boxes: number) {
  const wanted = mode === 'delivery' && address !== null;
  const { quote, isComputing, retry } = useDeliveryQuote({
    destination: wanted ? { lat: address.latitude, lng: address.longitude } : null,
    boxes,
  });

  let shipping: ShippingState;
  if (mode === 'pickup') shipping = { kind: 'pickup' };
  else if (!address) shipping = { kind: 'no-address' };
  else if (isComputing || !quote) shipping = { kind: 'computing' };
  else shipping = { kind: 'quoted', quote };
  return { shipping, retry };
}
