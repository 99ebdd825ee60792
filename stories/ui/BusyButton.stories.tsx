// BusyButton: Mantine's Button for an action with a busy phase (Sign in, Send, Calculate Delivery, Add to
// Cart, View More, Pay…). While `loading` it shows the spinner and is disabled; a keyboard shopper who
// pressed Enter gets the focus back once it is over (src/ui/BusyButton, useKeepFocusWhileBusy).
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@mantine/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BusyButton } from '@/ui';

const meta = {
  title: 'UI/BusyButton',
  component: BusyButton,
  args: { children: 'Send' },
} satisfies Meta<typeof BusyButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const Busy: Story = {
  name: 'Busy (loading)',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A form action that takes a moment: busy until its (simulated) request answers. */
function SendOnce() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(0);
  return (
    <Stack align="flex-start" gap="sm">
      <BusyButton
        loading={busy}
        onClick={() => {
          setBusy(true);
          window.setTimeout(() => {
            setBusy(false);
            setSent((n) => n + 1);
          }, 400);
        }}
      >
        Send
      </BusyButton>
      <Text size="sm" role="status">
        {sent ? 'Sent.' : ''}
      </Text>
    </Stack>
  );
}

export const KeyboardFocusKept: Story = {
  name: 'Pressed with Enter: busy, then the focus is still on it',
  render: () => <SendOnce />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    await expect(await canvas.findByText('Sent.')).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
