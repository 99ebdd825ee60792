// A back-office form open while another owner (or another tab) saves the same thing: the read is asked again
// when the owner comes back to the window or the network comes back (here: the network, as focus is
// throttled to once in 5 s after a read). With no unsaved edits the form takes the new values; with
// unsaved edits a calm notice says so, "Load the latest" drops the edits, and nothing is overwritten
// silently either way (useLatestValues, docs/admin.md "Changed elsewhere").
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminMock } from '@mocks/handlers/admin';
import { mobile, routesAt } from '../../support';
import { changedNotice, retype, savedElsewhere, thenOnline } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Changed elsewhere',
  component: AdminSettingsScreen,
  parameters: routesAt('/admin/settings'),
});

/** Another owner's save (the mock shop's data changed), then this window is back online. */
const changedElsewhere = (change: Parameters<typeof savedElsewhere>[0]) => {
  savedElsewhere(change);
  thenOnline();
};

const settingsLoaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Shop settings' });
  return canvas;
};

export const TakesTheNewValues = meta.story({
  name: 'Settings: no edits, the new values taken',
  play: async ({ canvasElement }) => {
    const canvas = await settingsLoaded(canvasElement);
    changedElsewhere((shop) => (shop.settings.meta_title = 'Oak floors in Houston'));
    await waitFor(() => expect(canvas.getByLabelText('Meta title')).toHaveValue('Oak floors in Houston'));
    await expect(canvas.queryByRole('status', { name: ADMIN_TEXT.changedElsewhere })).toBeNull();
  },
});

export const WithEdits = meta.story({
  name: 'Settings: unsaved edits, a notice',
  play: async ({ canvasElement }) => {
    const canvas = await settingsLoaded(canvasElement);
    await retype(canvas, 'Contact number', '(555) 000-1111');
    changedElsewhere((shop) => (shop.settings.meta_title = 'Oak floors in Houston'));
    await expect(await changedNotice(canvas)).toBeVisible();
    // The owner's edit is kept, and nothing of theirs is replaced until they choose.
    await expect(canvas.getByLabelText('Contact number')).toHaveValue('(555) 000-1111');
    await expect(canvas.getByLabelText('Meta title')).not.toHaveValue('Oak floors in Houston');
  },
});

export const WithEditsMobile = WithEdits.extend({
  name: 'Settings: unsaved edits, a notice (mobile)',
  globals: mobile,
});

export const LoadTheLatest = meta.story({
  name: 'Settings: unsaved edits, the latest loaded',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await settingsLoaded(canvasElement);
    const contact = canvas.getByLabelText('Contact number');
    const before = (contact as HTMLInputElement).value;
    await retype(canvas, 'Contact number', '(555) 000-1111');
    changedElsewhere((shop) => (shop.settings.meta_title = 'Oak floors in Houston'));
    await userEvent.click(
      within(await changedNotice(canvas)).getByRole('button', { name: ADMIN_TEXT.loadLatest }),
    );
    await expect(canvas.getByLabelText('Meta title')).toHaveValue('Oak floors in Houston');
    await expect(contact).toHaveValue(before);
    await expect(canvas.queryByRole('status', { name: ADMIN_TEXT.changedElsewhere })).toBeNull();
  },
});

export const AboutWithEdits = meta.story({
  name: 'Home and About: unsaved edits, a notice on that part only',
  parameters: { route: '/admin/content' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = within(await canvas.findByRole('form', { name: ADMIN_TEXT.aboutTitle }));
    await retype(about, 'Title', 'About our shop');
    changedElsewhere((shop) => {
      shop.content.about = { ...shop.content.about, sub_title: 'Family-run since 1998' };
      shop.content.home = { ...shop.content.home, sps_flooring_title: 'Shop by floor' };
    });
    await expect(await changedNotice(about)).toBeVisible();
    // The home sections had no edits: they took the new title, with no notice.
    const home = within(canvas.getByRole('form', { name: ADMIN_TEXT.homeTitle }));
    await waitFor(() =>
      expect(home.getByLabelText(/^Categories section title/)).toHaveValue('Shop by floor'),
    );
    await expect(home.queryByRole('status')).toBeNull();
  },
});

export const ProductWithEdits = meta.story({
  name: 'Product: unsaved edits, a notice',
  parameters: { route: '/admin/products/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
    await retype(canvas, 'Save badge', 'Save 20%');
    changedElsewhere((shop) => {
      const product = shop.products.find((p) => p.id === 1)!;
      product.description = '<p>Waterproof oak look, now in wider planks.</p>';
    });
    await expect(await changedNotice(canvas)).toBeVisible();
    await expect(canvas.getByLabelText('Save badge')).toHaveValue('Save 20%');
  },
});

export const CategoryTakesTheNewValues = meta.story({
  name: 'Category: open, no edits, the new title taken',
  tags: ['no-visual'],
  parameters: { route: '/admin/categories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = adminMock().categories[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Edit: ${first.title}` }));
    const form = within(canvas.getByRole('form', { name: `Edit ${first.title}` }));
    changedElsewhere((shop) => (shop.categories[0]!.description = 'Rigid core, waterproof.'));
    await waitFor(() => expect(form.getByLabelText('Description')).toHaveValue('Rigid core, waterproof.'));
  },
});
