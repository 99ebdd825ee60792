// §2 the cart's Add Address modal (§5 fields and messages), opened from the address-selection modal.
// Same title as AddressModals.stories.tsx. Signed in as the demo shopper.
import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { AddAddressModal } from '@/features/cart/AddAddressModal';
import { mobile, recordRequests } from '../../support';

const onSaved = fn();
const onClose = fn();

const meta = preview.meta({
  title: 'Screens/My cart/Address modals',
  component: AddAddressModal,
  args: { opened: true, onClose, onSaved },
  parameters: { layout: 'fullscreen', session: demoSessions.withCart },
});

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** The modal moved focus inside itself: the picture is the same on every run. */
const focusSettled = async (element: HTMLElement) =>
  waitFor(() => expect(element.contains(document.activeElement)).toBe(true));

/** Fills every field in with a good address, ticks the terms and saves. */
async function save(modal: HTMLElement, phone = '7135550100') {
  const field = (name: RegExp) => within(modal).getByRole('textbox', { name });
  await userEvent.type(field(/Recipient name/), 'Sam Rivera');
  // Placed by picking it from the search (which fills line 1, city, state, postal code).
  await userEvent.type(within(modal).getByRole('combobox', { name: /Find your address/ }), 'bissonnet');
  await userEvent.click(await within(document.body).findByRole('option', { name: /2315 Bissonnet Street/ }));
  await waitFor(() => expect(field(/City/)).toHaveValue('Houston'));
  await userEvent.type(field(/Mobile number/), phone);
  await userEvent.click(within(modal).getByRole('checkbox', { name: /I agree to the Terms/ }));
  await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
}

export const AddForm = meta.story({
  name: 'Add Address: empty form',
  play: async () => {
    const modal = await dialog('Add Address');
    await focusSettled(modal);
    await expect(within(modal).getByRole('textbox', { name: /Recipient name/ })).toBeVisible();
  },
});

export const AddFormMobile = AddForm.extend({
  name: 'Add Address: empty form (375)',
  globals: mobile,
});

export const AddValidation = meta.story({
  name: 'Add Address: validation errors',
  play: async () => {
    const modal = await dialog('Add Address');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Mobile number/ }), '12345');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    for (const message of [
      'Please enter recipient name',
      'Please enter address line 1',
      'Please enter city',
      'Please enter state',
      'Please enter valid 10-digit mobile number',
      'Please agree to Terms & Conditions',
    ])
      await expect(await within(modal).findByText(message)).toBeVisible();
    // Focus goes to the first invalid field.
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: /Recipient name/ })).toHaveFocus());
  },
});

export const AddSaving = meta.story({
  name: 'Add Address: saving',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.saveAddress)] } },
  play: async () => {
    const modal = await dialog('Add Address');
    await save(modal);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save address' })).toBeDisabled());
  },
});

export const AddSaved = meta.story({
  name: 'Add Address: saved',
  tags: ['no-visual'],
  play: async () => {
    onSaved.mockClear();
    const modal = await dialog('Add Address');
    await save(modal);
    await expect(
      await within(document.body).findByText('Address added successfully. Freight quote will follow.'),
    ).toBeVisible();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    await expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'Sam Rivera', city: 'Houston' });
  },
});

const saves = recordRequests(endpoints.saveAddress);

export const AddPhoneAsTyped = meta.story({
  name: 'Add Address: phone typed as (713) 555-0123',
  tags: ['no-visual'], // ends as 'Add Address: saved' does
  parameters: { msw: { handlers: [saves.handler] } },
  beforeEach: saves.reset,
  play: async () => {
    const modal = await dialog('Add Address');
    await save(modal, '(713) 555-0123');
    await expect(
      await within(document.body).findByText('Address added successfully. Freight quote will follow.'),
    ).toBeVisible();
    // The contract's form of it: the 10 digits only.
    await expect(saves.requests).toEqual([
      expect.objectContaining({ 'Appuseraddress[mobile_number]': '7135550123' }),
    ]);
  },
});

export const AddRefused = meta.story({
  name: 'Add Address: refused',
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...scenarios.statusZero(endpoints.saveAddress, 'Nope')] } },
  play: async () => {
    const modal = await dialog('Add Address');
    await save(modal);
    await expect(await within(document.body).findByText('Failed to add address')).toBeVisible();
  },
});

export const AddServerMessage = meta.story({
  name: 'Add Address: server message',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: [...scenarios.serverError(endpoints.saveAddress, 'Address book is full')] },
  },
  play: async () => {
    const modal = await dialog('Add Address');
    await save(modal);
    await expect(await within(document.body).findByText('Address book is full')).toBeVisible();
  },
});
