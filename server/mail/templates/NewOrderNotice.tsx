// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// To the shop (the settings' e-mail), when an order is paid.
import { Button, Text } from '@react-email/components';
import { button, heading, MailLayout, paragraph, type ShopInfo } from './Layout';
import { Fulfilment, OrderLines, type MailOrder } from './OrderSummary';

export interface NewOrderNoticeProps {
  shop: ShopInfo;
  customer: { name: string; email: string; phone: string };
  order: MailOrder;
  /** The order's page in the back office (/admin/orders/:id). */
  adminUrl: string;
}

export const newOrderNoticeSubject = (p: NewOrderNoticeProps) =>
  `New order #${p.order.id} from ${p.customer.name}`;

export function NewOrderNotice({ shop, customer, order, adminUrl }: NewOrderNoticeProps) {
  return (
    <MailLayout preview={`New ${order.deliveryType.toLowerCase()} order #${order.id}`} shop={shop}>
      <Text style={heading}>{`New order #${order.id}`}</Text>
      <Text style={paragraph}>
        {customer.name} ({customer.email}
        {customer.phone ? `, ${customer.phone}` : ''}) paid{' '}
        {order.lines.length === 1 ? 'for 1 line' : `for ${order.lines.length} lines`}.
      </Text>
      <OrderLines order={order} />
      <Fulfilment order={order} />
      {order.deliveryType === 'Delivery' && order.address?.mobile_number && (
        <Text style={paragraph}>Delivery contact: {order.address.mobile_number}</Text>
      )}
      <Button href={adminUrl} style={button}>
        Open the order in the back office
      </Button>
    </MailLayout>
  );
}
