// The product page's summary (§2): category, title, price per sqft, struck-through original price, the
// save badge as the API gives it, and the box facts. The badge wording is unit-tested
// (tests/unit/product-details.test.ts).
import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ProductSummary } from '@/features/catalog/details/ProductSummary';
import { atWidth, demoProduct, mobile } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // $2.79, was $3.49, "20%"
const nordicAsh = demoProduct('nordic-ash-grey-spc'); // save badge as an amount

const meta = preview.meta({
  title: 'Screens/Product/Summary',
  component: ProductSummary,
  args: { product: coastalOak, categoryTitle: 'SPC Flooring' },
  decorators: [atWidth(560)],
});

export const SavePercent = meta.story({
  name: 'On sale (save %)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: coastalOak.title })).toBeVisible();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
    await expect(canvas.getByText('Original price:', { exact: false })).toBeInTheDocument();
  },
});

export const SaveAmount = meta.story({
  name: 'On sale (save amount)',
  args: { product: nordicAsh },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Save $0.70')).toBeVisible();
  },
});

export const FullPrice = meta.story({
  name: 'Full price, category still loading',
  args: {
    product: { ...coastalOak, main_price: coastalOak.price, save_button_price: '' },
    categoryTitle: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Save/)).toBeNull();
    await expect(canvas.queryByText('Original price:', { exact: false })).toBeNull();
  },
});

export const PriceOnRequest = meta.story({
  name: 'Price on request',
  args: {
    product: { ...coastalOak, price: null, main_price: null, save_button_price: '', price_per_box: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price on request')).toBeVisible();
  },
});

export const Mobile = SavePercent.extend({ name: 'On sale (mobile)', globals: mobile });
