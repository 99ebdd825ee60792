import preview from '../../../.storybook/preview';
import { Group } from '@mantine/core';
import { expect } from 'storybook/test';
import { ORDER_STATUSES, orderStatusLabel } from '@/domain/order-status';
import { OrderStatusBadge } from '@/features/orders/OrderParts';

// OrderParts' status badge, every status side by side (the list and the order page use it).
const meta = preview.meta({
  title: 'Screens/My orders/Status badges',
  component: OrderStatusBadge,
  args: { status: 'Confirm' },
});

export const EveryStatus = meta.story({
  name: 'Every status',
  render: () => (
    <Group>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvas }) => {
    for (const status of ORDER_STATUSES)
      await expect(canvas.getByText(orderStatusLabel(status))).toBeVisible();
  },
});
