import { Group, Stack } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Price } from '@/ui';

const meta = preview.meta({
  title: 'UI/Price',
  component: Price,
  args: { cents: 289 },
});

export const PerSqft = meta.story({
  args: { cents: 289, unit: 'sqft' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$2.89')).toBeVisible();
    await expect(canvasElement.querySelector('[data-variant]')).toHaveTextContent('$2.89 / sqft');
  },
});

export const Plain = meta.story({
  args: { cents: 123456 },
  play: async ({ canvas }) => {
    // Thousands separator and always two decimals.
    await expect(canvas.getByText('$1,234.56')).toBeVisible();
  },
});

export const WholeDollars = meta.story({
  args: { cents: 15000, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$150.00')).toBeVisible();
  },
});

export const OriginalPrice = meta.story({
  name: 'Original price (struck through)',
  args: { cents: 399, unit: 'sqft', variant: 'original' },
  play: async ({ canvas, canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).not.toBeNull();
    await expect(struck?.textContent).toBe('$3.99 / sqft');
    // Screen readers hear what the strike-through means.
    await expect(canvas.getByText('Original price:')).toBeInTheDocument();
  },
});

export const ProductPagePair = meta.story({
  name: 'Sale pair (product page)',
  render: () => (
    <Group align="baseline" gap="sm">
      <Price cents={289} unit="sqft" size="xl" />
      <Price cents={399} unit="sqft" variant="original" size="md" />
    </Group>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2.89')).toBeVisible();
    await expect(canvas.getByText('$3.99')).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: () => (
    <Stack gap="xs" align="flex-start">
      <Price cents={289} unit="sqft" size="sm" />
      <Price cents={289} unit="sqft" size="md" />
      <Price cents={289} unit="sqft" size="lg" />
      <Price cents={289} unit="sqft" size="xl" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('$2.89')).toHaveLength(4);
  },
});
