import preview from '../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { PageBreadcrumbs } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = preview.meta({
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
});

export const ProductTrail = meta.story({
  play: async ({ canvas, loaded }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const current = canvas.getByText('Natural Oak SPC 7" Wide Plank');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();

    await userEvent.click(canvas.getByRole('link', { name: 'SPC Flooring' }));
    await expectNavigatedTo(loaded, '/products/category/3');
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Mobile = meta.story({
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Luxury Vinyl Tile', href: '/products/category/4' },
      { label: 'Espresso Hickory SPC Rigid Core Waterproof Click Flooring 12mil' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Espresso Hickory/)).toHaveAttribute('aria-current', 'page');
  },
});
