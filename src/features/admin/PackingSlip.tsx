// The packing slip: what goes in the box and where it goes, without prices, on one printed page. On
// screen it is the order page's last card; printed (the page's "Print packing slip"), it is all that shows.
import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminData } from '@/contract/admin';
import { brand } from '@/config/brand';
import { AdminTableHead, adminDateTime } from './orderParts';
import classes from './PackingSlip.module.css';

type Order = AdminData<'adminOrder'>;

export function PackingSlip({ order }: { order: Order }) {
  const a = order.address;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      className={classes.slip}
      aria-label="Packing slip"
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              Packing slip · Order #{order.id}
            </Title>
            <Text size="sm">{brand.name}</Text>
          </div>
          <Text size="sm">{adminDateTime(order.created_at)}</Text>
        </Group>
        <Divider />
        <Group align="flex-start" gap="xl">
          <div>
            <Text fw={700} size="sm">
              {order.delivery_type === 'Pickup' ? 'Pickup by' : 'Deliver to'}
            </Text>
            <Text size="sm">{a?.name || order.customer_name}</Text>
            {a ? (
              <>
                <Text size="sm">{[a.address_line_1, a.address_line_2].filter(Boolean).join(', ')}</Text>
                <Text size="sm">{[a.city, a.state, a.postal_code].filter(Boolean).join(', ')}</Text>
              </>
            ) : null}
            <Text size="sm">{a?.mobile_number || order.customer_phone}</Text>
          </div>
          <div>
            <Text fw={700} size="sm">
              {order.delivery_type === 'Pickup' ? 'Pickup at' : 'Delivery'}
            </Text>
            <Text size="sm">
              {order.delivery_type === 'Pickup' ? order.pickup_address : order.delivery_label}
            </Text>
            {order.pallets > 0 ? <Text size="sm">{order.pallets} pallet(s)</Text> : null}
          </div>
        </Group>
        <Table verticalSpacing={4}>
          <AdminTableHead
            columns={['Product', { label: 'Boxes', ta: 'right' }, { label: 'Packed', ta: 'center' }]}
          />
          <Table.Tbody>
            {order.lines.map((l, i) => (
              <Table.Tr key={`${l.product_id}-${i}`}>
                <Table.Td>{l.title}</Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="center" aria-label="Packed: to tick by hand">
                  ☐
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={700}>
          {order.boxes} boxes in all
        </Text>
      </Stack>
    </Paper>
  );
}
