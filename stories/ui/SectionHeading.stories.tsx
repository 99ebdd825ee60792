import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '@/ui';

const meta = {
  title: 'UI/SectionHeading',
  component: SectionHeading,
  args: {
    title: 'Weekly Bestsellers',
    subtitle: 'The floors our customers order most, ready to ship from our warehouse.',
  },
} satisfies Meta<typeof SectionHeading>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekly Bestsellers' })).toBeVisible();
    await expect(canvas.getByText(/customers order most/)).toBeVisible();
  },
};

export const StartAligned: Story = {
  args: { align: 'start', eyebrow: 'Collections', title: 'SPC Flooring', subtitle: undefined, order: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'SPC Flooring' }),
    ).toBeVisible();
  },
};

export const Inverse: Story = {
  name: 'On a dark background',
  args: { tone: 'inverse', title: 'What our clients say', subtitle: 'Real homes, real floors.' },
  render: (args) => (
    <Box bg="ink.8" p="xl">
      <SectionHeading {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'What our clients say' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
