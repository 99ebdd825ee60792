import { Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@/ui';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { cents: 289 },
} satisfies Meta<typeof Price>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PerSqft: Story = {
  args: { cents: 289, unit: 'sqft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$2.89')).toBeVisible();
    await expect(canvasElement.querySelector('[data-variant]')).toHaveTextContent('$2.89 / sqft');
  },
};

export const Plain: Story = {
  args: { cents: 123456 },
  play: async ({ canvasElement }) => {
    // Thousands separator and always two decimals.
    await expect(within(canvasElement).getByText('$1,234.56')).toBeVisible();
  },
};

export const WholeDollars: Story = {
  args: { cents: 15000, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$150.00')).toBeVisible();
  },
};

export const OriginalPrice: Story = {
  name: 'Original price (struck through)',
  args: { cents: 399, unit: 'sqft', variant: 'original' },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).not.toBeNull();
    await expect(struck?.textContent).toBe('$3.99 / sqft');
    // Screen readers hear what the strike-through means.
    await expect(within(canvasElement).getByText('Original price:')).toBeInTheDocument();
  },
};

export const ProductPagePair: Story = {
  name: 'Sale pair (product page)',
  render: () => (
    <Group align="baseline" gap="sm">
      <Price cents={289} unit="sqft" size="xl" />
      <Price cents={399} unit="sqft" variant="original" size="md" />
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$2.89')).toBeVisible();
    await expect(canvas.getByText('$3.99')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="xs" align="flex-start">
      <Price cents={289} unit="sqft" size="sm" />
      <Price cents={289} unit="sqft" size="md" />
      <Price cents={289} unit="sqft" size="lg" />
      <Price cents={289} unit="sqft" size="xl" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('$2.89')).toHaveLength(4);
  },
};
