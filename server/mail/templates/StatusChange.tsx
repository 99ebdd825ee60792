// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// To the shopper, each time the shop moves an order to another status.
import { Button, Text } from '@react-email/components';
import { formatUsd } from '../../../src/domain/money';
import { ORDER_STATUS_NOTES, orderStatusLabel, isOrderStatus } from '../../../src/domain/order-status';
import { button, heading, MailLayout, paragraph, type ShopInfo } from './Layout';
import { Fulfilment, type MailOrder } from './OrderSummary';

export interface StatusChangeProps {
  shop: ShopInfo;
  firstName: string;
  order: MailOrder;
  status: string;
}

export const statusChangeSubject = (p: StatusChangeProps) =>
  `Order #${p.order.id}: ${orderStatusLabel(p.status)}`;

/** How much a refund gives back, and where. */
export const refundNote = (cents: number) =>
  `${formatUsd(cents)} goes back to the card you paid with. Your bank may take a few business days to show it.`;

/** A cancellation moves no money, and a cancelled order is final (the owner refunds with Refund in full,
 *  not after cancelling): said, with whom to ask about the payment. */
export const cancelledNote = (cents: number, shop: ShopInfo) => {
  const contact = [shop.email, shop.phone].filter(Boolean).join(' or ');
  return `Cancelling the order does not refund the ${formatUsd(cents)} you paid. Please contact us about it${
    contact ? `: ${contact}` : ''
  }.`;
};

/** The order is still to be collected or delivered: not after it was cancelled or refunded. */
const stillToFulfil = (status: string) => status !== 'Cancelled' && status !== 'Refunded';

export function StatusChange({ shop, firstName, order, status }: StatusChangeProps) {
  return (
    <MailLayout
      preview={`Your order #${order.id} is now ${orderStatusLabel(status).toLowerCase()}`}
      shop={shop}
    >
      <Text style={heading}>{`Order #${order.id}: ${orderStatusLabel(status)}`}</Text>
      <Text style={paragraph}>{`Hello ${firstName},`}</Text>
      <Text style={paragraph}>{isOrderStatus(status) ? ORDER_STATUS_NOTES[status] : ''}</Text>
      {status === 'Refunded' ? (
        // The back office refunds in full: the order's total, back to the card it was paid with.
        <Text style={paragraph}>{refundNote(order.totalCents)}</Text>
      ) : null}
      {status === 'Cancelled' ? <Text style={paragraph}>{cancelledNote(order.totalCents, shop)}</Text> : null}
      {stillToFulfil(status) ? <Fulfilment order={order} /> : null}
      <Button href={order.url} style={button}>
        View your order
      </Button>
    </MailLayout>
  );
}
