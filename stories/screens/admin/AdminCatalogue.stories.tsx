// /admin/products and /admin/products/:id: every product (a long list; rows moved with the focus following,
// hidden and shown), a new product, the edit form with a price saved,
// the contract's messages on bad fields, a taken slug refused; loading, failed with a retry, mobile.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminProductsScreen } from '@/features/admin/AdminScreen';
import AdminProductsPage from '@/features/admin/AdminProductsPage';
import AdminProductPage from '@/features/admin/AdminProductPage';
import { mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Products',
  component: AdminProductsScreen,
  // The pages the back office's screen module shows at this story's address.
  subcomponents: { AdminProductsPage, AdminProductPage },
  parameters: routesAt('/admin/products'),
});

const editing = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
  return canvas;
};

export const List = meta.story({
  name: 'Product list',
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Products' });
    await canvas.findByRole('link', { name: 'Coastal Oak SPC' });
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(20);
  },
});

export const ListLoading = meta.story({ name: 'Product list loading', ...adminLoading('adminProducts') });

export const ListFailed = meta.story({
  name: 'Product list failed, then retried',
  ...adminFailedThenRetried('adminProducts', (canvasElement) =>
    within(canvasElement).findByRole('link', { name: 'Coastal Oak SPC' }),
  ),
});

export const Edit = meta.story({
  name: 'Edit: price saved',
  parameters: { route: '/admin/products/1' },
  play: async ({ canvasElement }) => {
    const canvas = await editing(canvasElement);
    // A new price per sqft: the box price follows ($2.59 × 23.77 sqft; AdminProductPrice.stories.tsx).
    const price = canvas.getByLabelText('Price per sqft ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '2.59');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await within(canvasElement.ownerDocument.body).findByText('Product saved');
    await waitFor(() => expect(canvas.getByLabelText('Price per box ($)')).toHaveValue('61.56'));
  },
});

export const EditInvalid = meta.story({
  name: 'Edit: validation errors',
  parameters: { route: '/admin/products/1' },
  play: async ({ canvasElement }) => {
    const canvas = await editing(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.clear(canvas.getByLabelText(/^Slug/));
    await userEvent.type(canvas.getByLabelText(/^Slug/), 'Not A Slug');
    await userEvent.clear(canvas.getByLabelText('Price per box ($)'));
    await userEvent.type(canvas.getByLabelText('Price per box ($)'), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Slug: lower-case letters, digits and single hyphens only')).toBeVisible();
    await expect(canvas.getByText('Enter an amount in dollars, like 12.99')).toBeVisible();
  },
});

// On a phone the form's Save is 4,000 px below its title: a refused save puts the focus (and so the view) on
// the first field it refused.
export const EditRefusedMobile = meta.story({
  name: 'Edit: refused save, the first refused field focused (mobile)',
  parameters: { route: '/admin/products/1' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await editing(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.clear(canvas.getByLabelText('Sqft per box'));
    await userEvent.type(canvas.getByLabelText('Sqft per box'), 'many');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required');
  },
});

export const EditSlugTaken = meta.story({
  name: 'Edit: slug taken',
  parameters: { route: '/admin/products/1' },
  play: async ({ canvasElement }) => {
    const canvas = await editing(canvasElement);
    const slug = canvas.getByLabelText(/^Slug/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'smoked-walnut-spc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/already used by “Smoked Walnut SPC”/);
    // Far above Save: brought into view with the focus (it said nothing near Save before).
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(slug).toHaveValue('smoked-walnut-spc');
  },
});

export const EditFailed = meta.story({
  name: 'Edit: failed, then retried',
  ...adminFailedThenRetried('adminProduct', editing, '/admin/products/1'),
});

export const ListMove = meta.story({
  name: 'Product list: moved up and down, the focus follows',
  tags: ['no-visual'], // ends with the order as it began: the product list's picture
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Coastal Oak SPC' });
    const titles = () =>
      canvas.getAllByRole('link').filter((a) => a.getAttribute('href')?.match(/\/admin\/products\/\d+$/));
    const second = titles()[1]!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: `Move up: ${second}` }));
    await waitFor(() => expect(titles()[0]).toHaveTextContent(second));
    // At the top, "Move up" has nowhere to go: the focus is on the row's "Move down".
    await waitFor(() => expect(canvas.getByRole('button', { name: `Move down: ${second}` })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()[1]).toHaveTextContent(second));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Move down: ${second}` })).toHaveFocus());
  },
});

export const ListHide = meta.story({
  name: 'Product list: hidden, then shown',
  tags: ['no-visual'], // ends shown again: the product list's picture
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide: Coastal Oak SPC' }));
    await body.findByText('Coastal Oak SPC is hidden from shoppers');
    const row = canvas.getByRole('link', { name: 'Coastal Oak SPC' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Hidden')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Show: Coastal Oak SPC' }));
    await waitFor(() => expect(within(row).queryByText('Hidden')).toBeNull());
  },
});

export const NewProduct = meta.story({
  name: 'New product: created',
  parameters: { route: '/admin/products/new' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'New product' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Harbour Oak SPC');
    await userEvent.type(canvas.getByLabelText(/^Slug/), 'harbour-oak-spc');
    await userEvent.type(canvas.getByLabelText('Price per box ($)'), '59.90');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await within(canvasElement.ownerDocument.body).findByText('Product saved');
    await canvas.findByRole('heading', { level: 1, name: 'Harbour Oak SPC' });
    await expect(canvas.getByLabelText('Price per box ($)')).toHaveValue('59.90');
  },
});

export const ListMobile = meta.story({
  name: 'Product list (mobile)',
  globals: mobile,
  play: async ({ canvas }) => {
    // Each product is a card on a phone: its prices are in sight and say what they are per.
    const link = await canvas.findByRole('link', { name: 'Coastal Oak SPC' });
    const cells = within(link.closest('tr')!).getAllByRole('cell');
    for (const cell of cells) await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(cells.at(-2)).toHaveTextContent(/^\$[\d,]+\.\d{2} \/ sqft$/);
    await expect(cells.at(-1)).toHaveTextContent(/^\$[\d,]+\.\d{2} \/ box$/);
    // Nor does the CSV card's file input push the page sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});
export const EditMobile = meta.story({
  name: 'Edit (mobile)',
  parameters: { route: '/admin/products/1' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await editing(canvasElement);
  },
});
