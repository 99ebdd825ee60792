import { Box } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { SectionHeading } from '@/ui';

const meta = preview.meta({
  title: 'UI/SectionHeading',
  component: SectionHeading,
  args: {
    title: 'Weekly Bestsellers',
    subtitle: 'The floors our customers order most, ready to ship from our warehouse.',
  },
});

export const Centered = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekly Bestsellers' })).toBeVisible();
    await expect(canvas.getByText(/customers order most/)).toBeVisible();
  },
});

export const StartAligned = meta.story({
  args: { align: 'start', eyebrow: 'Collections', title: 'SPC Flooring', subtitle: undefined, order: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SPC Flooring' })).toBeVisible();
  },
});

export const Inverse = meta.story({
  name: 'On a dark background',
  args: { tone: 'inverse', title: 'What our clients say', subtitle: 'Real homes, real floors.' },
  render: (args) => (
    <Box bg="ink.8" p="xl">
      <SectionHeading {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
});
