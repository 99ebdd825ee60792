// The product page's summary (§2): category, title, price per sqft, struck-through original price, the
// save badge as the API gives it, and the box facts. The badge wording is unit-tested
// (tests/unit/product-details.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductSummary } from '@/features/catalog/details/ProductSummary';
import { atWidth, demoProduct, mobile } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // $2.79, was $3.49, "20%"
const nordicAsh = demoProduct('nordic-ash-grey-spc'); // save badge as an amount

const meta = {
  title: 'Screens/Product/Summary',
  component: ProductSummary,
  args: { product: coastalOak, categoryTitle: 'SPC Flooring' },
  decorators: [atWidth(560)],
} satisfies Meta<typeof ProductSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SavePercent: Story = {
  name: 'On sale (save %)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: coastalOak.title })).toBeVisible();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
    await expect(canvas.getByText('Original price:', { exact: false })).toBeInTheDocument();
  },
};

export const SaveAmount: Story = {
  name: 'On sale (save amount)',
  args: { product: nordicAsh },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Save $0.70')).toBeVisible();
  },
};

export const FullPrice: Story = {
  name: 'Full price, category still loading',
  args: {
    product: { ...coastalOak, main_price: coastalOak.price, save_button_price: '' },
    categoryTitle: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Save/)).toBeNull();
    await expect(canvas.queryByText('Original price:', { exact: false })).toBeNull();
  },
};

export const PriceOnRequest: Story = {
  name: 'Price on request',
  args: {
    product: { ...coastalOak, price: null, main_price: null, save_button_price: '', price_per_box: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price on request')).toBeVisible();
  },
};

export const Mobile: Story = { ...SavePercent, name: 'On sale (mobile)', globals: mobile };
