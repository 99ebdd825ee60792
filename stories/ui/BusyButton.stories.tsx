// BusyButton: Mantine's Button for an action with a busy phase (Sign in, Send, Calculate Delivery, Add to
// Cart, View More, Pay…). While `loading` it shows the spinner and is disabled; a keyboard shopper who
// pressed Enter gets the focus back once it is over (src/ui/BusyButton, useKeepFocusWhileBusy).
import { useState } from 'react';
import preview from '../../.storybook/preview';
import { Stack, Text } from '@mantine/core';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BusyButton } from '@/ui';

const meta = preview.meta({
  title: 'UI/BusyButton',
  component: BusyButton,
  args: { children: 'Send' },
});

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
});

export const Busy = meta.story({
  name: 'Busy (loading)',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
});

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

export const KeyboardFocusKept = meta.story({
  name: 'Pressed with Enter: busy, then the focus is still on it',
  render: () => <SendOnce />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    await expect(await canvas.findByText('Sent.')).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(button).toHaveFocus());
  },
});
