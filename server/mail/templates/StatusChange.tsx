// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// To the shopper, each time the shop moves an order to another status.
import { Button, Text } from '@react-email/components';
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

export function StatusChange({ shop, firstName, order, status }: StatusChangeProps) {
  return (
    <MailLayout
      preview={`Your order #${order.id} is now ${orderStatusLabel(status).toLowerCase()}`}
      shop={shop}
    >
      <Text style={heading}>{`Order #${order.id}: ${orderStatusLabel(status)}`}</Text>
      <Text style={paragraph}>{`Hello ${firstName},`}</Text>
      <Text style={paragraph}>{isOrderStatus(status) ? ORDER_STATUS_NOTES[status] : ''}</Text>
      <Fulfilment order={order} />
      <Button href={order.url} style={button}>
        View your order
      </Button>
    </MailLayout>
  );
}
