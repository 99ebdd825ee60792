// A save opened before another owner's (who saved while this window never left the screen, so its read was
// not asked again): the server refuses it (409) and the form keeps the owner's edits and shows the "changed
// elsewhere" notice with Load the latest, not an error (useFollowRead, docs/admin.md "Changed elsewhere";
// the settings' save, refused and then saved again knowingly: AdminStaleSaveNotice.stories.tsx). And the
// delivery tiers, rows in React state, follow another owner's change as the other forms do. And a save
// refused because the session ended (FormFailure; a taken slug: AdminCatalogue's "Edit: slug taken").
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import { DeliveryTiersForm } from '@/features/admin/DeliveryTiersForm';
import { STALE_SAVE_MESSAGE } from '@/contract/admin';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminMock } from '@mocks/handlers/admin';
import { routesAt } from '../../support';
import {
  changedNotice,
  changedNoticeFocused,
  noChangedNotice,
  retype,
  savedElsewhere,
  thenOnline,
} from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Changed elsewhere: refused save',
  component: AdminSettingsScreen,
  subcomponents: { DeliveryTiersForm },
  parameters: routesAt('/admin/settings'),
});

type Shop = ReturnType<typeof adminMock>;

export const AboutRefusedThenLatest = meta.story({
  name: 'About: refused, then the latest loaded',
  tags: ['no-visual'],
  parameters: { route: '/admin/content' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = within(await canvas.findByRole('form', { name: ADMIN_TEXT.aboutTitle }));
    await retype(about, 'Title', 'About our shop');
    savedElsewhere((shop) => (shop.content.about = { ...shop.content.about, title: 'Family-run' }));
    await userEvent.click(about.getByRole('button', { name: ADMIN_TEXT.save }));
    await userEvent.click(
      within(await changedNotice(about)).getByRole('button', { name: ADMIN_TEXT.loadLatest }),
    );
    await expect(about.getByLabelText('Title')).toHaveValue('Family-run');
    await noChangedNotice(about);
    await expect(about.queryByRole('alert')).toBeNull();
  },
});

export const ProductRefused = meta.story({
  name: 'Product: a save opened before another owner’s, refused',
  tags: ['no-visual'],
  parameters: { route: '/admin/products/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
    await retype(canvas, 'Save badge', 'Save 20%');
    savedElsewhere((shop) => (shop.products.find((p) => p.id === 1)!.description = '<p>Wider planks.</p>'));
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    // The notice, 4,000 px above Save on a phone, is brought into view: its Load the latest has the focus.
    await changedNoticeFocused(canvas);
    await expect(canvas.getByLabelText('Save badge')).toHaveValue('Save 20%');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Not stale but signed out (the session ended): the alert, in view with the focus, offers sign-in in a new
 *  tab; the edits stay, and the same Save goes through once signed in again. */
export const SessionEnded = meta.story({
  name: 'The session ended before Save: sign in in a new tab, the edits kept',
  tags: ['no-visual'],
  parameters: { route: '/admin/products/1' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
    await retype(canvas, 'Save badge', 'Save 20%');
    adminMock().signedIn = false;
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/Please sign in to the back office\./);
    await waitFor(() => expect(alert).toHaveFocus());
    const signIn = within(alert).getByRole('link', { name: ADMIN_TEXT.signInAgain });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn.getAttribute('href')).toMatch(/^\/admin\/login\?redirect=%2Fadmin%2Fproducts%2F1/);
    await expect(canvas.getByLabelText('Save badge')).toHaveValue('Save 20%');
    // Signed in again (in the other tab): the same Save now goes through.
    adminMock().signedIn = true;
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    await waitFor(() =>
      expect(adminMock().products.find((p) => p.id === 1)!.save_button_price).toBe('Save 20%'),
    );
    await within(canvasElement.ownerDocument.body).findByText('Product saved');
  },
});

const tiersForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: ADMIN_TEXT.tiersTitle }));
const firstPrice = 'Tier 1 per pallet ($)';
const morePerPallet = (shop: Shop) =>
  (shop.tiers = shop.tiers.map((t) => ({ ...t, price_per_pallet_cents: 17_500 })));

export const TiersTakeTheNewValues = meta.story({
  name: 'Delivery tiers: no edits, the new values taken',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const form = await tiersForm(canvasElement);
    savedElsewhere(morePerPallet);
    thenOnline();
    await waitFor(() => expect(form.getByLabelText(firstPrice)).toHaveValue('175.00'));
    await noChangedNotice(form);
  },
});

export const TiersWithEdits = meta.story({
  name: 'Delivery tiers: unsaved edits, a notice, then the latest loaded',
  tags: ['no-visual'],
  play: async ({ canvasElement, step }) => {
    const form = await tiersForm(canvasElement);
    await retype(form, 'Tier 1 to (mi)', '40');
    savedElsewhere(morePerPallet);
    thenOnline();
    await step('the notice; the edit kept, nothing replaced', async () => {
      await expect(await changedNotice(form)).toBeVisible();
      await expect(form.getByLabelText('Tier 1 to (mi)')).toHaveValue('40');
      await expect(form.getByLabelText(firstPrice)).not.toHaveValue('175.00');
    });
    await step('Load the latest', async () => {
      await userEvent.click(
        within(await changedNotice(form)).getByRole('button', { name: ADMIN_TEXT.loadLatest }),
      );
      await expect(form.getByLabelText(firstPrice)).toHaveValue('175.00');
      await noChangedNotice(form);
    });
  },
});

export const TiersRefused = meta.story({
  name: 'Delivery tiers: a save opened before another owner’s, refused',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const form = await tiersForm(canvasElement);
    await retype(form, firstPrice, '160');
    savedElsewhere(morePerPallet);
    await userEvent.click(form.getByRole('button', { name: 'Save tiers' }));
    await expect(await changedNotice(form)).toBeVisible();
    await expect(form.getByLabelText(firstPrice)).toHaveValue('160');
    await expect(form.queryByRole('alert')).toBeNull();
    await expect(adminMock().tiers[0]!.price_per_pallet_cents).toBe(17_500);
  },
});

export const CategoryRowRefused = meta.story({
  name: 'A category’s Hide from a list read before another owner’s edit: refused, the list read again',
  tags: ['no-visual'],
  parameters: { route: '/admin/categories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    const first = adminMock().categories.find((c) => c.position === 0)!;
    const hide = within(list).getByRole('button', { name: `Hide: ${first.title}` });
    savedElsewhere((shop) => (shop.categories.find((c) => c.id === first.id)!.title = 'Rigid Core SPC'));
    await userEvent.click(hide);
    // Refused: the other owner's title is not written back, nothing is hidden, and the list shows the latest.
    await within(canvasElement.ownerDocument.body).findByText(STALE_SAVE_MESSAGE);
    await expect(await within(list).findByRole('button', { name: 'Hide: Rigid Core SPC' })).toBeVisible();
    const stored = adminMock().categories.find((c) => c.id === first.id)!;
    await expect(stored.title).toBe('Rigid Core SPC');
    await expect(stored.hidden).toBe(false);
  },
});
