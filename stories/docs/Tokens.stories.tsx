// Colours, type, spacing, corners and shadows of the theme, as stories: they get a visual baseline, so a
// change to src/ui/theme.ts shows up in the visual diff. Shown on the "Design/For designers" page.
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Colours, Spacing, Typography } from './ThemeTokens';

const meta = preview.meta({
  title: 'Design/Tokens',
});

export const ColourPalettes = meta.story({
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 · #82572b')).toBeVisible(); // the primary
  },
});

export const Type = meta.story({
  render: () => <Typography />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { name: 'Waterproof oak floors' })).toHaveLength(6);
  },
});

export const SpacingRadiusShadows = meta.story({
  name: 'Spacing, corners, shadows',
  render: () => <Spacing />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
});
