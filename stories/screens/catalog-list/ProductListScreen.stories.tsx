// Product listings (§2 /products and /products/category/{id}) in the whole app at their URL.
// Parts shown here: ProductListScreen, ProductListBody, CategoryNav.
import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import { demoSessions, fixtures, scenarios } from '@mocks/index';
import { errorThenRetry, mobile, shellAt } from '../../support';

const spcCount = fixtures.products.filter(
  (p) => Number(p.product_category_id) === fixtures.CATEGORY_IDS.spc,
).length;

const meta = preview.meta({
  title: 'Screens/Product list',
  component: ProductListScreen,
  parameters: shellAt('/products/category/1'),
});

export const Category = meta.story({
  name: 'Category (signed out)',
  play: async ({ canvas, step }) => {
    await step('heading is the category title matched from the route id', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'SPC Flooring' })).toBeVisible();
      await expect(await canvas.findAllByRole('article')).toHaveLength(spcCount);
      await expect(canvas.getByText(`${spcCount} products`)).toBeVisible();
      const nav = canvas.getByRole('navigation', { name: 'Product categories' });
      await expect(within(nav).getByRole('link', { name: 'SPC Flooring' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
        'HomeAll ProductsSPC Flooring',
      );
    });
    await step('first row loads eagerly, the rest lazily; price per sqft', async () => {
      const cards = canvas.getAllByRole('article');
      await expect(cards[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(cards[5]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
      await expect(within(cards[0]!).getByText('$2.79')).toBeVisible();
      await expect(within(cards[0]!).getByText('/ sqft')).toBeVisible();
    });
  },
});

export const AllProducts = meta.story({
  name: 'All products',
  parameters: { route: '/products' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(fixtures.products.length);
    const nav = await canvas.findByRole('navigation', { name: 'Product categories' });
    await expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  },
});

export const SignedIn = meta.story({
  name: 'Category (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas }) => {
    // The header's account button is replaced by the account menu's own once that menu's code has loaded:
    // wait for whichever is there to be shown, not for the first one found.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) })).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'SPC Flooring' })).toBeVisible();
  },
});

export const Mobile = meta.story({
  name: 'Category (mobile)',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'SPC Flooring' })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    // Two columns on a phone.
    await expect(cards[0]!.getBoundingClientRect().top).toBe(cards[1]!.getBoundingClientRect().top);
    await expect(cards[2]!.getBoundingClientRect().top).toBeGreaterThan(
      cards[0]!.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const Loading = meta.story({
  parameters: {
    msw: { handlers: [...scenarios.loading(endpoints.products), ...scenarios.loading(endpoints.categories)] },
  },
  play: async ({ canvas, canvasElement }) => {
    // (The route's own "Loading..." comes first, while the screen's code loads.)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading products…'));
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(8);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Loading...');
  },
});

export const LoadingMobile = Loading.extend({ name: 'Loading (mobile)', globals: mobile });

export const Empty = meta.story({
  name: 'Empty category',
  parameters: { route: '/products/category/4', msw: { handlers: [...scenarios.empty(endpoints.products)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Stair Nosing & Trims' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'No products in this category yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
});

export const UnknownCategory = meta.story({
  name: 'Unknown category id',
  parameters: { route: '/products/category/999' },
  play: async ({ canvas }) => {
    // Not in the category list: the store's not-found page (404 on a first visit), no listing.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.queryByRole('complementary', { name: 'Filter products' })).not.toBeInTheDocument();
  },
});

export const InvalidCategory = meta.story({
  name: 'Non-numeric category id',
  parameters: { route: '/products/category/oak' },
  play: UnknownCategory.play,
});

export const ServerError = meta.story({
  name: 'Error',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.products)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the products');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ErrorThenRetry = meta.story({
  name: 'Error, then Try again',
  tags: ['no-visual'],
  ...errorThenRetry(endpoints.products, 'We couldn’t load the products', async (canvas) =>
    expect(await canvas.findAllByRole('article')).toHaveLength(spcCount),
  ),
});

export const ServerErrorMobile = meta.story({
  name: 'Error (mobile)',
  globals: mobile,
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.products)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load the products');
  },
});
