import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { env } from '@/config/env';
import { endpoints } from '@/contract';
import { db, demoSessions, fixtures, scenarios } from '@mocks/index';
import { on } from '@mocks/handlers/http';
import { HttpResponse } from 'msw';
import { okEnvelope } from '@/contract/envelope';
import { CoverageCalculator } from '@/features/catalog/details/CoverageCalculator';
import { MediaGallery } from '@/features/catalog/details/MediaGallery';
import { ProductSummary } from '@/features/catalog/details/ProductSummary';
import { RelatedProducts } from '@/features/catalog/details/RelatedProducts';
import { mobile, productStoryLoader, ProductRoutes, type Loaded } from './productStory';

const meta = {
  title: 'Screens/Product/Details',
  component: ProductRoutes,
  // The page's parts, shown in these stories' states.
  subcomponents: { ProductSummary, MediaGallery, CoverageCalculator, RelatedProducts },
  loaders: [productStoryLoader],
  parameters: { layout: 'fullscreen', route: '/products/coastal-oak-spc' },
} satisfies Meta<typeof ProductRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const body = () => within(document.body);
const coverage = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Coverage (sqft)' });
const boxes = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Number of boxes' });
const wastage = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Add wastage (10%)' });
const addToCart = (canvas: Canvas) => canvas.getByRole('button', { name: 'Add to Cart' });
const buyNow = (canvas: Canvas) => canvas.getByRole('button', { name: 'Buy Now' });
const loadedProduct = (canvas: Canvas, name = 'Coastal Oak SPC') =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** 250 sqft with wastage: 275 sqft / 23.77 sqft a box → 12 boxes (§5). */
async function enter250WithWastage(canvas: Canvas) {
  await userEvent.clear(coverage(canvas));
  await userEvent.type(coverage(canvas), '250');
  await expect(boxes(canvas)).toHaveValue('11');
  await userEvent.click(wastage(canvas));
  await expect(boxes(canvas)).toHaveValue('12');
  await expect(canvas.getByText('12 boxes - 10% wastage added. Ships in 1 pallet.')).toBeVisible();
}

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.productDetails)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadedSignedOut: Story = {
  name: 'Loaded (signed out)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    // Breadcrumbs: Home > category (from the category list) > product.
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'SPC Flooring' })).toHaveAttribute(
        'href',
        '/products/category/1',
      ),
    );
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(trail).getByText('Coastal Oak SPC')).toHaveAttribute('aria-current', 'page');
    // Prices, box size and the save badge as given.
    await expect(canvas.getAllByText('$2.79')[0]).toBeVisible();
    await expect(canvas.getByText('Original price:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
    await expect(
      canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === '23.77 sqft per box'),
    ).toBeVisible();
    // The calculator starts at one box (§2 hint text).
    await expect(canvas.getByText('1 box - No wastage added. Ships in 1 pallet.')).toBeVisible();
    await expect(coverage(canvas)).toHaveValue('23.77');
    await expect(boxes(canvas)).toHaveValue('1');
    await expect(wastage(canvas)).not.toBeChecked();
    // The LCP image loads eagerly with high priority and a size.
    const main = canvas.getByRole('img', { name: 'Coastal Oak SPC' });
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('width', '800');
    // Thumbnails: one pressed, arrows labelled.
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next thumbnails' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 4' }));
    await expect(canvas.getByRole('img', { name: 'Coastal Oak SPC, image 2 of 4' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Description, specifications, related products.
    await expect(canvas.getByText(/100% waterproof, pet friendly/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeVisible();
    await expect(canvas.getByText('Wear layer')).toBeVisible();
    const related = await canvas.findAllByRole('link', { name: /^Shop Now/ });
    await expect(related).toHaveLength(4);
    // Structured data for search engines, safely escaped.
    const scripts = [...canvasElement.querySelectorAll('script[type="application/ld+json"]')];
    const data = scripts.map((s) => JSON.parse(s.textContent ?? '{}'));
    await expect(data[0]).toMatchObject({
      '@type': 'Product',
      name: 'Coastal Oak SPC',
      sku: '1',
      offers: { price: '2.79', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    await expect(data[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    await expect(scripts.some((s) => s.textContent?.includes('</'))).toBe(false);
    await expect(document.title).toContain('Coastal Oak SPC');
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/products/coastal-oak-spc', env().VITE_APP_URL).href,
    );
  },
};

export const LoadedSignedIn: Story = {
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await expect(addToCart(canvas)).toBeEnabled();
    await expect(buyNow(canvas)).toBeEnabled();
    await expect(canvas.getByText('Total for 1 box')).toBeVisible();
    // Per box in the facts, and the order total for one box.
    await expect(canvas.getAllByText('$66.32')).toHaveLength(2);
  },
};

export const VideoSelected: Story = {
  name: 'Video selected',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    // Not mounted until chosen.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play video of Coastal Oak SPC' }));
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(canvas.getByRole('button', { name: 'Play video of Coastal Oak SPC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const YoutubeSelected: Story = {
  name: 'YouTube selected',
  parameters: { route: '/products/smoked-walnut-spc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas, 'Smoked Walnut SPC');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play YouTube video of Smoked Walnut SPC' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'YouTube video of Smoked Walnut SPC');
    await expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/LXb3EKWsInQ/,
    );
    await expect(canvas.getByText('Save 21%')).toBeVisible();
  },
};

/** A product with more photos than the thumbnail strip shows: the arrows scroll it. */
const manyPhotos = {
  ...fixtures.products[0]!,
  product_image: Array.from({ length: 9 }, (_, i) => ({
    type: 'Image' as const,
    file: [
      '/media/coastal-oak-spc.svg',
      '/media/coastal-oak-spc-room.svg',
      '/media/coastal-oak-spc-detail.svg',
    ][i % 3]!,
    video: null,
    video_url: null,
  })),
};

export const ThumbnailArrows: Story = {
  name: 'Many photos: thumbnail arrows',
  // Interaction story: the thumbnail strip ends mid-scroll at a sub-pixel offset, so no baseline.
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: [on(endpoints.productDetails, () => HttpResponse.json(okEnvelope(manyPhotos)))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    const next = canvas.getByRole('button', { name: 'Next thumbnails' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await expect(canvas.getByRole('button', { name: 'Previous thumbnails' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous thumbnails' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 9 of 9' }));
    await expect(canvas.getByRole('img', { name: 'Coastal Oak SPC, image 9 of 9' })).toBeVisible();
  },
};

export const NoSpecifications: Story = {
  name: 'No specifications',
  parameters: { route: '/products/sahara-linen-lvt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas, 'Sahara Linen LVT');
    await expect(canvas.queryByRole('heading', { name: 'Specifications' })).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Related Products' })).toBeVisible();
  },
};

export const SaveAmountBadge: Story = {
  name: 'Save badge as an amount',
  parameters: { route: '/products/nordic-ash-grey-spc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas, 'Nordic Ash Grey SPC');
    await expect(canvas.getByText('Save $0.70')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: '/products/no-such-floor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Product not found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.productDetails)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'We couldn’t load this product' })).toBeVisible();
    await expect(within(alert).getByText('Something went wrong on our side')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const AddToCartSuccess: Story = {
  name: 'Add to cart: success',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await enter250WithWastage(canvas);
    await expect(canvas.getByText('$795.84')).toBeVisible(); // 12 × $66.32
    await userEvent.click(addToCart(canvas));
    await expect(await body().findByText('Product added to cart')).toBeVisible();
    const line = [...db.carts.values()].find((l) => l.appuser_id === 2 && l.product_id === 1);
    await expect(line?.quantity).toBe(12);
  },
};

export const AddToCartFails: Story = {
  name: 'Add to cart: server refuses',
  parameters: {
    session: demoSessions.emptyCart,
    msw: { handlers: [...scenarios.statusZero(endpoints.saveCartLine, 'This product is out of stock')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await userEvent.click(addToCart(canvas));
    await expect(await body().findByText('This product is out of stock')).toBeVisible();
    await expect(addToCart(canvas)).toBeEnabled();
  },
};

export const SignedOutAdd: Story = {
  name: 'Add to cart: signed out → login',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await enter250WithWastage(canvas);
    await userEvent.click(addToCart(canvas));
    await expect(await body().findByText('Please login first')).toBeVisible();
    await expect(
      await canvas.findByText('Arrived at /login?redirect=%2Fproducts%2Fcoastal-oak-spc'),
    ).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe(
      '/login?redirect=%2Fproducts%2Fcoastal-oak-spc',
    );
    // What was entered is kept for the way back.
    await expect(JSON.parse(sessionStorage.getItem('coverageDraft:coastal-oak-spc') ?? 'null')).toEqual({
      sqft: 250,
      boxes: 12,
      wastage: true,
    });
  },
};

export const RestoredAfterLogin: Story = {
  name: 'Back from login: coverage kept',
  parameters: { session: demoSessions.emptyCart },
  loaders: [
    () => {
      sessionStorage.setItem(
        'coverageDraft:coastal-oak-spc',
        JSON.stringify({ sqft: 250, boxes: 12, wastage: true }),
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await expect(coverage(canvas)).toHaveValue('250');
    await expect(boxes(canvas)).toHaveValue('12');
    await expect(wastage(canvas)).toBeChecked();
    await waitFor(() => expect(sessionStorage.getItem('coverageDraft:coastal-oak-spc')).toBeNull());
  },
};

export const AlreadyInCart: Story = {
  name: 'Already in cart → my cart',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await userEvent.click(addToCart(canvas));
    await expect(await canvas.findByText('Arrived at /my-cart')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/my-cart');
    // Nothing was added on top of the existing line.
    await expect(db.carts.get(101)?.quantity).toBe(12);
  },
};

export const BuyNow: Story = {
  name: 'Buy Now → my cart',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await userEvent.click(buyNow(canvas));
    await expect(await body().findByText('Product added to cart')).toBeVisible();
    await expect(await canvas.findByText('Arrived at /my-cart')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/my-cart');
  },
};

export const PleaseEnterSqft: Story = {
  name: '"Please enter sqft"',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await userEvent.clear(coverage(canvas));
    await expect(boxes(canvas)).toHaveValue('');
    await userEvent.click(addToCart(canvas));
    await waitFor(() => expect(coverage(canvas)).toHaveAccessibleDescription('Please enter sqft'));
    await expect(coverage(canvas)).toHaveAttribute('aria-invalid', 'true');
    // Under the field and as a toast (§8).
    await waitFor(() => expect(body().getAllByText('Please enter sqft')).toHaveLength(2));
    await expect([...db.carts.values()].some((l) => l.appuser_id === 2)).toBe(false);
    // Typing a coverage clears the error.
    await userEvent.type(coverage(canvas), '100');
    await expect(coverage(canvas)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(boxes(canvas)).toHaveValue('5');
  },
};

export const RelatedViewMore: Story = {
  name: 'Related products: View More',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    const section = within(await canvas.findByRole('region', { name: 'Related Products' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(4));
    // 7 other SPC floors: 4, then all 7, then no button.
    await userEvent.click(section.getByRole('button', { name: 'View More' }));
    // §9: the next 4 arrive after 300 ms; the button shows progress meanwhile.
    await expect(section.getByRole('button', { name: 'View More' })).toHaveAttribute('data-loading');
    await expect(section.getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(7));
    await expect(section.queryByRole('button', { name: 'View More' })).toBeNull();
    await expect(section.queryByRole('link', { name: 'Coastal Oak SPC' })).toBeNull();
  },
};

export const MobileSignedOut: Story = {
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedProduct(canvas);
    await expect(window.innerWidth).toBe(375);
    await expect(addToCart(canvas)).toBeVisible();
    await expect(buyNow(canvas)).toBeVisible();
  },
};

export const MobileAddToCart: Story = {
  ...AddToCartSuccess,
  name: 'Add to cart: success (mobile)',
  globals: mobile,
};

export const MobileLoading: Story = {
  ...Loading,
  name: 'Loading (mobile)',
  globals: mobile,
};

export const MobileNotFound: Story = {
  ...NotFound,
  name: 'Not found (mobile)',
  globals: mobile,
};
