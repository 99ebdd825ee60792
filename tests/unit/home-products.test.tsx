// The home page's product list while it loads: §9 "skeleton loader shows 2 cards" (docs/decisions.md
// "Loading placeholders"); the category listing keeps its 8 placeholder cards.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract';
import { ProductListBody } from '@/features/catalog/list/ProductListBody';
import { HomeProducts } from '@/features/content/home/HomeProducts';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { renderInApp, useMockShop } from './support/app';

useMockShop();

const placeholders = (root: HTMLElement) => root.querySelectorAll('[data-placeholder]').length;

describe('loading placeholders', () => {
  it('the home product list shows the skeleton loader of 2 cards while its products load', () => {
    server.use(...scenarios.loading(endpoints.products));
    const { container } = renderInApp(<HomeProducts title="Weekly bestsellers" />);
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
    expect(placeholders(container)).toBe(2);
  });

  it('then up to 8 products, no placeholders', async () => {
    const { container } = renderInApp(<HomeProducts title="Weekly bestsellers" />);
    const cards = await screen.findAllByRole('link', { name: /^Shop Now: / }, { timeout: 10_000 });
    expect(cards).toHaveLength(8);
    expect(placeholders(container)).toBe(0);
  });

  it('the category listing shows 8 placeholder cards', () => {
    const { container } = renderInApp(
      <ProductListBody products={undefined} error={null} onRetry={() => {}} all />,
    );
    expect(placeholders(container)).toBe(8);
  });
});
