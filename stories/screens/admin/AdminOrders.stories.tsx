// /admin: the owner's orders, newest first: a long list over pages, filtered and searched, loading, none
// matching, failed with a retry, signed out (to sign-in and back), mobile.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminScenarios } from '@mocks/handlers/admin';
import { AdminOrdersScreen } from '@/features/admin/AdminScreen';
import AdminOrdersPage from '@/features/admin/AdminOrdersPage';
import { AdminFrame } from '@/features/admin/AdminFrame';
import { expectNavigatedTo, mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Orders',
  component: AdminOrdersScreen,
  // The pages the back office's screen module shows at this story's address.
  subcomponents: { AdminOrdersPage, AdminFrame },
  parameters: routesAt('/admin'),
});

const listed = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Orders' });
  await canvas.findByText('45 orders');
  return canvas;
};

export const List = meta.story({
  name: 'Long list (page 1 of 3)',
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(within(rows[1]!).getByRole('link', { name: '#5200' })).toHaveAttribute(
      'href',
      '/admin/orders/5200',
    );
    await expect(canvas.getAllByText('Call to arrange').length).toBeGreaterThan(0);
  },
});

export const Paged = meta.story({
  name: 'Next page',
  play: async ({ canvasElement, loaded }) => {
    const canvas = await listed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expectNavigatedTo(loaded, '/admin?page=3');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
  },
});

export const Filtered = meta.story({
  name: 'Filtered: delivery to arrange by phone',
  parameters: { route: '/admin?type=Delivery&call=1' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^\d+ orders?$/, undefined);
    await expect(canvas.getByLabelText('Only “call to arrange delivery”')).toBeChecked();
    for (const row of canvas.getAllByRole('row').slice(1))
      await expect(within(row).getByText('Call to arrange')).toBeVisible();
  },
});

export const Searched = meta.story({
  name: 'Searched by name',
  play: async ({ canvasElement, loaded }) => {
    const canvas = await listed(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search orders'), 'mia chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expectNavigatedTo(loaded, '/admin?q=mia+chen');
    await canvas.findByText('9 orders');
    await expect(canvas.queryByText('Ava Martinez')).toBeNull();
  },
});

export const Empty = meta.story({
  name: 'None match',
  parameters: { route: '/admin?q=nobody' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No orders match' });
    // Not "Orders appear here as soon as a shopper has paid.": there are 45, the search hides them.
    await expect(canvas.getByText('No order matches this search and these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin');
  },
});

export const Reversed = meta.story({
  name: 'From after To: named',
  parameters: { route: '/admin?from=2026-11-20&to=2026-11-01' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No orders match' });
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'To is before From: no order can match',
    );
  },
});

export const Loading = meta.story(adminLoading('adminOrders'));

export const Failed = meta.story({
  name: 'Failed, then retried',
  ...adminFailedThenRetried('adminOrders', listed),
});

export const SignedOut = meta.story({
  name: 'Signed out: to sign-in',
  parameters: { msw: { handlers: adminScenarios.signedOut() } },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { name: 'Sign in to the back office' });
    await expectNavigatedTo(loaded, '/admin/login?redirect=%2Fadmin');
  },
});

export const ListMobile = meta.story({
  name: 'Long list (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    // Each order is a card on a phone: its total and status are in sight, nothing scrolls sideways.
    const canvas = await listed(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(21);
    const cells = within(rows[1]!).getAllByRole('cell');
    for (const cell of cells) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await expect(cells.at(-2)).toHaveTextContent(/^\d+ boxes?$/);
  },
});

// Its picture is Filtered's: the same list at the address it lands on.
export const FromOrdersAddress = meta.story({
  name: 'At /admin/orders: the list (an order’s address trimmed)',
  tags: ['no-visual'],
  parameters: { route: '/admin/orders?type=Delivery&call=1' },
  play: async ({ canvas, loaded }) => {
    // The list's one address, its filters kept (replaced: Back skips the trimmed address).
    await expectNavigatedTo(loaded, '/admin?type=Delivery&call=1');
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    await canvas.findByText(/^\d+ orders?$/);
    await expect(canvas.getByLabelText('Only “call to arrange delivery”')).toBeChecked();
  },
});

// Its picture is List's: a day that does not exist is left out, as the server refuses it.
export const ImpossibleDate = meta.story({
  name: 'A link with a day that does not exist: the whole list',
  tags: ['no-visual'],
  parameters: { route: '/admin?from=2026-13-45&to=2026-02-30' },
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('');
    await expect(canvas.getByLabelText('To')).toHaveValue('');
  },
});

// Its picture is List's: the whole list again, the search box emptied with it.
export const SearchedThenAll = meta.story({
  name: 'Searched, then all orders from the sections bar: the box emptied',
  tags: ['no-visual'],
  play: async ({ canvasElement, loaded }) => {
    const canvas = await listed(canvasElement);
    const box = canvas.getByLabelText('Search orders');
    await userEvent.type(box, 'mia chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await canvas.findByText('9 orders');
    const sections = canvas.getByRole('navigation', { name: 'Back office sections' });
    await userEvent.click(within(sections).getByRole('link', { name: 'Orders' }));
    await expectNavigatedTo(loaded, '/admin');
    await canvas.findByText('45 orders');
    await expect(box).toHaveValue('');
  },
});

// Its picture is None match's: a search past the box's 200 characters is cut to them, not a failed load.
export const LongSearchLink = meta.story({
  name: 'A link with a search past 200 characters: searched for its first 200',
  tags: ['no-visual'],
  parameters: { route: `/admin?q=${'z'.repeat(250)}` },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No orders match' });
    await expect(canvas.getByLabelText('Search orders')).toHaveValue('z'.repeat(200));
  },
});

// Its picture is the next page's: the last one, with the pages under it.
export const PastTheLastPage = meta.story({
  name: 'A link past the last page: the last page',
  tags: ['no-visual'],
  parameters: { route: '/admin?page=7' },
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
});
