// The product page's specifications (§2): groups of title → value rows, shown only when there are any.
import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Specifications } from '@/features/catalog/details/Specifications';
import { demoProduct, mobile } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // Dimensions, Performance, Warranty
const stairNosing = demoProduct('flush-stair-nosing-coastal-oak'); // a trim: Dimensions only

const meta = preview.meta({
  title: 'Screens/Product/Specifications',
  component: Specifications,
  args: { groups: coastalOak.product_specifications },
});

export const ThreeGroups = meta.story({
  name: 'Three groups',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Wear layer')).toBeVisible();
  },
});

export const ThreeGroupsMobile = ThreeGroups.extend({ name: 'Three groups (mobile)', globals: mobile });

export const OneGroup = meta.story({
  name: 'One group (a trim)',
  args: { groups: stairNosing.product_specifications },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
});

export const UntitledGroupEmptyValue = meta.story({
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
});

export const None = meta.story({
  name: 'None: nothing shown',
  tags: ['no-visual'], // an empty picture
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Specifications' })).toBeNull();
  },
});
