import { Box, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentCardIcons } from '@/ui';

const meta = {
  title: 'UI/PaymentCardIcons',
  component: PaymentCardIcons,
} satisfies Meta<typeof PaymentCardIcons>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Accepted payment cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Discover']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const InFooter: Story = {
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
  },
};

export const VisaAndMastercardOnly: Story = {
  args: { brands: ['visa', 'mastercard'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: 'Discover' })).toBeNull();
  },
};
