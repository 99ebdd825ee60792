// The filters' categories under a filter (docs/catalogue.md "Categories in the filters"): a category
// nothing matches (0) is drawn and behaves as a facet value with no matches, not a link; the category
// being listed stays a link even at 0 (the way back to it). Part shown: FacetFilters.
import preview from '../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import FacetFilters from '@/features/catalog/list/FacetFilters.deferred';
import { mobile, shellAt, type Canvas } from '../../support';

const meta = preview.meta({
  title: 'Screens/Product list/Categories in the filters',
  component: ProductListScreen,
  subcomponents: { FacetFilters },
  // 6.5 mm floors: three SPC, two herringbone, no LVT, no stair nosing.
  parameters: shellAt('/products?thickness=6.5+mm'),
});

/** The filters' category list, once the counts of the answer are in it. */
async function categories(within_: Canvas) {
  const nav = await within_.findByRole('navigation', { name: 'Filter by category' }, { timeout: 8000 });
  await within(nav).findByText('(3)');
  return within(nav);
}

const unavailable = async (list: Canvas, name: RegExp) => {
  const item = list.getByRole('link', { name });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).not.toHaveAttribute('href');
  await expect(item).toHaveTextContent('(0)');
};

export const NoMatches = meta.story({
  name: 'A category nothing matches: not a link',
  play: async ({ canvas }) => {
    const filters = await canvas.findByRole('complementary', { name: 'Filter products' });
    const list = await categories(within(filters));
    await unavailable(list, /^LVT Flooring/);
    await unavailable(list, /^Stair Nosing & Trims/);
    await expect(list.getByRole('link', { name: /^SPC Flooring/ })).toHaveAttribute(
      'href',
      '/products/category/1?thickness=6.5+mm',
    );
    // Not a Tab stop: from the first category the next is the next one that can be followed.
    list.getByRole('link', { name: /^SPC Flooring/ }).focus();
    await userEvent.tab();
    await expect(list.getByRole('link', { name: /^Waterproof Herringbone/ })).toHaveFocus();
  },
});

export const CurrentWithNoMatches = meta.story({
  name: 'The category listed, with no matches: still a link',
  parameters: { route: '/products/category/2?thickness=6.5+mm' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No products match these filters' }, { timeout: 8000 });
    const filters = await canvas.findByRole('complementary', { name: 'Filter products' });
    const list = await categories(within(filters));
    const current = list.getByRole('link', { name: /^LVT Flooring/ });
    await expect(current).toHaveTextContent('LVT Flooring (0)');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/products/category/2?thickness=6.5+mm');
    await unavailable(list, /^Stair Nosing & Trims/);
  },
});

export const NoMatchesMobile = meta.story({
  name: 'A category nothing matches (mobile, the drawer)',
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters (1)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
    const list = await categories(within(dialog));
    await unavailable(list, /^LVT Flooring/);
  },
});
