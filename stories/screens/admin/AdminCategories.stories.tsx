// /admin/categories: the list in the shop's order (moved with the keyboard's focus following the row,
// hidden and shown, also while its form is open), a category created and one edited, the form's
// messages, loading, failed with a retry, empty, and on a phone (the row actions under the name, no
// sideways scroll).
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUrl } from '@mocks/handlers/admin';
import { okEnvelope } from '@/contract/envelope';
import { AdminCategoriesScreen } from '@/features/admin/AdminScreen';
import AdminCategoriesPage from '@/features/admin/AdminCategoriesPage';
import { ListItemControls } from '@/features/admin/ListItemControls';
import { mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Categories',
  component: AdminCategoriesScreen,
  subcomponents: { AdminCategoriesPage, ListItemControls },
  parameters: routesAt('/admin/categories'),
});

const listed = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Categories' });
  const names = () =>
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')!.textContent);
  return { canvas, list, names };
};

export const List = meta.story({
  name: 'Category list',
  play: async ({ canvasElement }) => {
    const { names } = await listed(canvasElement);
    await expect(names().length).toBeGreaterThan(1);
  },
});

export const Moved = meta.story({
  name: 'Moved down and up, the focus follows',
  tags: ['no-visual'], // ends with the order as it began: the list's picture
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const [first, second] = names();
    await userEvent.click(canvas.getByRole('button', { name: `Move down: ${first}` }));
    await waitFor(() => expect(names().slice(0, 2)).toEqual([second, first]));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Move down: ${first}` })).toHaveFocus());
    await userEvent.tab({ shift: true }); // its "Move up"
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names().slice(0, 2)).toEqual([first, second]));
    // Back at the top: the focus is on the row's "Move down".
    await waitFor(() => expect(canvas.getByRole('button', { name: `Move down: ${first}` })).toHaveFocus());
  },
});

export const Hidden = meta.story({
  name: 'Hidden, then shown',
  tags: ['no-visual'], // ends shown again: the list's picture
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const [first] = names();
    await userEvent.click(canvas.getByRole('button', { name: `Hide: ${first}` }));
    await within(canvasElement.ownerDocument.body).findByText(`${first} is hidden from shoppers`);
    await userEvent.click(await canvas.findByRole('button', { name: `Show: ${first}` }));
    await canvas.findByRole('button', { name: `Hide: ${first}` });
  },
});

export const HiddenWhileEditing = meta.story({
  name: 'Hidden from its row while its form is open: the form follows',
  tags: ['no-visual'], // ends on the list's picture, the category hidden
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const [first] = names();
    await userEvent.click(canvas.getByRole('button', { name: `Edit: ${first}` }));
    const form = await canvas.findByRole('form', { name: `Edit ${first}` });
    await expect(within(form).getByLabelText('Hidden from shoppers')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: `Hide: ${first}` }));
    await canvas.findByRole('button', { name: `Show: ${first}` });
    await waitFor(() => expect(within(form).getByLabelText('Hidden from shoppers')).toBeChecked());
    // Saving the form (for another change) keeps it hidden.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(canvasElement.ownerDocument.body).findByText(`${first} saved`);
    await expect(await canvas.findByRole('button', { name: `Show: ${first}` })).toBeVisible();
  },
});

export const Created = meta.story({
  name: 'A category created',
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const form = canvas.getByRole('form', { name: 'New category' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create category' }));
    await expect(await within(form).findByText('Title is required')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Outdoor decking');
    await userEvent.click(within(form).getByRole('button', { name: 'Create category' }));
    await within(canvasElement.ownerDocument.body).findByText('Outdoor decking created');
    await waitFor(() => expect(names().at(-1)).toBe('Outdoor decking'));
    await expect(within(form).getByLabelText(/^Title/)).toHaveValue('');
  },
});

export const Edited = meta.story({
  name: 'A category edited',
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const [first] = names();
    await userEvent.click(canvas.getByRole('button', { name: `Edit: ${first}` }));
    const form = canvas.getByRole('form', { name: `Edit ${first}` });
    const title = within(form).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Rigid core (SPC)');
    await userEvent.type(within(form).getByLabelText('Description'), ' Waterproof.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(canvasElement.ownerDocument.body).findByText('Rigid core (SPC) saved');
    await waitFor(() => expect(names()[0]).toBe('Rigid core (SPC)'));
  },
});

export const TypedWhileLoading = meta.story({
  name: 'A new category typed while the list loads keeps its title',
  parameters: {
    msw: {
      handlers: [
        // The list answers only after the owner has typed (the story lets it through).
        http.post(adminUrl('adminCategories'), async () => {
          await new Promise<void>((resolve) => (window.__releaseCategories = resolve));
          return HttpResponse.json(
            okEnvelope([
              {
                id: 1,
                title: 'SPC',
                description: '',
                image: '',
                on_home: true,
                hidden: false,
                position: 0,
                product_count: 8,
                version: 0,
              },
            ]),
          );
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'New category' });
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Laminate');
    await waitFor(() => expect(typeof window.__releaseCategories).toBe('function'));
    window.__releaseCategories!();
    await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(form).getByLabelText(/^Title/)).toHaveValue('Laminate');
  },
});

export const Loading = meta.story({ name: 'Category list loading', ...adminLoading('adminCategories') });

export const Failed = meta.story({
  name: 'Category list failed, then retried',
  tags: ['no-visual'], // ends on the list: its picture
  ...adminFailedThenRetried('adminCategories', listed),
});

export const Empty = meta.story({
  name: 'No categories yet',
  parameters: {
    msw: { handlers: [http.post(adminUrl('adminCategories'), () => HttpResponse.json(okEnvelope([])))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No categories yet')).toBeVisible();
  },
});

export const Mobile = meta.story({
  name: 'Category list (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { canvas, names } = await listed(canvasElement);
    const button = canvas.getByRole('button', { name: `Hide: ${names()[0]}` });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
});

declare global {
  interface Window {
    __releaseCategories?: () => void;
  }
}
