// ClientOnly: what a shopper owns (session, cart) renders only in the browser, after hydration; the server's
// HTML and the hydrating page show the fallback instead (src/ui/ClientOnly). In Storybook the page is
// rendered by the browser alone, so the children show at once: the fallback is what the server sends.
import preview from '../../.storybook/preview';
import { Text } from '@mantine/core';
import { expect } from 'storybook/test';
import { ClientOnly, LoadingView } from '@/ui';

const meta = preview.meta({
  title: 'UI/ClientOnly',
  component: ClientOnly,
  args: {
    fallback: <LoadingView label="Loading…" />,
    children: <Text fw={600}>Hello, Alex — your cart has 3 items.</Text>,
  },
});

export const InTheBrowser = meta.story({
  name: 'In the browser: the children',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hello, Alex — your cart has 3 items.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

export const OnTheServer = meta.story({
  name: 'On the server and while hydrating: the fallback',
  render: (args) => <>{args.fallback}</>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
});
