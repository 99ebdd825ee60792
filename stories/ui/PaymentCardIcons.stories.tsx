import { Box, Text } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { PaymentCardIcons } from '@/ui';

const meta = preview.meta({
  title: 'UI/PaymentCardIcons',
  component: PaymentCardIcons,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Accepted payment cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Discover']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
});

export const InFooter = meta.story({
  name: 'In the dark footer',
  args: { height: 32 },
  render: (args) => (
    <Box bg="ink.8" p="lg" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text c="gray.3" size="sm" mb="xs">
        We accept
      </Text>
      <PaymentCardIcons {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
});

export const VisaAndMastercardOnly = meta.story({
  args: { brands: ['visa', 'mastercard'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: 'Discover' })).toBeNull();
  },
});
