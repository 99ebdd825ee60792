// Addresses a shopper can fix: a typed address is asked to be picked from the search (and can still be
// saved without a pick), saved addresses are edited from the selection modal, and §5 "Auth key missing"
// when the session ended while the form was open.
import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { db, demoSessions } from '@mocks/db';
import { Address } from '@/contract/entities';
import { AddAddressModal } from '@/features/cart/AddAddressModal';
import { AddressSelectModal } from '@/features/cart/AddressSelectModal';
import { sessionStore } from '@/state';

const [houston] = demoUser.addresses;
const houstonId = Number(houston!.appuser_address_id);
const onSelect = fn();
const onSaved = fn();

const meta = preview.meta({
  title: 'Screens/My cart/Address modals/Fixing addresses',
  component: AddressSelectModal,
  subcomponents: { AddAddressModal },
  args: { opened: true, onClose: fn(), selectedId: houstonId, onSelect, onDeleted: fn() },
  parameters: { layout: 'fullscreen', session: demoSessions.withCart },
});

const body = () => within(document.body);
const dialog = (name: string) => body().findByRole('dialog', { name });
const field = (modal: HTMLElement, name: RegExp) => within(modal).getByRole('textbox', { name });

/** Name, line 1, city, state, mobile and terms typed by hand: no place picked, no coordinates. */
async function typeByHand(modal: HTMLElement) {
  await userEvent.type(field(modal, /Recipient name/), 'Sam Rivera');
  await userEvent.type(field(modal, /Address line 1/), '500 Main St');
  await userEvent.type(field(modal, /City/), 'Houston');
  await userEvent.type(field(modal, /State/), 'TX');
  await userEvent.type(field(modal, /Mobile number/), '7135550100');
  await userEvent.click(within(modal).getByRole('checkbox', { name: /I agree to the Terms/ }));
}

export const AskedToPick = meta.story({
  name: 'Add Address: typed by hand, asked to pick from the search',
  render: () => <AddAddressModal opened onClose={fn()} onSaved={onSaved} />,
  play: async ({ step }) => {
    const modal = await dialog('Add Address');
    await typeByHand(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await step('the search asks for a pick; nothing is saved yet', async () => {
      await expect(
        await within(modal).findByText(/Please pick your address from the search results/),
      ).toBeVisible();
      await expect(within(modal).getByRole('button', { name: 'Save without a map pick' })).toBeVisible();
      await waitFor(() =>
        expect(within(modal).getByRole('combobox', { name: /Find your address/ })).toHaveFocus(),
      );
    });
  },
});

export const SavedWithoutPick = meta.story({
  name: 'Add Address: saved without a pick when asked again',
  tags: ['no-visual'],
  render: () => <AddAddressModal opened onClose={fn()} onSaved={onSaved} />,
  play: async () => {
    onSaved.mockClear();
    const modal = await dialog('Add Address');
    await typeByHand(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await userEvent.click(await within(modal).findByRole('button', { name: 'Save without a map pick' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    await expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'Sam Rivera', latitude: null });
  },
});

export const AuthKeyMissing = meta.story({
  name: 'Add Address: the session ended ("Auth key missing")',
  tags: ['no-visual'],
  render: () => <AddAddressModal opened onClose={fn()} onSaved={onSaved} />,
  play: async () => {
    const modal = await dialog('Add Address');
    await typeByHand(modal);
    // Signed out in another tab while the form was open.
    sessionStore.authKey = null;
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await userEvent.click(await within(modal).findByRole('button', { name: 'Save without a map pick' }));
    await expect(await body().findByText('Auth key missing')).toBeVisible();
  },
});

export const EditForm = meta.story({
  name: 'Edit: the saved address in the form',
  render: () => <AddAddressModal opened onClose={fn()} onSaved={onSaved} address={Address.parse(houston)} />,
  play: async () => {
    const modal = await dialog('Edit Address');
    await expect(field(modal, /Recipient name/)).toHaveValue(houston!.name);
    await expect(field(modal, /City/)).toHaveValue(houston!.city);
    await expect(within(modal).getByRole('combobox', { name: /Find your address/ })).toHaveValue(
      houston!.address_line_1,
    );
    await expect(within(modal).getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
  },
});

export const EditSaved = meta.story({
  name: 'Edit: saved with the same id, listed again',
  tags: ['no-visual'],
  play: async () => {
    const select = await dialog('Select delivery address');
    await userEvent.click(
      await within(select).findByRole('button', {
        name: `Edit address ${houston!.name}, ${houston!.address_line_1}`,
      }),
    );
    const modal = await dialog('Edit Address');
    const line2 = field(modal, /Address line 2/);
    await userEvent.clear(line2);
    await userEvent.type(line2, 'Gate code 4411');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await expect(await body().findByText('Address updated successfully.')).toBeVisible();
    await expect(await within(select).findByText(/Gate code 4411/)).toBeVisible();
    await expect(db.addresses.get(houstonId)).toMatchObject({ address_line_2: 'Gate code 4411' });
    await expect(within(select).getAllByRole('radio')).toHaveLength(demoUser.addresses.length);
  },
});
