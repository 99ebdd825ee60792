// One order (/orders/:id, signed in), as charged, in each status of its life with the history so far:
// Confirmed (pickup), Ready for pickup, Out for delivery, Completed, Cancelled, Refunded, a delivery whose
// charge we arrange by phone; and not found (another shopper's order, or none), failed, loading, mobile.
import type { StoryObj } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settings } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract';
import OrderDetailsScreen from '@/features/orders/OrderDetailsScreen';
import { mobile, serverOutage, routesAt } from '../../support';
import { answer, details, notFoundOrder } from './orderStoryData';

const meta = preview.meta({
  title: 'Screens/My orders/Order',
  component: OrderDetailsScreen,
  parameters: routesAt('/orders/5001', { session: demoSessions.withCart }),
});

// The heading is there while the order loads too (the page's frame): the order has come with its items.
const order = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('table', { name: 'Items' }, { timeout: 8000 });
  return within(canvasElement).getByRole('heading', { level: 1, name: 'Order #5001' });
};

const inStatus = (status: string, label: string, delivery?: 'Pickup' | 'Delivery' | 'Call') =>
  ({
    parameters: { msw: { handlers: [answer(endpoints.userOrderDetails, details(status, delivery))] } },
    play: async ({ canvas, canvasElement }) => {
      await order(canvasElement);
      await expect(canvas.getAllByText(label).length).toBeGreaterThanOrEqual(2); // badge and history
    },
  }) satisfies StoryObj;

export const Confirmed = meta.story({
  ...inStatus('Confirm', 'Confirmed'),
  name: 'Confirmed (pickup)',
  play: async ({ canvas, canvasElement }) => {
    await order(canvasElement);
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getByText('Coastal Oak SPC')).toBeVisible();
    await expect(within(items).getByText('$795.84')).toBeVisible();
    await expect(canvas.getByText('$1,056.34')).toBeVisible();
    await expect(canvas.getByText(settings.warehouse_address)).toBeVisible();
    await expect(canvas.getByText('Paid by card')).toBeVisible();
  },
});
export const ReadyForPickup = meta.story(inStatus('ReadyForPickup', 'Ready for pickup'));
export const OutForDelivery = meta.story(inStatus('OutForDelivery', 'Out for delivery', 'Delivery'));
export const Completed = meta.story(inStatus('Completed', 'Completed'));
export const Cancelled = meta.story(inStatus('Cancelled', 'Cancelled'));
export const Refunded = meta.story(inStatus('Refunded', 'Refunded', 'Delivery'));

export const CallToArrange = meta.story({
  name: 'Delivery: we will call you',
  parameters: { msw: { handlers: [answer(endpoints.userOrderDetails, details('Confirm', 'Call'))] } },
  play: async ({ canvas, canvasElement }) => {
    await order(canvasElement);
    await expect(canvas.getByText('We will call you to set up delivery.')).toBeVisible();
    await expect(canvas.getByText(/2315 Bissonnet St/)).toBeVisible();
  },
});

export const NotFound = meta.story({
  name: 'Not found (another shopper’s order)',
  parameters: { msw: { handlers: [notFoundOrder] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Order not found' }, { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
    // The tab says so too, not the number the address asked for.
    await waitFor(() => expect(document.title).toMatch(/^Order not found \| /));
  },
});

// An address no order can have: not digits (/orders/abc), or a number past the largest id (a mistyped or
// cut link). Not found, asked of no server: not "couldn't load" with a retry that could never succeed.
export const NotAnOrderNumber = meta.story({
  name: 'Not found (not an order number)',
  tags: ['no-visual'], // NotFound's picture
  parameters: { route: '/orders/99999999999999999999' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Order not found' }, { timeout: 8000 });
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  },
});

const failedOutage = serverOutage(endpoints.userOrderDetails);
export const Failed = meta.story({
  beforeEach: failedOutage.begin,
  name: 'Failed, then retried',
  parameters: {
    msw: {
      handlers: [...failedOutage.handlers, answer(endpoints.userOrderDetails, details('Confirm'))],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'We couldn’t load this order' }, { timeout: 8000 });
    failedOutage.end();
    // By keyboard: the button goes with the failure, its focus to the order's heading.
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    const title = await order(canvasElement);
    await waitFor(() => expect(title).toHaveFocus());
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.userOrderDetails) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the order…')).toBeVisible();
    // The page's frame, as the server draws it for everyone before the shopper's order.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #5001' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All orders' })).toBeVisible();
  },
});

export const OutForDeliveryMobile = OutForDelivery.extend({
  name: 'Out for delivery (375)',
  globals: mobile,
});
