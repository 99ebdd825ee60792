import preview from '../../.storybook/preview';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { expect, userEvent } from 'storybook/test';
import { TileCard } from '@/ui';

// The catalogue's tile (ProductCard, its placeholder, the home's category cards are built on it): full
// height of its grid cell, lifted on hover, keyboard focus inside it marked on the whole tile.
const meta = preview.meta({
  title: 'UI/TileCard',
  component: TileCard,
});

const tile = (title: string, text: string) => (
  <TileCard key={title} p="md">
    <Title order={3} size="h5">
      <a href="#tile">{title}</a>
    </Title>
    <Text size="sm">{text}</Text>
  </TileCard>
);

export const InAGrid = meta.story({
  name: 'In a grid (equal heights, focus marked)',
  render: () => (
    <SimpleGrid cols={3} maw={720}>
      {tile('SPC Flooring', 'Rigid stone-plastic core planks.')}
      {tile(
        'LVT Flooring',
        'Luxury vinyl tile and plank: softer and quieter underfoot, for bedrooms and living areas.',
      )}
      {tile('Trims', 'Stair nosing and quarter rounds.')}
    </SimpleGrid>
  ),
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('article');
    await expect(tiles).toHaveLength(3);
    // Equal heights: each tile fills its grid cell.
    const heights = tiles.map((t) => t.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SPC Flooring' })).toHaveFocus();
  },
});
