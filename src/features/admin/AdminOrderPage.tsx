// /admin/orders/:id: one order as charged (lines, totals, payment, customer, address with a map link and
// the road distance, status history), the status moves its life allows, the full refund and the
// cancellation (both final, so both asked to confirm; pressing again while one runs does nothing, and the
// server refunds once whatever arrives) and the packing slip, printed on one page.
import { useEffect, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'wouter';
import { OWNER_SET_STATUSES, type AdminData } from '@/contract/admin';
import { orderStatusLabel, type OrderStatus } from '@/domain/order-status';
import { useDocumentMeta } from '@/services/documentMeta';
import { toast } from '@/ui';
import { adminCall, failureOf, useAdmin } from './api';
import { AdminItemFrame, whenLoaded } from './AdminFrame';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import { AdminTableHead, AdminStatusBadge, adminDateTime, mapLinkOf, usd } from './orderParts';
import { PackingSlip } from './PackingSlip';

type Order = AdminData<'adminOrder'>;
const settable = (s: OrderStatus): s is (typeof OWNER_SET_STATUSES)[number] =>
  (OWNER_SET_STATUSES as readonly string[]).includes(s);

const ORDER_MISSING = { title: 'Order not found', actionLabel: 'All orders', actionHref: adminPaths.orders };

export default function AdminOrderScreen() {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentMeta({ title: ADMIN_TEXT.orderTitle(id), robots: 'noindex' });
  return (
    <AdminItemFrame id={id} missing={ORDER_MISSING}>
      {(orderId) => <OrderView id={orderId} />}
    </AdminItemFrame>
  );
}

function OrderView({ id }: { id: number }) {
  const order = useAdmin('adminOrder', { id });
  return whenLoaded(
    order,
    (data) => <OrderDetails order={data} onChanged={(o) => void order.mutate(o, { revalidate: false })} />,
    ORDER_MISSING,
  );
}

function OrderDetails({ order, onChanged }: { order: Order; onChanged: (o: Order) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  /** After a move, the focus goes to the actions the order has now (the pressed button may be gone). */
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || busy !== null) return;
    refocus.current = false;
    actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [order, busy]);
  /** The final move the owner is asked to confirm: the refund, or the cancellation (no refund follows). */
  const [asked, setAsked] = useState<'refund' | 'cancel'>('refund');
  const [confirming, setConfirming] = useState(false);
  const ask = (what: 'refund' | 'cancel') => {
    setAsked(what);
    setConfirming(true);
  };
  const run = async (what: string, call: () => Promise<Order>, done: string) => {
    if (running.current) return; // a second press while the first runs does nothing
    running.current = true;
    setBusy(what);
    try {
      const changed = await call();
      refocus.current = true;
      onChanged(changed);
      toast('success', done);
    } catch (error) {
      toast('error', failureOf(error));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  const setStatus = (status: (typeof OWNER_SET_STATUSES)[number]) =>
    run(
      status,
      () => adminCall('adminSetOrderStatus', { id: order.id, status }),
      `Marked ${orderStatusLabel(status)}`,
    );
  const refundable = order.next_statuses.includes('Refunded');
  const total = usd(order.total_cents);
  const a = order.address;
  const map = mapLinkOf(a);
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="admin-no-print">
        <Group gap="sm">
          <Title order={1}>{ADMIN_TEXT.orderTitle(order.id)}</Title>
          <AdminStatusBadge status={order.order_status} />
        </Group>
        <Anchor component={Link} href={adminPaths.orders}>
          All orders
        </Anchor>
      </Group>
      <Group ref={actions} gap="sm" className="admin-no-print" aria-label="Order actions" role="group">
        {order.next_statuses.filter(settable).map((status) => (
          <Button
            key={status}
            variant={status === 'Cancelled' ? 'default' : 'filled'}
            color={status === 'Cancelled' ? 'red' : undefined}
            loading={busy === status}
            disabled={busy !== null && busy !== status}
            onClick={() => (status === 'Cancelled' ? ask('cancel') : void setStatus(status))}
          >
            {status === 'Cancelled'
              ? ADMIN_TEXT.cancelOrder
              : `Mark ${orderStatusLabel(status).toLowerCase()}`}
          </Button>
        ))}
        {refundable ? (
          <Button
            variant="outline"
            color="red"
            loading={busy === 'refund'}
            disabled={busy !== null && busy !== 'refund'}
            onClick={() => ask('refund')}
          >
            {ADMIN_TEXT.refund}
          </Button>
        ) : null}
        <Button variant="default" onClick={() => window.print()}>
          {ADMIN_TEXT.packingSlip}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={asked === 'cancel' ? ADMIN_TEXT.cancelOrder : ADMIN_TEXT.refund}
        centered
      >
        <Stack>
          <Text>
            {asked === 'cancel' ? ADMIN_TEXT.cancelConfirm(total) : ADMIN_TEXT.refundConfirm(total)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {asked === 'cancel' ? ADMIN_TEXT.keepOrder : 'Keep the payment'}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                if (asked === 'cancel') void setStatus('Cancelled');
                else
                  void run(
                    'refund',
                    () => adminCall('adminRefundOrder', { id: order.id }),
                    ADMIN_TEXT.refunded,
                  );
              }}
            >
              {asked === 'cancel' ? ADMIN_TEXT.confirmCancel : `Refund ${total}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SimpleGrid cols={{ base: 1, sm: 2 }} className="admin-no-print">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Customer
          </Title>
          <Text>{order.customer_name}</Text>
          <Anchor href={`mailto:${order.customer_email}`}>{order.customer_email}</Anchor>
          {order.customer_phone ? <Text size="sm">{order.customer_phone}</Text> : null}
          <Title order={2} size="h4" mt="md" mb="xs">
            {order.delivery_type === 'Pickup' ? 'Pickup' : 'Delivery'}
          </Title>
          {a ? (
            <>
              <Text size="sm">{a.name}</Text>
              <Text size="sm">{[a.address_line_1, a.address_line_2].filter(Boolean).join(', ')}</Text>
              <Text size="sm">{[a.city, a.state, a.postal_code].filter(Boolean).join(', ')}</Text>
              {a.mobile_number ? <Text size="sm">{a.mobile_number}</Text> : null}
              <Anchor href={map} target="_blank" rel="noreferrer" size="sm">
                Open in Maps
              </Anchor>
            </>
          ) : (
            <Text size="sm">{order.pickup_address || 'At the warehouse'}</Text>
          )}
          <Text size="sm" mt="xs">
            {order.delivery_label}
            {order.miles !== null ? ` · ${order.miles.toFixed(1)} mi by road` : ''}
            {order.pallets > 0 ? ` · ${order.pallets} pallet(s)` : ''}
          </Text>
          {order.delivery_call_required ? (
            <Text size="sm" c="red.9" fw={600}>
              Call the shopper to arrange delivery and its charge.
            </Text>
          ) : null}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Payment
          </Title>
          <Text size="sm">
            {order.payment_url ? (
              <Anchor href={order.payment_url} target="_blank" rel="noreferrer">
                {order.payment_id}
              </Anchor>
            ) : (
              `${order.payment_id} (test payment)`
            )}
          </Text>
          {order.refund_id ? <Text size="sm">Refund {order.refund_id}</Text> : null}
          <Title order={2} size="h4" mt="md" mb="xs">
            History
          </Title>
          <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
            {order.history.map((h, i) => (
              <Timeline.Item key={i} title={orderStatusLabel(h.status)}>
                <Text size="xs" c="dimmed">
                  {adminDateTime(h.at)} · {h.actor === 'payment' ? 'paid by the shopper' : h.actor}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" className="admin-no-print">
        <Title order={2} size="h4" mb="xs">
          Lines as charged
        </Title>
        <Table verticalSpacing="xs">
          <AdminTableHead
            columns={[
              'Product',
              { label: 'Boxes', ta: 'right' },
              { label: 'Per box', ta: 'right' },
              { label: 'Line', ta: 'right' },
            ]}
          />
          <Table.Tbody>
            {order.lines.map((l, i) => (
              <Table.Tr key={`${l.product_id}-${i}`}>
                <Table.Td>{l.title}</Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right">{usd(l.price_per_box_cents)}</Table.Td>
                <Table.Td ta="right">{usd(l.line_total_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2} align="flex-end" mt="sm">
          <Text size="sm">Items {usd(order.sub_total_cents)}</Text>
          <Text size="sm">Tax {usd(order.tax_cents)}</Text>
          <Text size="sm">Delivery {usd(order.shipping_cents)}</Text>
          <Text fw={700}>Total {usd(order.total_cents)}</Text>
        </Stack>
      </Paper>
      <PackingSlip order={order} />
    </Stack>
  );
}
