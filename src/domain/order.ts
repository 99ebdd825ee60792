// What an order costs, decided once for the mocks and the reference server (contract decision 5): the cart's
// lines at their prices, tax% of the items, and for Delivery the §9 quote for the chosen address. The
// server's figures decide the money; a client amount that differs is refused with the server's figures.
import { billSummary, totalBoxes, type CartLineAmount } from './cart';
import { DELIVERY_MESSAGES, palletsFor, type QuoteOutcome } from './delivery';
import { formatUsd } from './money';

export type DeliveryType = 'Pickup' | 'Delivery';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty',
  selectAddress: 'Please select an address',
  /** The lines the client priced are not the cart's lines (added, removed or edited elsewhere). */
  cartChanged: 'Your cart has changed. Please review your cart.',
  /** The delivery charge cannot be decided right now (routing failed). */
  quoteFailed: 'We could not calculate the delivery charge right now. Please try again in a moment.',
  /** The cart changed between the payment intent and the order: the intent is cancelled. */
  cartChangedAfterIntent:
    'Your cart changed after the payment was started, so the payment was cancelled. Please review your cart and pay again.',
} as const;

/** Delivery label of a receipt: the quote's label, the call-to-arrange text, or "Pickup". */
export const PICKUP_LABEL = 'Pickup';

export interface OrderLine extends CartLineAmount {
  userCartsId: number;
  productId: number;
}

export interface OrderPricing {
  deliveryType: DeliveryType;
  itemsCents: number;
  /** null when the shop's tax setting is null. */
  taxCents: number | null;
  deliveryCents: number;
  totalCents: number;
  /** Pallets shipped (Delivery), 0 for pickup. */
  pallets: number;
  /** "Express Delivery", "Standard Delivery", "We will call you to set up delivery." or "Pickup". */
  deliveryLabel: string;
  /** Road miles the delivery was priced on (2 decimals), null for pickup or without a route. */
  miles: number | null;
  /** Delivery quoted "we will call you" (§8): charged 0 now, the shop calls to arrange it. */
  callRequired: boolean;
}

export type PricingResult = { ok: true; pricing: OrderPricing } | { ok: false; message: string };

/**
 * §9 order total: items + tax + (Delivery) the quote's charge. A Delivery quote that is "we will call you"
 * (§8: no route, routing unreachable, no coordinates, no tier, a tier priced 0) costs 0 now and marks the
 * order for a call; no address chosen, a calculation that threw or a missing warehouse cannot be priced
 * and is refused with a message.
 */
export function priceOrder(input: {
  lines: readonly CartLineAmount[];
  taxPercent: number | null;
  deliveryType: DeliveryType;
  /** The §9 quote for the address (Delivery only). */
  quote: QuoteOutcome | null;
}): PricingResult {
  if (input.lines.length === 0) return { ok: false, message: ORDER_MESSAGES.emptyCart };
  let deliveryCents = 0;
  let deliveryLabel = PICKUP_LABEL;
  let miles: number | null = null;
  let pallets = 0;
  let callRequired = false;
  if (input.deliveryType === 'Delivery') {
    const quote = input.quote;
    if (!quote) return { ok: false, message: ORDER_MESSAGES.selectAddress };
    switch (quote.kind) {
      case 'priced':
        deliveryCents = quote.chargeCents;
        deliveryLabel = quote.label;
        miles = quote.miles;
        pallets = quote.pallets;
        break;
      case 'call':
        deliveryLabel = DELIVERY_MESSAGES.callToArrange;
        miles = quote.miles;
        pallets = Math.max(1, palletsFor(totalBoxes(input.lines)));
        callRequired = true;
        break;
      case 'invalid':
        return { ok: false, message: quote.message };
      default:
        return { ok: false, message: ORDER_MESSAGES.quoteFailed };
    }
  }
  const bill = billSummary({
    lines: input.lines,
    taxPercent: input.taxPercent,
    mode: input.deliveryType === 'Delivery' ? 'delivery' : 'pickup',
    deliveryChargeCents: deliveryCents,
  });
  return {
    ok: true,
    pricing: {
      deliveryType: input.deliveryType,
      itemsCents: bill.itemsCents,
      taxCents: bill.taxCents,
      deliveryCents: bill.deliveryCents,
      totalCents: bill.totalCents,
      pallets,
      deliveryLabel,
      miles,
      callRequired,
    },
  };
}

/**
 * The refusal when the client's amount is not the server's total (contract decision 5), e.g.
 * "Your total has changed to $1,234.56 (items $1,100.00, tax $90.75, delivery $43.81). Please review your cart."
 * Tax is named when the shop charges it; delivery when the order is delivered.
 */
export function totalChangedMessage(pricing: OrderPricing): string {
  const parts = [`items ${formatUsd(pricing.itemsCents)}`];
  if (pricing.taxCents !== null) parts.push(`tax ${formatUsd(pricing.taxCents)}`);
  if (pricing.deliveryType === 'Delivery') parts.push(`delivery ${formatUsd(pricing.deliveryCents)}`);
  return `Your total has changed to ${formatUsd(pricing.totalCents)} (${parts.join(', ')}). Please review your cart.`;
}

/** A paid intent whose cart changed before it became an order: refunded. */
export function refundedMessage(amountCents: number): string {
  return `Your cart changed after you paid, so we refunded the payment of ${formatUsd(amountCents)}. Please review your cart and pay again.`;
}

/** A payment id that already made an order, posted again for other cart lines. */
export function paymentReusedMessage(orderId: number): string {
  return `This payment was already used for order #${orderId}. Please review your cart and pay for the remaining items separately.`;
}

/** Stripe's limits for USD: at least $0.50, at most $999,999.99. */
export const MIN_INTENT_CENTS = 50;
export const MAX_INTENT_CENTS = 99_999_999;

/**
 * Why a payment intent cannot be made for this amount (a bad request), or null when it can. The checkout
 * shows it to the shopper as it is (a cart of large lines can pass the most a card payment takes).
 */
export function intentAmountRefusal(amountCents: number): string | null {
  if (amountCents < MIN_INTENT_CENTS)
    return `An order paid online must come to at least ${formatUsd(MIN_INTENT_CENTS)}.`;
  if (amountCents > MAX_INTENT_CENTS)
    return `An order paid online can come to at most ${formatUsd(MAX_INTENT_CENTS)}. Please split it into smaller orders, or contact us.`;
  return null;
}

/**
 * The lines a client priced (when it says which) are not the cart's lines now: refused before any intent
 * exists, so the shopper reviews the cart that would be paid for.
 */
export function cartChangedRefusal(
  posted: string | readonly number[] | undefined,
  cartLineIds: readonly number[],
): string | null {
  return posted !== undefined && !sameLineIds(posted, cartLineIds) ? ORDER_MESSAGES.cartChanged : null;
}

/**
 * A payment that already made an order, posted again: the same lines answer that order (idempotent), other
 * lines are refused, as they were never paid for.
 */
export function reusedPaymentRefusal(
  order: { id: number; lineIds: string | readonly number[] },
  posted: string | readonly number[],
): string | null {
  return sameLineIds(order.lineIds, posted) ? null : paymentReusedMessage(order.id);
}

/** A cart line as an intent was priced for it, or as the cart holds it now. */
export interface CartLineState {
  user_carts_id: number;
  product_id: number;
  quantity: number;
}

/**
 * The cart still holds every line an intent was priced for, unchanged (same product, same quantity), and
 * nothing else unless `allowOtherLines`: otherwise the intent cannot become that order.
 */
export function cartStillPriced(
  priced: readonly CartLineState[],
  cart: readonly CartLineState[],
  options: { allowOtherLines?: boolean } = {},
): boolean {
  if (!options.allowOtherLines && cart.length !== priced.length) return false;
  return priced.every((line) => {
    const now = cart.find((l) => l.user_carts_id === line.user_carts_id);
    return now?.product_id === line.product_id && now.quantity === line.quantity;
  });
}

/** Comma-joined cart line ids → sorted unique numbers (the order of a list does not matter). */
export function lineIdSet(ids: string | readonly number[]): number[] {
  const list =
    typeof ids === 'string'
      ? ids
          .split(',')
          .filter((s) => s.trim() !== '')
          .map(Number)
      : ids;
  return [...new Set(list)].sort((a, b) => a - b);
}

export function sameLineIds(a: string | readonly number[], b: string | readonly number[]): boolean {
  const x = lineIdSet(a);
  const y = lineIdSet(b);
  return x.length === y.length && x.every((id, i) => id === y[i]);
}
