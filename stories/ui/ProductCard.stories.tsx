import { Box } from '@mantine/core';
import type { ComponentType } from 'react';
import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PlaceholderCard, ProductCard, ProductGrid } from '@/ui';
import { sampleProducts, textures } from './textures';
import { expectNavigatedTo, type Loaded } from '../support';

const meta = preview.meta({
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    title: 'Natural Oak SPC 7" Wide Plank',
    href: '/products/natural-oak-spc',
    imageUrl: textures.naturalOak,
    priceCents: 289,
  },
  parameters: { route: '/products' },
  decorators: [
    // Single cards at a realistic grid-cell width; grid stories opt out with `fullWidth`.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <Box maw={300}>
          <Story />
        </Box>
      ),
  ],
});

/** The grid stories: the whole canvas (up to 1,400 px) instead of one card's cell. */
const fullWidthGrid = {
  parameters: { layout: 'fullscreen' as const, fullWidth: true },
  decorators: [
    (Story: ComponentType) => (
      <Box p="md" maw={1400}>
        <Story />
      </Box>
    ),
  ],
};

export const WithPrice = meta.story({
  play: async ({ canvas, canvasElement, loaded }) => {
    const titleLink = canvas.getByRole('link', { name: 'Natural Oak SPC 7" Wide Plank' });
    await expect(titleLink).toHaveAttribute('href', '/products/natural-oak-spc');
    await expect(canvas.getByText('$2.89')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('$2.89 / sqft');

    const shopNow = canvas.getByRole('link', { name: /^Shop Now/ });
    await expect(shopNow).toHaveAttribute('href', '/products/natural-oak-spc');

    // No interactive element nested in another.
    await expect(canvasElement.querySelector('a a, a button, button a')).toBeNull();

    // Lazy by default, with intrinsic size so nothing shifts.
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '600');

    await userEvent.click(shopNow);
    await expectNavigatedTo(loaded, '/products/natural-oak-spc');
  },
});

export const ClickAnywhere = meta.story({
  name: 'Whole card is clickable',
  play: async ({ canvasElement, loaded }) => {
    // A click on the image lands on the stretched title link.
    const img = canvasElement.querySelector('img')!;
    const rect = img.getBoundingClientRect();
    const target = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    await expect(target?.closest('a')).toHaveAttribute('href', '/products/natural-oak-spc');
    await userEvent.click(target as Element);
    await expect((loaded as Loaded).location.history).toEqual(['/products', '/products/natural-oak-spc']);
  },
});

export const WithoutPrice = meta.story({
  args: { priceCents: null, title: 'Honey Oak Long Board', imageUrl: textures.honeyOak },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.textContent).not.toContain('$');
    await expect(card.textContent).not.toContain('sqft');
    await expect(canvas.getByRole('link', { name: /^Shop Now/ })).toBeVisible();
  },
});

export const LongTitle = meta.story({
  args: {
    title: 'Espresso Hickory SPC Rigid Core Waterproof Click Flooring with 12mil Wear Layer and Attached Pad',
    imageUrl: textures.espresso,
    priceCents: 399,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Espresso Hickory/ })).toBeInTheDocument();
  },
});

export const Priority = meta.story({
  name: 'Priority (above the fold)',
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
});

export const Placeholder = meta.story({
  render: () => <PlaceholderCard />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Grid = meta.story({
  name: 'Grid (2 / 3 / 4 columns)',
  ...fullWidthGrid,
  render: () => (
    <ProductGrid>
      {sampleProducts.map((product, index) => (
        <ProductCard
          key={product.slug}
          title={product.title}
          href={`/products/${product.slug}`}
          imageUrl={product.imageUrl}
          priceCents={product.priceCents}
          priority={index < 4}
        />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getAllByRole('link', { name: /^Shop Now/ })).toHaveLength(8);
  },
});

export const GridLoading = meta.story({
  name: 'Grid loading (8 placeholders)',
  ...fullWidthGrid,
  render: () => (
    <ProductGrid>
      {Array.from({ length: 8 }, (_, index) => (
        <PlaceholderCard key={index} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(8);
  },
});

export const GridMobile = Grid.extend({
  name: 'Grid on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
});
