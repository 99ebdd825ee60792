// A listing's page past its last (an old or hand-edited link, `?page=999`): "There is no page N of these
// results" with links to the last page and the first, the search, filters and sort kept; the heading
// keeps the listing's count and no pager shows. The server answers such a first visit with 404
// (docs/catalogue.md). Parts shown: ProductListScreen, PastLastPage.
import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import { PastLastPage } from '@/features/catalog/list/ListingNotFound';
import { catalogueScenarios, fixtures } from '@mocks/index';
import { mobile, shellAt } from '../../support';

const count = fixtures.products.length;
const spcCount = fixtures.products.filter(
  (p) => Number(p.product_category_id) === fixtures.CATEGORY_IDS.spc,
).length;

const meta = preview.meta({
  title: 'Screens/Product list/Page past the end',
  component: ProductListScreen,
  subcomponents: { PastLastPage },
  parameters: shellAt('/products?page=999'),
});

export const AllProducts = meta.story({
  name: 'Page past the end',
  play: async ({ canvas, step }) => {
    await step('says there is no such page, not that the shop is empty', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'There is no page 999 of these results' }),
      ).toBeVisible();
      await expect(canvas.queryByText('No products yet')).not.toBeInTheDocument();
      await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
      await expect(canvas.getByText(`${count} products`)).toBeVisible();
    });
    await step('links to the one page there is; no pager', async () => {
      await expect(canvas.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/products');
      await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    });
  },
});

export const AllProductsMobile = AllProducts.extend({ name: 'Page past the end (mobile)', globals: mobile });

export const SeveralPages = meta.story({
  name: 'Page past the end (a search, sorted, three pages)',
  parameters: {
    route: '/products?q=oak&sort=price_asc&page=9',
    msw: { handlers: catalogueScenarios.threePages() },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'There is no page 9 of these results' }),
    ).toBeVisible();
    await expect(canvas.getByText(/They fit on 3 pages/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the last page (3)' })).toHaveAttribute(
      'href',
      '/products?q=oak&sort=price_asc&page=3',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/products?q=oak&sort=price_asc',
    );
  },
});

export const SpecOnlyCategory = meta.story({
  name: 'Page past the end (a category, spec-only server)',
  parameters: {
    route: '/products/category/1?page=2',
    msw: { handlers: catalogueScenarios.specOnly() },
  },
  play: async ({ canvas }) => {
    const state = await canvas.findByRole('heading', { name: 'There is no page 2 of these results' });
    await expect(state).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'SPC Flooring' })).toBeVisible();
    await expect(canvas.getByText(`${spcCount} products`)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Go to page 1' });
    await expect(link).toHaveAttribute('href', '/products/category/1');
    await expect(within(canvas.getByRole('main')).queryAllByRole('article')).toHaveLength(0);
  },
});
