import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed, LoadingView, StatusView } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = {
  title: 'UI/StatusView',
  component: StatusView,
  args: { title: 'Your cart is empty' },
  parameters: { route: '/my-cart' },
} satisfies Meta<typeof StatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: {
    kind: 'empty',
    title: 'Your cart is empty',
    message: 'Looks like you haven’t added anything yet. Start exploring our products!',
    actionLabel: 'Shop Now',
    actionHref: '/',
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Shop Now' }));
    await expectNavigatedTo(loaded, '/');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    kind: 'error',
    title: 'Ooops, something went wrong :( ',
    actionLabel: 'Try again',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ooops, something went wrong :(');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const FallbackScreen: Story = {
  name: 'Fallback screen (Refresh)',
  args: {
    kind: 'error',
    title: 'Ooops, something went wrong :( ',
    actionLabel: 'Refresh',
    onAction: fn(),
    titleOrder: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const MessageOnly: Story = {
  args: { kind: 'info', title: 'Check your email', icon: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'LoadingView (cart)',
  render: () => <LoadingView label="Loading your cart..." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart...');
  },
};

export const EmptyCartMobile: Story = {
  ...EmptyCart,
  name: 'Empty cart on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** LoadFailed: a read that failed (the cart drawer, the address picker, My cart), its reason and a retry. */
export const LoadFailedRead: StoryObj<typeof LoadFailed> = {
  name: 'Load failed (reason and Try again)',
  render: (args) => <LoadFailed {...args} />,
  args: { title: 'We couldn’t load your cart', error: new Error('Network error'), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
