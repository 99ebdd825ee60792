// One order (/orders/:id, signed in), as charged, in each status of its life with the history so far:
// Confirmed (pickup), Ready for pickup, Out for delivery, Completed, Cancelled, Refunded, a delivery whose
// charge we arrange by phone; and not found (another shopper's order, or none), failed, loading, mobile.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settings } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract';
import OrderDetailsScreen from '@/features/orders/OrderDetailsScreen';
import { mobile, serverOutage, routesAt } from '../../support';
import { answer, details, notFoundOrder } from './orderStoryData';

const meta = {
  title: 'Screens/My orders/Order',
  component: OrderDetailsScreen,
  parameters: routesAt('/orders/5001', { session: demoSessions.withCart }),
} satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// The heading is there while the order loads too (the page's frame): the order has come with its items.
const order = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('table', { name: 'Items' }, { timeout: 8000 });
  return within(canvasElement).getByRole('heading', { level: 1, name: 'Order #5001' });
};

const inStatus = (status: string, label: string, delivery?: 'Pickup' | 'Delivery' | 'Call'): Story => ({
  parameters: { msw: { handlers: [answer(endpoints.userOrderDetails, details(status, delivery))] } },
  play: async ({ canvasElement }) => {
    await order(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(label).length).toBeGreaterThanOrEqual(2); // badge and history
  },
});

export const Confirmed: Story = {
  ...inStatus('Confirm', 'Confirmed'),
  name: 'Confirmed (pickup)',
  play: async ({ canvasElement }) => {
    await order(canvasElement);
    const canvas = within(canvasElement);
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getByText('Coastal Oak SPC')).toBeVisible();
    await expect(within(items).getByText('$795.84')).toBeVisible();
    await expect(canvas.getByText('$1,056.34')).toBeVisible();
    await expect(canvas.getByText(settings.warehouse_address)).toBeVisible();
    await expect(canvas.getByText('Payment: succeeded')).toBeVisible();
  },
};
export const ReadyForPickup: Story = inStatus('ReadyForPickup', 'Ready for pickup');
export const OutForDelivery: Story = inStatus('OutForDelivery', 'Out for delivery', 'Delivery');
export const Completed: Story = inStatus('Completed', 'Completed');
export const Cancelled: Story = inStatus('Cancelled', 'Cancelled');
export const Refunded: Story = inStatus('Refunded', 'Refunded', 'Delivery');

export const CallToArrange: Story = {
  name: 'Delivery: we will call you',
  parameters: { msw: { handlers: [answer(endpoints.userOrderDetails, details('Confirm', 'Call'))] } },
  play: async ({ canvasElement }) => {
    await order(canvasElement);
    await expect(within(canvasElement).getByText('We will call you to set up delivery.')).toBeVisible();
    await expect(within(canvasElement).getByText(/2315 Bissonnet St/)).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found (another shopper’s order)',
  parameters: { msw: { handlers: [notFoundOrder] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: 'Order not found' },
      { timeout: 8000 },
    );
    await expect(within(canvasElement).getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  },
};

const failedOutage = serverOutage(endpoints.userOrderDetails);
export const Failed: Story = {
  beforeEach: failedOutage.begin,
  name: 'Failed, then retried',
  parameters: {
    msw: {
      handlers: [...failedOutage.handlers, answer(endpoints.userOrderDetails, details('Confirm'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'We couldn’t load this order' }, { timeout: 8000 });
    failedOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await order(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading(endpoints.userOrderDetails) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the order…')).toBeVisible();
    // The page's frame, as the server draws it for everyone before the shopper's order.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #5001' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All orders' })).toBeVisible();
  },
};

export const OutForDeliveryMobile: Story = {
  ...OutForDelivery,
  name: 'Out for delivery (375)',
  globals: mobile,
};
