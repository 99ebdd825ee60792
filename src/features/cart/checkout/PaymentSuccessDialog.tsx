// §2 the payment success dialog, on / after the spec's sequence (cart refetched, toast, go to /, checkout
// closed): the order number, what was bought and the total paid, pickup (the warehouse) or delivery (the
// address, or "We will call you to set up delivery."), a link to the order's page and Continue shopping.
// The link is left out when the server has no My orders (a server of the plain §7 contract).
import { Button, Divider, Group, Modal, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { isFeatureMissing, useOrders, useSettings } from '@/api';
import { paths } from '@/config/paths';
import { CALL_TO_ARRANGE_LABEL } from '@/domain/order-status';
import { formatUsd } from '@/domain/money';
import { closePlacedOrder, uiStore } from '@/state';

export const SUCCESS_TEXT = {
  title: 'Payment successful',
  orderNumber: (id: number) => `Order #${id}`,
  thanks: 'Thank you! Your order is confirmed and a confirmation e-mail is on its way.',
  viewOrder: 'View order',
  continueShopping: 'Continue shopping',
  pickup: 'Pickup at our warehouse',
  delivery: 'Delivery to',
};

export default function PaymentSuccessDialog() {
  const { placedOrder: order } = useSnapshot(uiStore);
  const settings = useSettings();
  const orders = useOrders(1);
  if (!order) return null;
  const ordersAvailable = !isFeatureMissing(orders.error);
  return (
    // Composed by hand for a <div> header: Mantine's <header> would be a second banner landmark on the page.
    <Modal.Root opened onClose={closePlacedOrder} size="md">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Modal.Title fw={600}>{SUCCESS_TEXT.title}</Modal.Title>
              <Modal.CloseButton aria-label="Close" />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="green" variant="light" size={44} radius="xl">
                <IconCircleCheck size={28} aria-hidden />
              </ThemeIcon>
              <div>
                {order.orderId !== null ? (
                  <Title order={2} size="h3">
                    {SUCCESS_TEXT.orderNumber(order.orderId)}
                  </Title>
                ) : null}
                <Text size="sm">{SUCCESS_TEXT.thanks}</Text>
              </div>
            </Group>
            <Table verticalSpacing={4} aria-label="What you bought">
              <Table.Tbody>
                {order.lines.map((line, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>
                      {line.title} × {line.quantity}
                    </Table.Td>
                    <Table.Td ta="right">{formatUsd(line.lineTotalCents)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Total paid</Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {formatUsd(order.totalCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Divider />
            {order.deliveryType === 'Pickup' ? (
              <Text size="sm">
                <strong>{SUCCESS_TEXT.pickup}</strong>
                {settings.data?.warehouse_address ? `: ${settings.data.warehouse_address}` : ''}
              </Text>
            ) : (
              <Stack gap={4}>
                {order.address ? (
                  <Text size="sm">
                    <strong>{SUCCESS_TEXT.delivery}</strong> {order.address}
                  </Text>
                ) : null}
                {order.callRequired ? <Text size="sm">{CALL_TO_ARRANGE_LABEL}</Text> : null}
              </Stack>
            )}
            <Group justify="flex-end" gap="sm">
              {order.orderId !== null && ordersAvailable ? (
                <Button
                  component={Link}
                  href={paths.order(order.orderId)}
                  variant="default"
                  onClick={closePlacedOrder}
                >
                  {SUCCESS_TEXT.viewOrder}
                </Button>
              ) : null}
              <Button onClick={closePlacedOrder} data-autofocus>
                {SUCCESS_TEXT.continueShopping}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
