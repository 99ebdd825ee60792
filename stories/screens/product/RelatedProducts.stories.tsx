// The product page's related products (§2/§4): the same category without this product, 4 at first;
// View More adds 4 after 300 ms (§9) and disappears once all are shown.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '@/contract';
import { RelatedProducts } from '@/features/catalog/details/RelatedProducts';
import { fixtures, scenarios } from '@mocks/index';
import { demoProduct, mobile, type Canvas } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // 7 other SPC floors

const meta = preview.meta({
  title: 'Screens/Product/Related products',
  component: RelatedProducts,
  args: { categoryId: fixtures.CATEGORY_IDS.spc, productId: coastalOak.product_id },
  parameters: { route: `/products/${coastalOak.slug}` },
});

const cards = (canvas: Canvas) => canvas.findAllByRole('article');
const viewMore = (canvas: Canvas) => canvas.queryByRole('button', { name: 'View More' });

export const FirstFour = meta.story({
  name: 'First four, View More',
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(4);
    await expect(viewMore(canvas)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(coastalOak.title) })).toBeNull();
  },
});

export const FirstFourMobile = FirstFour.extend({ name: 'First four (mobile)', globals: mobile });

export const AllShown = meta.story({
  name: 'All shown after View More',
  play: async ({ canvas, step }) => {
    await cards(canvas);
    await userEvent.click(viewMore(canvas)!);
    await step('the next ones come after the §9 delay; the button shows progress meanwhile', async () => {
      await expect(viewMore(canvas)).toHaveAttribute('data-loading');
      await expect(canvas.getAllByRole('article')).toHaveLength(4);
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(7));
      await expect(viewMore(canvas)).toBeNull();
    });
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.products) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(4);
  },
});

export const None = meta.story({
  name: 'None in the category: nothing shown',
  tags: ['no-visual'], // an empty picture
  parameters: { msw: { handlers: scenarios.empty(endpoints.products) } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).toBeNull());
    await expect(canvas.queryByRole('heading', { name: 'Related Products' })).toBeNull();
  },
});
