// The listing from the keyboard: a sort chosen on the select (an arrow key applies it at once), a price
// applied with Enter (one that reads as no price: said on its box) and a page chosen in the pager. Each
// draws the listing anew for the new address; the focus must stay where a keyboard shopper can go on
// from (docs/catalogue.md "The listing from the keyboard"). Parts shown: ProductListScreen,
// ListingToolbar, ListingPager.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import { PRICE_UNREADABLE } from '@/features/catalog/list/FacetFilters.deferred';
import ListingPager from '@/features/catalog/list/ListingPager';
import ListingToolbar from '@/features/catalog/list/ListingToolbar';
import { catalogueScenarios } from '@mocks/index';
import { expectNavigatedTo, shellAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Product list/Keyboard',
  component: ProductListScreen,
  subcomponents: { ListingToolbar, ListingPager },
  parameters: shellAt('/products'),
});

export const SortFromTheKeyboard = meta.story({
  name: 'Sort chosen from the keyboard (the select keeps the focus)',
  play: async ({ canvas, loaded }) => {
    const sort = await canvas.findByRole('combobox', { name: 'Sort by' });
    sort.focus();
    await userEvent.selectOptions(sort, 'Price: low to high');
    await expectNavigatedTo(loaded, '/products?sort=price_asc');
    // The sort's form is drawn anew for the address: the new select has the focus, so the next arrow
    // key goes on through the sorts.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  },
});

export const NextPageFromTheKeyboard = meta.story({
  name: 'Next page from the keyboard (the focus goes to the top of the results)',
  parameters: { msw: { handlers: catalogueScenarios.threePages() } },
  play: async ({ canvas, canvasElement, loaded }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    (await within(pages).findByRole('link', { name: 'Next' })).focus();
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(loaded, '/products?page=2');
    await expect(await canvas.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Not the pager's link at the foot of the cards: the results' start (the count and sort), so the
    // next Tab walks the new page's controls and cards from the top.
    const results = canvasElement.querySelector<HTMLElement>('#listing-results')!;
    await waitFor(() => expect(results).toHaveFocus());
  },
});

export const PriceFromTheKeyboard = meta.story({
  name: 'Price applied with Enter (the box keeps the focus)',
  play: async ({ canvas, loaded }) => {
    const filters = await canvas.findByRole('complementary', { name: 'Filter products' });
    const min = await within(filters).findByRole('textbox', { name: 'Min' });
    await userEvent.type(min, '3{Enter}');
    await expectNavigatedTo(loaded, '/products?min_price=3');
    // The filters' form is drawn anew for the address: the new box has the focus and shows the price.
    await waitFor(() => expect(within(filters).getByRole('textbox', { name: 'Min' })).toHaveFocus());
    await expect(within(filters).getByRole('textbox', { name: 'Min' })).toHaveValue('3');
  },
});

export const PriceUnreadable = meta.story({
  name: 'A price that reads as none: said on its box, nothing applied',
  play: async ({ canvas, loaded }) => {
    const filters = await canvas.findByRole('complementary', { name: 'Filter products' });
    const min = await within(filters).findByRole('textbox', { name: 'Min' });
    await userEvent.type(min, '2.999{Enter}');
    // Not dropped in silence (with the filter it held): named on the box, which keeps what was typed.
    await expect(await within(filters).findByText(PRICE_UNREADABLE)).toBeVisible();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveValue('2.999');
    await expect(min).toHaveFocus();
    await expect(loaded.location.history).toEqual(['/products']);
  },
});
