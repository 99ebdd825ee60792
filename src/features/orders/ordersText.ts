// The texts of My orders (not in the spec: ours, docs/mail.md).
import { paymentStatusMessage } from '@/contract/payment-status';

export const ORDERS_TEXT = {
  title: 'My orders',
  loading: 'Loading your orders…',
  loadingOrder: 'Loading the order…',
  emptyTitle: 'No orders yet',
  emptyMessage: 'When you buy floors, your orders show here.',
  shop: 'Shop floors',
  failedTitle: 'We couldn’t load your orders',
  failedOrderTitle: 'We couldn’t load this order',
  retry: 'Try again',
  unavailableTitle: 'Order history is not available',
  unavailableMessage:
    'This store’s server does not offer order history. Your confirmation e-mails have the details of each order.',
  notFoundTitle: 'Order not found',
  notFoundMessage: 'We could not find this order in your account.',
  backToOrders: 'All orders',
  pickup: 'Pickup',
  delivery: 'Delivery',
  history: 'Status history',
  /** An order is made once its card payment succeeded (§8: payment_status succeeded). */
  paidByCard: 'Paid by card',
} as const;

/** The order's payment in words: "Paid by card", or the provider's status as §8 words one that is not. */
export const paymentLine = (status: string) =>
  status === 'succeeded' ? ORDERS_TEXT.paidByCard : paymentStatusMessage(status);
