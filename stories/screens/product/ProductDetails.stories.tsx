// Product details (§2 /products/{slug}): the app's route table at the product's URL. The page's parts
// have stories of their own (MediaGallery, ProductSummary, CoverageCalculator, Specifications,
// RelatedProducts in this folder); adding to the cart from here is in stories/flows/AddToCart.
// The gallery, description and related products are code-split (MediaGallery.deferred,
// ProductDescription.deferred, RelatedProducts.deferred: src/ui/Deferred): shown here after they load.
// Product photos render through MediaImage (srcset/sizes), as on every catalogue picture.
// JSON-LD, meta text and the save badge's wording are unit-tested (tests/unit/product-details.test.ts).
import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { env } from '@/config/env';
import { endpoints } from '@/contract';
import ProductDetailsScreen from '@/features/catalog/ProductDetailsScreen';
import { demoSessions, scenarios } from '@mocks/index';
import { mobile, recordRequests, routesAt, type Canvas } from '../../support';

const meta = preview.meta({
  title: 'Screens/Product/Details',
  component: ProductDetailsScreen,
  parameters: routesAt('/products/coastal-oak-spc'),
});

const product = (canvas: Canvas, name = 'Coastal Oak SPC') =>
  canvas.findByRole('heading', { level: 1, name });
/** Loaded and settled: the category arrived (breadcrumb link) and the related products are in. */
async function loadedPage(canvas: Canvas) {
  await product(canvas);
  const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
  await within(trail).findByRole('link', { name: 'SPC Flooring' });
  await within(await canvas.findByRole('region', { name: 'Related Products' })).findAllByRole('article');
  // The gallery, the calculator and the description are code-split parts (src/ui/Deferred): loaded
  // separately.
  await canvas.findByRole('img', { name: 'Coastal Oak SPC' });
  await canvas.findByRole('button', { name: 'Add to Cart' });
}

export const Loaded = meta.story({
  name: 'Loaded (signed out)',
  play: async ({ canvas, canvasElement, step }) => {
    await loadedPage(canvas);
    await step('breadcrumbs: Home › category › product', async () => {
      const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
      await expect(trail.getByRole('link', { name: 'SPC Flooring' })).toHaveAttribute(
        'href',
        '/products/category/1',
      );
      await expect(trail.getByText('Coastal Oak SPC')).toHaveAttribute('aria-current', 'page');
    });
    await step('the first photo is the LCP image: eager, high priority, sized', async () => {
      const photo = canvas.getByRole('img', { name: 'Coastal Oak SPC' });
      await expect(photo).toHaveAttribute('loading', 'eager');
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      await expect(photo).toHaveAttribute('width', '800');
    });
    await step('summary, calculator, description, specifications, related products', async () => {
      await expect(canvas.getByText('Save 20%')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Coverage (sqft)' })).toHaveValue('23.77');
      await expect(await canvas.findByText(/100% waterproof, pet friendly/)).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    });
    await step('document title, canonical URL and structured data', async () => {
      await expect(document.title).toContain('Coastal Oak SPC');
      await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL('/products/coastal-oak-spc', env().VITE_APP_URL).href,
      );
      await expect(canvasElement.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    });
  },
});

export const SignedIn = meta.story({
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvas }) => {
    await loadedPage(canvas);
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
});

export const Mobile = meta.story({
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvas }) => {
    await loadedPage(canvas);
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const NoSpecifications = meta.story({
  name: 'Loaded, no specifications',
  parameters: { route: '/products/sahara-linen-lvt' },
  play: async ({ canvas }) => {
    await product(canvas, 'Sahara Linen LVT');
    await within(await canvas.findByRole('region', { name: 'Related Products' })).findAllByRole('article');
    await expect(canvas.queryByRole('heading', { name: 'Specifications' })).toBeNull();
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.productDetails) } },
  play: async ({ canvas }) => {
    // (The route's own "Loading..." comes first, while the screen's code loads.)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading product…'));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
});

export const LoadingMobile = Loading.extend({ name: 'Loading (mobile)', globals: mobile });

export const NotFound = meta.story({
  name: 'Not found',
  parameters: { route: '/products/no-such-floor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
});

export const NotFoundMobile = NotFound.extend({ name: 'Not found (mobile)', globals: mobile });

/** A slug longer than any (the API refuses it as a field, over 200 characters): no such product, not the
 * server's validation message. Its picture is Not found's. */
export const SlugTooLong = meta.story({
  name: 'Not found (slug over 200 characters)',
  tags: ['no-visual'],
  parameters: { route: `/products/${'a'.repeat(250)}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.queryByText(/200 characters/)).toBeNull();
  },
});

export const LoadError = meta.story({
  name: 'Error',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.productDetails) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'We couldn’t load this product' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const LoadErrorMobile = LoadError.extend({ name: 'Error (mobile)', globals: mobile });

const productCalls = recordRequests(endpoints.productDetails);
/** Stands in for SWR's retry timer: SWR calls it whenever it would schedule an automatic retry. */
const automaticRetry = fn();

/**
 * Storybook's error stories behave as the app does: every story is mounted in the app's AppProviders,
 * whose SWR configuration turns automatic retries off, so one failed request stays one request until
 * the shopper asks again. (With SWR's defaults this story fails: SWR hands the error to `onErrorRetry`.)
 */
export const ErrorNoAutomaticRetry = meta.story({
  name: 'Error: no automatic retry, as in the app',
  tags: ['no-visual'], // the picture is the Error story's
  parameters: {
    msw: { handlers: [productCalls.handler, ...scenarios.serverError(endpoints.productDetails)] },
  },
  beforeEach: () => {
    productCalls.reset();
    automaticRetry.mockClear();
  },
  decorators: [
    (Story) => (
      <SWRConfig value={{ onErrorRetry: automaticRetry }}>
        <Story />
      </SWRConfig>
    ),
  ],
  play: async ({ canvas, step }) => {
    const tryAgain = () => canvas.findByRole('button', { name: 'Try again' });
    await step('the error shows after one request, and SWR schedules no retry', async () => {
      await tryAgain();
      await expect(productCalls.requests).toHaveLength(1);
      await expect(automaticRetry).not.toHaveBeenCalled();
    });
    await step('Try again asks once more, and only once', async () => {
      await userEvent.click(await tryAgain());
      await waitFor(() => expect(productCalls.requests).toHaveLength(2));
      await tryAgain();
      await expect(productCalls.requests).toHaveLength(2);
      await expect(automaticRetry).not.toHaveBeenCalled();
    });
  },
});
