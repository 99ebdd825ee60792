// An order's life after payment, decided once for the reference server, the mocks and the screens.
// The stored value of the first status is §7's "Confirm" (what checkout posts); the others are ours.
// Confirmed → Ready for pickup (pickup) or Out for delivery (delivery) → Completed; Cancelled or Refunded
// from any status that is not final. The back office moves them; each change is kept with its time.
import type { DeliveryType } from './order';

export const ORDER_STATUSES = [
  'Confirm',
  'ReadyForPickup',
  'OutForDelivery',
  'Completed',
  'Cancelled',
  'Refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Confirm: 'Confirmed',
  ReadyForPickup: 'Ready for pickup',
  OutForDelivery: 'Out for delivery',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
};

/** What the shopper reads under each status (order page, status mail). */
export const ORDER_STATUS_NOTES: Record<OrderStatus, string> = {
  Confirm: 'We have your payment and are preparing your order.',
  ReadyForPickup: 'Your order is ready. Bring your order number to the warehouse.',
  OutForDelivery: 'Your order is on its way.',
  Completed: 'Your order is complete. Thank you for shopping with us.',
  Cancelled: 'Your order was cancelled.',
  Refunded: 'Your payment was refunded.',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The label of a stored status; a status another server invents is shown as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['Completed', 'Cancelled', 'Refunded'];

/** The statuses an order may move to next (none once final). */
export function nextStatuses(from: OrderStatus, deliveryType: DeliveryType): OrderStatus[] {
  switch (from) {
    case 'Confirm':
      return [deliveryType === 'Pickup' ? 'ReadyForPickup' : 'OutForDelivery', 'Cancelled', 'Refunded'];
    case 'ReadyForPickup':
    case 'OutForDelivery':
      return ['Completed', 'Cancelled', 'Refunded'];
    case 'Completed':
      // A completed order can still be refunded (a return), never reopened.
      return ['Refunded'];
    default:
      return [];
  }
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, deliveryType: DeliveryType): boolean {
  return nextStatuses(from, deliveryType).includes(to);
}

/** Mantine colour of a status badge. */
export function orderStatusTone(status: string): 'blue' | 'oak' | 'green' | 'gray' | 'red' {
  switch (status) {
    case 'Confirm':
      return 'blue';
    case 'ReadyForPickup':
    case 'OutForDelivery':
      return 'oak';
    case 'Completed':
      return 'green';
    case 'Cancelled':
    case 'Refunded':
      return 'red';
    default:
      return 'gray';
  }
}

/**
 * A delivery whose charge is to be arranged by phone (§9 "We will call you to set up delivery."): the flag a
 * server sends when it has one, else read from the stored delivery label.
 */
export function deliveryCallRequired(order: {
  deliveryType?: string;
  deliveryLabel?: string;
  callRequired?: boolean | null;
}): boolean {
  if (order.deliveryType !== 'Delivery') return false;
  if (typeof order.callRequired === 'boolean') return order.callRequired;
  return order.deliveryLabel === CALL_TO_ARRANGE_LABEL;
}

/** §9's text, as the delivery label of an order priced "we will call you" (src/domain/delivery.ts). */
export const CALL_TO_ARRANGE_LABEL = 'We will call you to set up delivery.';
