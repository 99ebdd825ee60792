// Browsing a large catalogue: search results, no results, filters with counts, sorting,
// pages, the phone's filter drawer, a failed search, and a server of the spec's contract (the browser
// pages and filters). Parts shown: ProductListScreen, FacetFilters, ListingToolbar, ListingPager.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import FacetFilters from '@/features/catalog/list/FacetFilters.deferred';
import FiltersDrawer from '@/features/catalog/list/FiltersDrawer';
import { catalogueScenarios, fixtures, scenarios } from '@mocks/index';
import { mobile, shellAt } from '../../support';

const sixAndHalf = fixtures.products.filter((p) =>
  p.product_specifications?.some((g) =>
    g.product_specifications_detail?.some((r) => r.title === 'Thickness' && r.sub_title === '6.5 mm'),
  ),
);

const meta = preview.meta({
  title: 'Screens/Product list/Browsing',
  component: ProductListScreen,
  // The listing's parts a designer reviews here: the filters (beside the list; in the drawer on a phone).
  subcomponents: { FacetFilters, FiltersDrawer },
  parameters: shellAt('/products?q=oak'),
});

export const SearchResults = meta.story({
  name: 'Search results',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Results for “oak”')).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(within(cards[0]!).getByRole('heading').textContent).toMatch(/oak/i);
    // A search is sorted by best match unless the address names another sort.
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    // The header's box shows the search.
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oak');
  },
});

export const NoResults = meta.story({
  name: 'No results',
  parameters: { route: '/products?q=zzzzqqq' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products match “zzzzqqq”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products');
  },
});

export const FilteredSorted = meta.story({
  name: 'Filtered by thickness, sorted by price (many facets)',
  parameters: { route: '/products?thickness=6.5+mm&sort=price_asc' },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(sixAndHalf.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${sixAndHalf.length} products`);
    const filters = canvas.getByRole('complementary', { name: 'Filter products' });
    await expect(within(filters).getByRole('checkbox', { name: /^6.5 mm/ })).toBeChecked();
    await expect(within(filters).getByRole('group', { name: 'Wear layer' })).toBeVisible();
    await expect(within(filters).getByRole('group', { name: 'Installation' })).toBeVisible();
  },
});

export const SpecOnlyServer = meta.story({
  name: 'A spec-only server: filtered in the browser',
  parameters: {
    route: '/products?thickness=6.5+mm&sort=price_asc',
    msw: { handlers: catalogueScenarios.specOnly() },
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(sixAndHalf.length);
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.catalogue) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Loading products…')).toBeInTheDocument());
  },
});

export const FailedSearch = meta.story({
  name: 'Failed search',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.catalogue) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'We couldn’t load the products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const PhoneFilterDrawer = meta.story({
  name: 'Phone: filter drawer',
  globals: mobile,
  parameters: { route: '/products' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await expect(await within(dialog).findByRole('group', { name: 'Thickness' })).toBeVisible();
  },
});
