// The listing from the keyboard: a sort chosen on the select (an arrow key applies it at once). It draws
// the listing anew for the new address; the focus must stay where a keyboard shopper can go on from
// (docs/catalogue.md "The listing from the keyboard"). Parts shown: ProductListScreen, ListingToolbar.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import ListingToolbar from '@/features/catalog/list/ListingToolbar';
import { expectNavigatedTo, shellAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Product list/Keyboard',
  component: ProductListScreen,
  subcomponents: { ListingToolbar },
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
