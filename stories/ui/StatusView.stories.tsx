import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadFailed, LoadingView, StatusView } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = preview.meta({
  title: 'UI/StatusView',
  component: StatusView,
  args: { title: 'Your cart is empty' },
  parameters: { route: '/my-cart' },
});

export const EmptyCart = meta.story({
  args: {
    kind: 'empty',
    title: 'Your cart is empty',
    message: 'Looks like you haven’t added anything yet. Start exploring our products!',
    actionLabel: 'Shop Now',
    actionHref: '/',
  },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Shop Now' }));
    await expectNavigatedTo(loaded, '/');
  },
});

export const ErrorWithRetry = meta.story({
  args: {
    kind: 'error',
    title: 'Ooops, something went wrong :( ',
    actionLabel: 'Try again',
    onAction: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ooops, something went wrong :(');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
});

export const FallbackScreen = meta.story({
  name: 'Fallback screen (Refresh)',
  args: {
    kind: 'error',
    title: 'Ooops, something went wrong :( ',
    actionLabel: 'Refresh',
    onAction: fn(),
    titleOrder: 1,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
});

export const MessageOnly = meta.story({
  args: { kind: 'info', title: 'Check your email', icon: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Loading = meta.story({
  name: 'LoadingView (cart)',
  render: () => <LoadingView label="Loading your cart..." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart...');
  },
});

export const EmptyCartMobile = EmptyCart.extend({
  name: 'Empty cart on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

/** LoadFailed: a read that failed (the cart drawer, the address picker, My cart), its reason and a retry. */
const onRetry = fn();
export const LoadFailedRead = meta.story({
  name: 'Load failed (reason and Try again)',
  render: () => (
    <LoadFailed title="We couldn’t load your cart" error={new Error('Network error')} onRetry={onRetry} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
});

/**
 * A retry that returns a promise (SWR's `mutate()`): the button shows it is working until the read settles,
 * then is back with the focus it had, so a retry that fails again is no button that does nothing.
 */
let settleRetry = () => {};
export const Retrying = meta.story({
  name: 'Retrying (busy until the read settles)',
  tags: ['no-visual'], // its end is Error With Retry's picture, focused
  args: {
    kind: 'error',
    title: 'We couldn’t load this product',
    actionLabel: 'Try again',
    onAction: () => new Promise<void>((resolve) => (settleRetry = resolve)),
  },
  play: async ({ canvas, step }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('data-loading', 'true');
    await step('the read fails again: the button is back, focused', async () => {
      settleRetry();
      await waitFor(() => expect(retry).toBeEnabled());
      await expect(retry).toHaveFocus();
    });
  },
});
