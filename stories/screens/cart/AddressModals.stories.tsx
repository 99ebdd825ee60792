// §2 the cart's address modals: the address-selection modal (radio list, Add New, Submit, delete per
// address) and the Add Address modal (§5 fields and messages). Signed in as the demo shopper.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { AddAddressModal } from '@/features/cart/AddAddressModal';
import { AddressSelectModal } from '@/features/cart/AddressSelectModal';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const [houston, austin] = demoUser.addresses;
const houstonId = Number(houston!.appuser_address_id);
/** An accessible name that mentions this address's street line (unique among the demo addresses). */
const naming = (address: typeof houston) => (name: string) => name.includes(String(address!.address_line_1));

const onSelect = fn();
const onDeleted = fn();
const onClose = fn();

const meta = {
  title: 'Screens/My cart/Address modals',
  component: AddressSelectModal,
  subcomponents: { AddAddressModal },
  args: { opened: true, onClose, selectedId: houstonId, onSelect, onDeleted },
  parameters: { layout: 'fullscreen', session: demoSessions.withCart },
} satisfies Meta<typeof AddressSelectModal>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** The modal moved focus inside itself: the picture is the same on every run. */
const focusSettled = async (element: HTMLElement) =>
  waitFor(() => expect(element.contains(document.activeElement)).toBe(true));

export const SelectionList: Story = {
  name: 'Selection: saved addresses, one chosen',
  play: async ({ step }) => {
    const modal = await dialog('Select delivery address');
    await focusSettled(modal);
    await step('one radio per saved address; the chosen one is checked', async () => {
      const radios = await within(modal).findAllByRole('radio');
      await expect(radios).toHaveLength(demoUser.addresses.length);
      await expect(within(modal).getByRole('radio', { name: naming(houston) })).toBeChecked();
    });
  },
};

export const SelectionListMobile: Story = {
  name: 'Selection: saved addresses (375)',
  globals: mobile,
  play: async () => {
    const modal = await dialog('Select delivery address');
    await focusSettled(modal);
    await within(modal).findAllByRole('radio');
  },
};

export const SelectionEmpty: Story = {
  name: 'Selection: no saved addresses',
  args: { selectedId: 0 },
  parameters: { msw: { handlers: [...scenarios.empty(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(await within(modal).findByText(/You have no saved addresses yet/)).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await focusSettled(modal);
  },
};

export const SelectionLoading: Story = {
  name: 'Selection: loading',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(within(modal).getByText('Loading your addresses…')).toBeVisible();
    await focusSettled(modal);
  },
};

export const SelectionError: Story = {
  name: 'Selection: addresses failed to load',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'We couldn’t load your addresses',
    );
    await focusSettled(modal);
  },
};

export const SubmitChoice: Story = {
  name: 'Selection: choose another and submit',
  tags: ['no-visual'],
  play: async () => {
    onSelect.mockClear();
    const modal = await dialog('Select delivery address');
    await userEvent.click(await within(modal).findByRole('radio', { name: naming(austin) }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await expect(onSelect).toHaveBeenCalledWith(Number(austin!.appuser_address_id));
  },
};

export const DeleteAddress: Story = {
  name: 'Selection: delete an address',
  tags: ['no-visual'],
  play: async () => {
    onDeleted.mockClear();
    const modal = await dialog('Select delivery address');
    await userEvent.click(
      await within(modal).findByRole('button', {
        name: (name) => name.startsWith('Delete address') && naming(houston)(name),
      }),
    );
    await expect(await within(document.body).findByText('Address deleted successfully.')).toBeVisible();
    await expect(onDeleted).toHaveBeenCalledWith(houstonId);
    await waitFor(() =>
      expect(within(modal).getAllByRole('radio')).toHaveLength(demoUser.addresses.length - 1),
    );
    // §4 the selection goes back to none.
    await expect(within(modal).getByRole('radio', { name: naming(austin) })).not.toBeChecked();
  },
};

export const DeleteFails: Story = {
  name: 'Selection: delete refused',
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...scenarios.statusZero(endpoints.deleteAddress, 'Not allowed')] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await userEvent.click(
      await within(modal).findByRole('button', {
        name: (name) => name.startsWith('Delete address') && naming(houston)(name),
      }),
    );
    await expect(await within(document.body).findByText('Failed to delete address')).toBeVisible();
  },
};

export const DeleteException: Story = {
  name: 'Selection: delete fails on the network',
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...scenarios.networkError(endpoints.deleteAddress)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await userEvent.click(
      await within(modal).findByRole('button', {
        name: (name) => name.startsWith('Delete address') && naming(houston)(name),
      }),
    );
    await expect(
      await within(document.body).findByText('Something went wrong while deleting address'),
    ).toBeVisible();
  },
};

const onSaved = fn();

export const AddForm: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: empty form',
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
  play: async () => {
    const modal = await dialog('Add Address');
    await focusSettled(modal);
    await expect(within(modal).getByRole('textbox', { name: /Recipient name/ })).toBeVisible();
  },
};

export const AddFormMobile: StoryObj<typeof AddAddressModal> = {
  ...AddForm,
  name: 'Add Address: empty form (375)',
  globals: mobile,
};

export const AddValidation: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: validation errors',
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
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
};

/** A valid address, placed by picking it from the search (which fills line 1, city, state, postal code). */
const fillValidAddress = async (modal: HTMLElement) => {
  const field = (name: RegExp) => within(modal).getByRole('textbox', { name });
  await userEvent.type(field(/Recipient name/), 'Sam Rivera');
  await userEvent.type(within(modal).getByRole('combobox', { name: /Find your address/ }), 'bissonnet');
  await userEvent.click(await within(document.body).findByRole('option', { name: /2315 Bissonnet Street/ }));
  await waitFor(() => expect(field(/City/)).toHaveValue('Houston'));
  await userEvent.type(field(/Mobile number/), '7135550100');
  await userEvent.click(within(modal).getByRole('checkbox', { name: /I agree to the Terms/ }));
};

export const AddSaving: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: saving',
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.saveAddress)] } },
  play: async () => {
    const modal = await dialog('Add Address');
    await fillValidAddress(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save address' })).toBeDisabled());
  },
};

export const AddSaved: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: saved',
  tags: ['no-visual'],
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
  play: async () => {
    onSaved.mockClear();
    const modal = await dialog('Add Address');
    await fillValidAddress(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await expect(
      await within(document.body).findByText('Address added successfully. Freight quote will follow.'),
    ).toBeVisible();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    await expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'Sam Rivera', city: 'Houston' });
  },
};

export const AddRefused: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: refused',
  tags: ['no-visual'],
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
  parameters: { msw: { handlers: [...scenarios.statusZero(endpoints.saveAddress, 'Nope')] } },
  play: async () => {
    const modal = await dialog('Add Address');
    await fillValidAddress(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await expect(await within(document.body).findByText('Failed to add address')).toBeVisible();
  },
};

export const AddServerMessage: StoryObj<typeof AddAddressModal> = {
  name: 'Add Address: server message',
  tags: ['no-visual'],
  render: () => <AddAddressModal opened onClose={onClose} onSaved={onSaved} />,
  parameters: {
    msw: { handlers: [...scenarios.serverError(endpoints.saveAddress, 'Address book is full')] },
  },
  play: async () => {
    const modal = await dialog('Add Address');
    await fillValidAddress(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save address' }));
    await expect(await within(document.body).findByText('Address book is full')).toBeVisible();
  },
};
