// /admin/settings and /admin/audit: the shop's settings and the delivery tiers (checked as typed, with a
// quote preview), a gap between tiers refused by row; the audit log empty and after changes; loading,
// failed with a retry, mobile.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import AdminSettingsPage from '@/features/admin/AdminSettingsPage';
import { DeliveryTiersForm } from '@/features/admin/DeliveryTiersForm';
import AdminAuditPage from '@/features/admin/AdminAuditPage';
import { mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried, retype } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Settings',
  component: AdminSettingsScreen,
  // The pages the back office's screen module shows at this story's address.
  subcomponents: { AdminSettingsPage, DeliveryTiersForm, AdminAuditPage },
  parameters: routesAt('/admin/settings'),
});

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Shop settings' });
  return canvas;
};

export const Settings = meta.story({
  name: 'Settings and tiers, with a quote',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByLabelText('Tax (%)')).toHaveValue('8.25');
    await expect(canvas.getByText('Express Delivery: $150.00 (1 pallet(s))')).toBeVisible();
  },
});

// The page opened again from another section shows what was saved, not what was loaded before the save
// (a next save then wrote the old values back).
export const SavedThenReopened = meta.story({
  name: 'Saved, then opened again from another section: as saved',
  play: async ({ canvasElement, step }) => {
    let canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('settings and tiers saved', async () => {
      await userEvent.clear(canvas.getByLabelText('Meta title'));
      await userEvent.type(canvas.getByLabelText('Meta title'), 'Oak floors in Houston');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await body.findByText('Settings saved');
      await userEvent.clear(canvas.getByLabelText('Tier 2 per pallet ($)'));
      await userEvent.type(canvas.getByLabelText('Tier 2 per pallet ($)'), '210.00');
      await userEvent.click(canvas.getByRole('button', { name: 'Save tiers' }));
      await body.findByText('Delivery tiers saved');
    });
    await step('to the orders and back', async () => {
      // Each page has a frame of its own: the sections bar is found again.
      const section = (name: string) =>
        within(canvas.getByRole('navigation', { name: 'Back office sections' })).getByRole('link', { name });
      await userEvent.click(section('Orders'));
      await canvas.findByRole('heading', { level: 1, name: 'Orders' });
      await userEvent.click(section('Settings'));
      canvas = await loaded(canvasElement);
      await expect(canvas.getByLabelText('Meta title')).toHaveValue('Oak floors in Houston');
      await expect(canvas.getByLabelText('Tier 2 per pallet ($)')).toHaveValue('210.00');
    });
  },
});

export const TierGap = meta.story({
  name: 'Tiers: a gap refused',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const from = canvas.getByLabelText('Tier 2 from (mi)');
    await userEvent.clear(from);
    await userEvent.type(from, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save tiers' }));
    await expect(await canvas.findByText('Leaves a gap after 100.00 mi: start at 100.01')).toBeVisible();
    await expect(canvas.getByText('Fix the tiers to see a quote.')).toBeVisible();
  },
});

// Its picture is the gap's: one row refused, under the row.
export const TierTooFar = meta.story({
  name: 'Tiers: past 10,000 mi refused',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const to = canvas.getByLabelText('Tier 2 to (mi)');
    await userEvent.clear(to);
    await userEvent.type(to, '1000000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save tiers' }));
    await expect(await canvas.findByText('Miles must be at most 10,000')).toBeVisible();
  },
});

export const SettingsInvalid = meta.story({
  name: 'Settings: validation errors',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Tax (%)'));
    await userEvent.type(canvas.getByLabelText('Tax (%)'), '120');
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'not-mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Tax must be at most 100 %')).toBeVisible();
    await expect(canvas.getByText('E-mail must be an e-mail address')).toBeVisible();
  },
});

// Its picture is the validation errors': a message under the field.
export const SettingsLinkInvalid = meta.story({
  name: 'Settings: a map embed snippet instead of its link',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const map = canvas.getByLabelText('Map URL');
    await userEvent.clear(map);
    await userEvent.type(map, '<iframe src="https://www.google.com/maps/embed"></iframe>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Map URL must be a link starting with https://')).toBeVisible();
    await expect(map).toHaveValue('<iframe src="https://www.google.com/maps/embed"></iframe>');
  },
});

export const Loading = meta.story(adminLoading('adminSettings'));

export const Failed = meta.story({
  name: 'Failed, then retried',
  ...adminFailedThenRetried('adminSettings', loaded),
});

export const AuditEmpty = meta.story({
  name: 'Audit log: empty',
  parameters: { route: '/admin/audit' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No changes yet' });
  },
});

/** A tier's price changed and saved, then the audit log: one change listed, by its row and field. */
const auditAfterAChange = async (canvasElement: HTMLElement) => {
  const canvas = await loaded(canvasElement);
  await retype(canvas, 'Tier 1 per pallet ($)', '160');
  await userEvent.click(canvas.getByRole('button', { name: 'Save tiers' }));
  await within(canvasElement.ownerDocument.body).findByText('Delivery tiers saved');
  await userEvent.click(canvas.getByRole('link', { name: 'Audit log' }));
  await canvas.findByText('delivery_tiers');
  await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  await expect(canvas.getByText(/row 1 price_per_pallet_cents: \d+ → 16000/)).toBeVisible();
  return canvas;
};

export const AuditAfterChanges = meta.story({
  name: 'Audit log: after a change',
  play: async ({ canvasElement }) => {
    await auditAfterAChange(canvasElement);
  },
});

export const AuditMobile = meta.story({
  name: 'Audit log: after a change (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    // Each change is a card on a phone: who, when and the before and after in sight, nothing sideways.
    const canvas = await auditAfterAChange(canvasElement);
    const cells = within(canvas.getAllByRole('row')[1]!).getAllByRole('cell');
    for (const cell of cells) await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(cells.at(-1)).toHaveTextContent('→');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const SettingsMobile = Settings.extend({ name: 'Settings and tiers (mobile)', globals: mobile });
