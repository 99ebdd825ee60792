// /admin/orders/:id: one order as charged with its actions: marked ready for pickup, refunded once however
// often pressed, cancelled only once confirmed, a delivery to arrange by phone, the packing slip; no such order, loading, failed with a retry, mobile.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminOrderScreen } from '@/features/admin/AdminScreen';
import AdminOrderPage from '@/features/admin/AdminOrderPage';
import { PackingSlip } from '@/features/admin/PackingSlip';
import { mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Order',
  component: AdminOrderScreen,
  // The pages the back office's screen module shows at this story's address.
  subcomponents: { AdminOrderPage, PackingSlip },
  parameters: routesAt('/admin/orders/5200'),
});

const opened = async (canvasElement: HTMLElement, id = 5200) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: `Order #${id}` });
  return canvas;
};

export const Confirmed = meta.story({
  name: 'Confirmed pickup',
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark ready for pickup' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Packing slip' })).toBeVisible();
    await expect(canvas.getByText('pi_test_5200 (test payment)')).toBeVisible();
  },
});

export const MarkedReady = meta.story({
  name: 'Marked ready for pickup',
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark ready for pickup' }));
    // The pressed button is gone: the focus is on the next move, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark completed' })).toHaveFocus());
    await expect(canvas.getAllByText('Ready for pickup').length).toBeGreaterThan(1);
  },
});

export const Refunded = meta.story({
  name: 'Refunded (pressed twice)',
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Refund in full' }));
    const confirm = await body.findByRole('button', { name: /^Refund \$/ });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Refund in full' })).toBeNull());
    await expect(canvas.getByText('Refund re_test_5200')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Refunded').length).toBeGreaterThan(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Print packing slip' })).toHaveFocus());
  },
});

export const CancelAsked = meta.story({
  name: 'Cancel asked to confirm',
  play: async ({ canvasElement, step }) => {
    const canvas = await opened(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('the owner is asked first, and can keep the order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
      const dialog = await body.findByRole('dialog', { name: 'Cancel order' });
      await expect(dialog).toHaveTextContent(/stays paid: to give the money back, use Refund in full/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Mark ready for pickup' })).toBeEnabled();
    });
    await step('confirmed, the order is cancelled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
      const dialog = await body.findByRole('dialog', { name: 'Cancel order' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull());
      await waitFor(() => expect(canvas.getAllByText('Cancelled').length).toBeGreaterThan(1));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Print packing slip' })).toHaveFocus());
    });
  },
});

export const CallToArrange = meta.story({
  name: 'Delivery to arrange by phone',
  parameters: { route: '/admin/orders/5199' },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 5199);
    await expect(canvas.getByText('Call the shopper to arrange delivery and its charge.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      expect.stringMatching(/google\.com\/maps/),
    );
  },
});

export const NotFound = meta.story({
  name: 'No such order: the way back, no retry',
  tags: ['no-visual'],
  parameters: { route: '/admin/orders/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const Loading = meta.story(adminLoading('adminOrder'));

export const Failed = meta.story({
  name: 'Failed, then retried',
  ...adminFailedThenRetried('adminOrder', opened),
});

export const ConfirmedMobile = Confirmed.extend({ name: 'Confirmed pickup (mobile)', globals: mobile });
