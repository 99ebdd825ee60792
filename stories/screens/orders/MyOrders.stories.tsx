// My orders (/orders, signed in): loading, empty, list, paged, failed with a retry, unavailable (a server of
// the plain §7 contract answers 404), signed out (to login and back), mobile. Parts: TableHead (the header
// row of the orders' and the cart's plain tables).
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { orderScenarios } from '@mocks/handlers/orders';
import { scenarios } from '@mocks/scenarios';
import { SIGN_IN_NOTICE } from '@/config/routes';
import { endpoints } from '@/contract';
import OrdersScreen from '@/features/orders/OrdersScreen';
import { TableHead } from '@/ui';
import { expectNavigatedTo, mobile, serverOutage, routesAt } from '../../support';
import { answer, ordersPage, pagedOrders } from './orderStoryData';

const meta = preview.meta({
  title: 'Screens/My orders/List',
  component: OrdersScreen,
  subcomponents: { TableHead },
  parameters: routesAt('/orders', { session: demoSessions.withCart }),
});

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 });
// "My orders" heads the page while it loads too (its frame): the list has come in its scroll region.
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'My orders' }, { timeout: 8000 });

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.userOrders) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading your orders…')).toBeVisible();
    // The page's frame, as the server draws it for everyone before the shopper's list.
    await expect(await heading(canvasElement, 'My orders')).toBeVisible();
  },
});

export const Empty = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // Under the page's heading, which the loading state showed: the page does not jump.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await expect(await heading(canvasElement, 'My orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop floors' })).toBeVisible();
  },
});

const fourOrders = { msw: { handlers: [answer(endpoints.userOrders, ordersPage(4))] } };
export const List = meta.story({
  parameters: fourOrders,
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByRole('link', { name: '#5100' })).toHaveAttribute(
      'href',
      '/orders/5100',
    );
    await expect(within(rows[1]!).getByText('Confirmed')).toBeVisible();
    await expect(within(rows[2]!).getByText('Delivery')).toBeVisible();
    await expect(within(rows[1]!).getByText('$1,056.34')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
});

export const Paged = meta.story({
  parameters: { msw: { handlers: [pagedOrders] } },
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: '#5090' })).toBeVisible();
    // The list keeps the previous page while the next loads: the pager stays, with its focus.
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  },
});

const failedOutage = serverOutage(endpoints.userOrders);
export const Failed = meta.story({
  beforeEach: failedOutage.begin,
  name: 'Failed, then retried',
  parameters: { msw: { handlers: failedOutage.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement, 'We couldn’t load your orders');
    await expect(canvas.getByRole('alert')).toBeVisible();
    failedOutage.end();
    // By keyboard: the button goes with the failure, its focus to the page's heading (not the document).
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 2, name: 'No orders yet' }, { timeout: 8000 });
    const title = await heading(canvasElement, 'My orders');
    await waitFor(() => expect(title).toHaveFocus());
  },
});

const retryOutage = serverOutage(endpoints.userOrders);
// The retry is under way (the shop is slow to answer again): the failure stays, its button shows it is
// trying, so a retry that takes a while or fails again is not a button that does nothing.
export const FailedRetrying = meta.story({
  beforeEach: retryOutage.begin,
  name: 'Failed, retrying',
  parameters: { msw: { handlers: [...retryOutage.handlers, ...scenarios.loading(endpoints.userOrders)] } },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement, 'We couldn’t load your orders');
    retryOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-loading', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load your orders');
  },
});

const againOutage = serverOutage(endpoints.userOrders);
// A retry that fails again: the button is back, with the focus it had (the keyboard goes on from there).
export const FailedAgain = meta.story({
  beforeEach: againOutage.begin,
  name: 'Failed, retried, failed again',
  tags: ['no-visual'], // Failed's picture
  parameters: { msw: { handlers: againOutage.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement, 'We couldn’t load your orders');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    const answer = againOutage.hold();
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(retry).toBeDisabled());
    answer.release();
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(retry).toHaveFocus();
  },
});

export const Unavailable = meta.story({
  name: 'Unavailable (server without order history)',
  parameters: { msw: { handlers: orderScenarios.unavailable() } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Order history is not available');
  },
});

export const SignedOut = meta.story({
  name: 'Signed out: to login, then back',
  tags: ['no-visual'],
  parameters: { session: null },
  play: async ({ canvas, loaded }) => {
    await expectNavigatedTo(loaded, '/login?redirect=%2Forders');
    // By its text: the sign-in screen's own loading state is a status too, and may be found first.
    const notice = await canvas.findByText(SIGN_IN_NOTICE.orders, {}, { timeout: 8000 });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
  },
});

// A session the server refuses, and its refresh too (expired, or signed out by a password reset elsewhere):
// forgotten, so the page sends to sign in and back rather than offering a retry that cannot succeed.
export const SessionExpired = meta.story({
  name: 'Session expired: to login, then back',
  tags: ['no-visual'], // ends on the sign-in page (SignedOut's picture)
  parameters: { msw: { handlers: scenarios.refreshFails(endpoints.userOrders) } },
  play: async ({ canvas, loaded }) => {
    await expectNavigatedTo(loaded, '/login?redirect=%2Forders');
    const notice = await canvas.findByText(SIGN_IN_NOTICE.orders, {}, { timeout: 8000 });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const ListMobile = meta.story({
  name: 'List (375)',
  globals: mobile,
  parameters: fourOrders,
  play: async ({ canvas, canvasElement }) => {
    // Each order is a card on a phone: nothing scrolls sideways, the total is in sight.
    const region = await list(canvasElement);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const total = within(rows[1]!).getByText('$1,056.34').getBoundingClientRect();
    await expect(total.right).toBeLessThanOrEqual(375);
  },
});
