// Colours, type, spacing, corners and shadows of the theme, as stories: they get a visual baseline, so a
// change to src/ui/theme.ts shows up in the visual diff. Shown on the "Design/For designers" page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Colours, Spacing, Typography } from './ThemeTokens';

const meta = {
  title: 'Design/Tokens',
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const ColourPalettes: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7 · #82572b')).toBeVisible(); // the primary
  },
};

export const Type: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'Waterproof oak floors' })).toHaveLength(6);
  },
};

export const SpacingRadiusShadows: Story = {
  name: 'Spacing, corners, shadows',
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(6);
  },
};
