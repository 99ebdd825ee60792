// /admin/settings, the delivery tiers' form: a refused save puts the focus in the first field at fault (the
// right field of the right row; for a rule between rows, the row it names), its message under that field
// and tied to it, as the back office's other forms do.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import { DeliveryTiersForm } from '@/features/admin/DeliveryTiersForm';
import { mobile, routesAt, type Canvas } from '../../support';
import { retype } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Delivery tiers',
  component: AdminSettingsScreen,
  subcomponents: { DeliveryTiersForm },
  parameters: routesAt('/admin/settings'),
});

const tiersForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name: 'Delivery tiers' }));
};

/** The focused field is `label`, marked invalid, and its description is `message`. */
const focusedAtFault = async (form: Canvas, label: string, message: string) => {
  const field = form.getByLabelText(label);
  await waitFor(() => expect(field).toHaveFocus());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
};

export const RowNotANumber = meta.story({
  name: 'Refused save: the first field at fault focused',
  play: async ({ canvasElement }) => {
    const form = await tiersForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add tier' }));
    await retype(form, 'Tier 3 to (mi)', '300');
    await retype(form, 'Tier 3 per pallet ($)', 'lots');
    await retype(form, 'Tier 2 to (mi)', 'far');
    await userEvent.click(form.getByRole('button', { name: 'Save tiers' }));
    // Row 2's To comes first in the form; row 3's price is marked too, under its own field.
    await focusedAtFault(form, 'Tier 2 to (mi)', 'To must be a number of miles');
    await expect(form.getByLabelText('Tier 3 per pallet ($)')).toHaveAccessibleDescription(
      'Price per pallet: an amount in dollars, like 150.00',
    );
    await expect(form.getByLabelText('Tier 2 from (mi)')).not.toHaveAttribute('aria-invalid', 'true');
  },
});

export const Overlap = meta.story({
  name: 'Refused save: overlapping tiers, the later row focused',
  play: async ({ canvasElement }) => {
    const form = await tiersForm(canvasElement);
    await retype(form, 'Tier 2 from (mi)', '90');
    await userEvent.click(form.getByRole('button', { name: 'Save tiers' }));
    await focusedAtFault(form, 'Tier 2 from (mi)', 'Overlaps the tier ending at 100.00 mi');
  },
});

export const ReversedRange = meta.story({
  name: 'Refused save: To before From, its To focused',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await tiersForm(canvasElement);
    await retype(form, 'Tier 2 to (mi)', '50');
    await userEvent.click(form.getByRole('button', { name: 'Save tiers' }));
    await focusedAtFault(form, 'Tier 2 to (mi)', 'To must not be less than From');
    // Fixed, the same press saves.
    await retype(form, 'Tier 2 to (mi)', '150');
    await userEvent.click(form.getByRole('button', { name: 'Save tiers' }));
    await within(canvasElement.ownerDocument.body).findByText('Delivery tiers saved');
  },
});
