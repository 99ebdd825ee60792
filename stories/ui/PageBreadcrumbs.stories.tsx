import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageBreadcrumbs } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = {
  title: 'UI/PageBreadcrumbs',
  component: PageBreadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'SPC Flooring', href: '/products/category/3' },
      { label: 'Natural Oak SPC 7" Wide Plank' },
    ],
  },
  parameters: { route: '/products/natural-oak-spc' },
} satisfies Meta<typeof PageBreadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ProductTrail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const current = canvas.getByText('Natural Oak SPC 7" Wide Plank');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();

    await userEvent.click(canvas.getByRole('link', { name: 'SPC Flooring' }));
    await expectNavigatedTo(loaded, '/products/category/3');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Luxury Vinyl Tile', href: '/products/category/4' },
      { label: 'Espresso Hickory SPC Rigid Core Waterproof Click Flooring 12mil' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Espresso Hickory/)).toHaveAttribute('aria-current', 'page');
  },
};
