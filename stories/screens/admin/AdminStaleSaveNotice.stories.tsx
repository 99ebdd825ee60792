// A settings save opened before another owner's is refused, and so is one with the "changed elsewhere"
// notice showing but not yet refused (the notice may be out of view: a product's sits 4,000 px above its
// Save on a phone); the notice then takes the focus, and the save after that writes over the other change
// knowingly. A newer record read while the save was on its way is shown at once. A category saved from its
// form puts its new version in the list, so its row's Hide pressed before the list is read again is not
// refused (useFollowRead, docs/admin.md "Changed elsewhere").
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StepFunction } from 'storybook/internal/types';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import { STALE_SAVE_MESSAGE } from '@/contract/admin';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminMock, adminStates } from '@mocks/handlers/admin';
import { mobile, routesAt } from '../../support';
import {
  changedNotice,
  changedNoticeFocused,
  noChangedNotice,
  retype,
  savedElsewhere,
  settingsForm,
  thenOnline,
} from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Changed elsewhere: refused save',
  component: AdminSettingsScreen,
  parameters: routesAt('/admin/settings'),
});

/**
 * Another owner saves the settings, then this owner saves an edit: refused (the edits kept, no error,
 * nothing written, the notice focused), then saved again: the owner's version, knowingly. `noticeFirst`:
 * the read was asked again before the save, so the notice was showing already.
 */
const refusedThenSavedAgain =
  (noticeFirst: boolean) =>
  async ({ canvasElement, step }: { canvasElement: HTMLElement; step: StepFunction }) => {
    const form = await settingsForm(canvasElement);
    await retype(form, 'Contact number', '(555) 000-1111');
    savedElsewhere((shop) => (shop.settings.meta_title = 'Oak floors in Houston'));
    if (noticeFirst) {
      thenOnline();
      // Not yet refused: it does not say a save writes over (the next one is refused once more).
      const shown = within(await changedNotice(form));
      await expect(shown.getByText(ADMIN_TEXT.changedElsewhereHint)).toBeVisible();
    }
    await userEvent.click(form.getByRole('button', { name: ADMIN_TEXT.save }));
    await step('refused: the notice focused, the edits kept, no error and nothing written', async () => {
      await changedNoticeFocused(form);
      const shown = within(await changedNotice(form));
      await expect(shown.getByText(ADMIN_TEXT.changedElsewhereRefusedHint)).toBeVisible();
      await expect(form.getByLabelText('Contact number')).toHaveValue('(555) 000-1111');
      await expect(form.queryByRole('alert')).toBeNull();
      await expect(adminMock().settings.contact_no).not.toBe('(555) 000-1111');
      await expect(adminMock().settings.meta_title).toBe('Oak floors in Houston');
    });
    await step('saved again with the notice showing: the owner’s version, knowingly', async () => {
      await userEvent.click(form.getByRole('button', { name: ADMIN_TEXT.save }));
      await waitFor(() => noChangedNotice(form));
      await expect(adminMock().settings.contact_no).toBe('(555) 000-1111');
    });
  };

export const SettingsRefused = meta.story({
  name: 'Settings: a save opened before another owner’s, refused',
  tags: ['no-visual'],
  play: refusedThenSavedAgain(false),
});

export const SettingsRefusedMobile = SettingsRefused.extend({
  name: 'Settings: a save opened before another owner’s, refused (mobile)',
  tags: ['no-visual'], // ends as the settings do, with the save's notification
  globals: mobile,
});

export const NoticeShowingRefused = meta.story({
  name: 'Settings: a save with the notice showing is refused too; saved again, written over knowingly',
  tags: ['no-visual'],
  play: refusedThenSavedAgain(true),
});

const settingsSave = adminStates.held('adminSaveSettings');

export const NewerWhileSaving = meta.story({
  name: 'Settings: another owner’s save read while this one is on its way: refused, the notice focused at once',
  tags: ['no-visual'],
  beforeEach: settingsSave.reset,
  parameters: { msw: { handlers: settingsSave.handlers } },
  play: async ({ canvasElement, step }) => {
    const form = await settingsForm(canvasElement);
    await retype(form, 'Contact number', '(555) 000-1111');
    settingsSave.hold();
    await userEvent.click(form.getByRole('button', { name: ADMIN_TEXT.save }));
    savedElsewhere((shop) => (shop.settings.meta_title = 'Oak floors in Houston'));
    thenOnline();
    await changedNotice(form);
    settingsSave.release();
    // Asked again after the refusal, the read answers the record the form has shown already.
    await step('refused: the notice takes the focus', () => changedNoticeFocused(form));
    await step('the latest loaded: a later change elsewhere is taken, with no notice', async () => {
      const shown = await changedNotice(form);
      await userEvent.click(within(shown).getByRole('button', { name: ADMIN_TEXT.loadLatest }));
      savedElsewhere((shop) => (shop.settings.meta_title = 'Floors of Houston'));
      thenOnline();
      await waitFor(() => expect(form.getByLabelText('Meta title')).toHaveValue('Floors of Houston'));
      await noChangedNotice(form);
    });
  },
});

const categoryList = adminStates.held('adminCategories');

export const CategoryHiddenAfterSave = meta.story({
  name: 'A category saved, then its Hide pressed before the list is read again: hidden, not refused',
  tags: ['no-visual'],
  beforeEach: categoryList.reset,
  parameters: { route: '/admin/categories', msw: { handlers: categoryList.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const list = within(await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 }));
    const first = adminMock().categories.find((c) => c.position === 0)!;
    await userEvent.click(list.getByRole('button', { name: `Edit: ${first.title}` }));
    const form = within(list.getByRole('form', { name: `Edit ${first.title}` }));
    await userEvent.type(form.getByLabelText('Description'), ' Waterproof.');
    // The list's next read answers only at the end: the row's Hide is pressed before it.
    categoryList.hold();
    await userEvent.click(form.getByRole('button', { name: ADMIN_TEXT.save }));
    await page.findByText(ADMIN_TEXT.categorySaved(first.title));
    await userEvent.click(list.getByRole('button', { name: `Hide: ${first.title}` }));
    await page.findByText(ADMIN_TEXT.categoryHidden(first.title));
    await expect(page.queryByText(STALE_SAVE_MESSAGE)).toBeNull();
    const stored = adminMock().categories.find((c) => c.id === first.id)!;
    await expect(stored.hidden).toBe(true);
    await expect(stored.description).toMatch(/ Waterproof\.$/);
    categoryList.release();
  },
});
