// §9 cart arithmetic: line total = price_per_box × quantity; subtotal = Σ lines; tax = tax% of items;
// total = items + delivery (Delivery only) + tax.
import { percentOf } from './money';

export interface CartLineAmount {
  pricePerBoxCents: number;
  quantity: number;
}

export type FulfilmentMode = 'pickup' | 'delivery';

export function lineTotalCents(line: CartLineAmount): number {
  return line.pricePerBoxCents * line.quantity;
}

export function itemsTotalCents(lines: readonly CartLineAmount[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function totalBoxes(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface BillSummary {
  itemsCents: number;
  /** null when the shop's tax setting is null (the row is then hidden). */
  taxCents: number | null;
  /** Delivery charge; 0 for pickup or when delivery is to be arranged by phone. */
  deliveryCents: number;
  totalCents: number;
}

export function billSummary(input: {
  lines: readonly CartLineAmount[];
  taxPercent: number | null;
  mode: FulfilmentMode;
  deliveryChargeCents: number | null;
}): BillSummary {
  const itemsCents = itemsTotalCents(input.lines);
  const taxCents = input.taxPercent === null ? null : percentOf(itemsCents, input.taxPercent);
  const deliveryCents = input.mode === 'delivery' ? (input.deliveryChargeCents ?? 0) : 0;
  return { itemsCents, taxCents, deliveryCents, totalCents: itemsCents + (taxCents ?? 0) + deliveryCents };
}

/** Cart badge (§9 "Badge = number of cart lines"). */
export function badgeCount(lines: readonly unknown[]): number {
  return lines.length;
}
