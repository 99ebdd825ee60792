// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// To the shopper, when an order is paid: what was bought, the total, pickup or delivery, and the order's page.
import { Button, Text } from '@react-email/components';
import { button, heading, MailLayout, paragraph, type ShopInfo } from './Layout';
import { Fulfilment, OrderLines, type MailOrder } from './OrderSummary';

export interface OrderConfirmationProps {
  shop: ShopInfo;
  firstName: string;
  order: MailOrder;
}

export const orderConfirmationSubject = (p: OrderConfirmationProps) =>
  `Your ${p.shop.name} order #${p.order.id} is confirmed`;

export function OrderConfirmation({ shop, firstName, order }: OrderConfirmationProps) {
  return (
    <MailLayout preview={`Order #${order.id}: thank you for your order`} shop={shop}>
      <Text style={heading}>{`Thank you for your order, ${firstName}!`}</Text>
      <Text style={paragraph}>
        We have received your payment. Your order number is <strong>#{order.id}</strong>.
      </Text>
      <OrderLines order={order} />
      <Fulfilment order={order} />
      <Button href={order.url} style={button}>
        View your order
      </Button>
    </MailLayout>
  );
}
