import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES, orderStatusLabel } from '@/domain/order-status';
import { OrderStatusBadge } from '@/features/orders/OrderParts';

// OrderParts' status badge, every status side by side (the list and the order page use it).
const meta = {
  title: 'Screens/My orders/Status badges',
  component: OrderStatusBadge,
  args: { status: 'Confirm' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  name: 'Every status',
  render: () => (
    <Group>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ORDER_STATUSES)
      await expect(canvas.getByText(orderStatusLabel(status))).toBeVisible();
  },
};
