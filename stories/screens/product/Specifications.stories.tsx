// The product page's specifications (§2): groups of title → value rows, shown only when there are any.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Specifications } from '@/features/catalog/details/Specifications';
import { demoProduct, mobile } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // Dimensions, Performance, Warranty
const stairNosing = demoProduct('flush-stair-nosing-coastal-oak'); // a trim: Dimensions only

const meta = {
  title: 'Screens/Product/Specifications',
  component: Specifications,
  args: { groups: coastalOak.product_specifications },
} satisfies Meta<typeof Specifications>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeGroups: Story = {
  name: 'Three groups',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Wear layer')).toBeVisible();
  },
};

export const ThreeGroupsMobile: Story = { ...ThreeGroups, name: 'Three groups (mobile)', globals: mobile };

export const OneGroup: Story = {
  name: 'One group (a trim)',
  args: { groups: stairNosing.product_specifications },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

export const UntitledGroupEmptyValue: Story = {
  name: 'Untitled group, row without a value',
  args: {
    groups: [
      {
        product_specifications_id: 1,
        title: '',
        product_specifications_detail: [
          { title: 'Finish', sub_title: 'Matte' },
          { title: 'Edge', sub_title: '' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

export const None: Story = {
  name: 'None: nothing shown',
  tags: ['no-visual'], // an empty picture
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Specifications' })).toBeNull();
  },
};
