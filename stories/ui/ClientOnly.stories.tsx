// ClientOnly: what a shopper owns (session, cart) renders only in the browser, after hydration; the server's
// HTML and the hydrating page show the fallback instead (src/ui/ClientOnly). In Storybook the page is
// rendered by the browser alone, so the children show at once: the fallback is what the server sends.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { ClientOnly, LoadingView } from '@/ui';

const meta = {
  title: 'UI/ClientOnly',
  component: ClientOnly,
  args: {
    fallback: <LoadingView label="Loading…" />,
    children: <Text fw={600}>Hello, Alex — your cart has 3 items.</Text>,
  },
} satisfies Meta<typeof ClientOnly>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InTheBrowser: Story = {
  name: 'In the browser: the children',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hello, Alex — your cart has 3 items.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const OnTheServer: Story = {
  name: 'On the server and while hydrating: the fallback',
  render: (args) => <>{args.fallback}</>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
