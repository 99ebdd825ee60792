// /orders/:id: one of the shopper's orders as charged — lines with quantities and prices, tax, delivery,
// total, payment status, the address or pickup point, and the status history. Another shopper's order (or
// one that does not exist) is "Order not found".
import type { ReactNode } from 'react';
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { isFeatureMissing, orderId, useOrderDetails, type ApiError } from '@/api';
import { paths } from '@/config/paths';
import type { OrderDetails } from '@/contract';
import { formatDateTime } from '@/domain/dates';
import { formatUsd } from '@/domain/money';
import { CALL_TO_ARRANGE_LABEL, deliveryCallRequired, orderStatusLabel } from '@/domain/order-status';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadingView, PageStatus, TableHead, useHydrated } from '@/ui';
import { OrdersUnavailable, OrderStatusBadge, ScreenFrame, useOrderRead } from './OrderParts';
import classes from './OrderTables.module.css';
import { ORDERS_TEXT, paymentLine } from './ordersText';

export default function OrderDetailsScreen() {
  const params = useParams<{ id: string }>();
  const id = orderId(params.id);
  // A server cannot know the shopper (the session is the browser's): it renders the page's frame, the
  // order's heading over the loading state, which the order keeps once it has come.
  // A visitor without a session is sent to sign in by the route (the route table's signInNotice).
  const hydrated = useHydrated();
  let content = <Order id={id} />;
  if (!id) content = <OrderNotFound />;
  else if (!hydrated) content = <OrderLoading id={id} />;
  return <ScreenFrame>{content}</ScreenFrame>;
}

/** The route's head names the order; one the shop does not know for this shopper, or an id that cannot
 *  be one, says so in the tab too. */
function OrderNotFound() {
  useDocumentMeta({ title: ORDERS_TEXT.notFoundTitle, robots: 'noindex, nofollow' });
  return (
    <PageStatus
      kind="info"
      title={ORDERS_TEXT.notFoundTitle}
      message={ORDERS_TEXT.notFoundMessage}
      actionLabel={ORDERS_TEXT.backToOrders}
      actionHref={paths.orders}
    />
  );
}

/** One order's page: the way back, its heading (and status, once known), then what it shows. */
function OrderPage({ id, status, children }: { id: number; status?: string; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} href={paths.orders} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {ORDERS_TEXT.backToOrders}
          </Group>
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>Order #{id}</Title>
          {status ? <OrderStatusBadge status={status} /> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

function OrderLoading({ id }: { id: number }) {
  return (
    <OrderPage id={id}>
      <LoadingView label={ORDERS_TEXT.loadingOrder} mih={320} />
    </OrderPage>
  );
}

function Order({ id }: { id: number }) {
  const order = useOrderDetails(id);
  const shown = useOrderRead(order, id, ORDERS_TEXT.failedOrderTitle, <OrderLoading id={id} />);
  if (order.error && isFeatureMissing(order.error)) return <OrdersUnavailable />;
  if ((order.error as ApiError | undefined)?.httpStatus === 404) return <OrderNotFound />;
  return shown.data === undefined ? shown.view : <OrderView order={shown.data} />;
}

type OrderItem = OrderDetails['items'][number];

/** An item's figures: each heads its column and fills the item's cell, aligned to the end. */
const ITEM_FIGURES: { label: string; of: (item: OrderItem) => ReactNode }[] = [
  { label: 'Boxes', of: (item) => item.quantity },
  { label: 'Per box', of: (item) => formatUsd(item.price) },
  { label: 'Total', of: (item) => formatUsd(item.line_total) },
];

function ItemRow({ item }: { item: OrderItem }) {
  return (
    <tr>
      <th scope="row">{item.title}</th>
      {ITEM_FIGURES.map(({ label, of }) => (
        <td key={label} className={classes.end}>
          {of(item)}
        </td>
      ))}
    </tr>
  );
}

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatUsd(cents)}</Text>
    </Group>
  );
}

export function OrderView({ order }: { order: OrderDetails }) {
  const callRequired = deliveryCallRequired({
    deliveryType: order.delivery_type,
    deliveryLabel: order.delivery_label,
    callRequired: order.delivery_call_required,
  });
  const a = order.address;
  return (
    <OrderPage id={order.userorder_id} status={order.order_status}>
      <Text c="dimmed">Placed {formatDateTime(order.created_at)}</Text>
      <table className={classes.table} aria-label="Items">
        <TableHead
          columns={['Item', ...ITEM_FIGURES.map(({ label }) => ({ label, className: classes.end }))]}
        />
        <tbody>
          {order.items.map((item, index) => (
            <ItemRow key={index} item={item} />
          ))}
        </tbody>
      </table>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {order.delivery_type === 'Pickup' ? ORDERS_TEXT.pickup : ORDERS_TEXT.delivery}
            </Title>
            {order.delivery_type === 'Pickup' ? (
              <Text size="sm">{order.pickup_address || 'At our warehouse'}</Text>
            ) : (
              <>
                {a ? (
                  <Text size="sm">
                    {[a.name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`]
                      .filter((part) => part.trim())
                      .join(', ')}
                  </Text>
                ) : null}
                {callRequired ? (
                  <Text size="sm">{CALL_TO_ARRANGE_LABEL}</Text>
                ) : (
                  <Text size="sm">{order.delivery_label}</Text>
                )}
              </>
            )}
            <Text size="sm">{paymentLine(order.payment_status)}</Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Figure label="Subtotal" cents={order.sub_total} />
            <Figure label="Tax" cents={order.tax} />
            {order.delivery_type === 'Delivery' ? <Figure label="Delivery" cents={order.shipping} /> : null}
            <Figure label="Total paid" cents={order.total} strong />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {ORDERS_TEXT.history}
        </Title>
        <Timeline active={order.history.length - 1} bulletSize={16} lineWidth={2}>
          {order.history.map((h, index) => (
            <Timeline.Item key={index} title={orderStatusLabel(h.status)}>
              <Text size="sm" c="dimmed">
                {formatDateTime(h.created_at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </OrderPage>
  );
}
