// §2 the cart's address modals: the address-selection modal (radio list, Add New, Submit, delete per
// address). The Add Address modal (§5 fields and messages): AddAddressModal.stories.tsx, same title.
// Signed in as the demo shopper.
import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { AddressSelectModal } from '@/features/cart/AddressSelectModal';
import { mobile } from '../../support';

const [houston, austin] = demoUser.addresses;
const houstonId = Number(houston!.appuser_address_id);
/** An accessible name that mentions this address's street line (unique among the demo addresses). */
const naming = (address: typeof houston) => (name: string) => name.includes(String(address!.address_line_1));

const onSelect = fn();
const onDeleted = fn();
const onClose = fn();

const meta = preview.meta({
  title: 'Screens/My cart/Address modals',
  component: AddressSelectModal,
  args: { opened: true, onClose, selectedId: houstonId, onSelect, onDeleted },
  parameters: { layout: 'fullscreen', session: demoSessions.withCart },
});

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** The modal moved focus inside itself: the picture is the same on every run. */
const focusSettled = async (element: HTMLElement) =>
  waitFor(() => expect(element.contains(document.activeElement)).toBe(true));

export const SelectionList = meta.story({
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
});

export const SelectionListMobile = meta.story({
  name: 'Selection: saved addresses (375)',
  globals: mobile,
  play: async () => {
    const modal = await dialog('Select delivery address');
    await focusSettled(modal);
    await within(modal).findAllByRole('radio');
  },
});

export const SelectionEmpty = meta.story({
  name: 'Selection: no saved addresses',
  args: { selectedId: 0 },
  parameters: { msw: { handlers: [...scenarios.empty(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(await within(modal).findByText(/You have no saved addresses yet/)).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await focusSettled(modal);
  },
});

export const SelectionLoading = meta.story({
  name: 'Selection: loading',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(within(modal).getByText('Loading your addresses…')).toBeVisible();
    await focusSettled(modal);
  },
});

export const SelectionError = meta.story({
  name: 'Selection: addresses failed to load',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.addresses)] } },
  play: async () => {
    const modal = await dialog('Select delivery address');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'We couldn’t load your addresses',
    );
    await focusSettled(modal);
  },
});

export const SubmitChoice = meta.story({
  name: 'Selection: choose another and submit',
  tags: ['no-visual'],
  play: async () => {
    onSelect.mockClear();
    const modal = await dialog('Select delivery address');
    await userEvent.click(await within(modal).findByRole('radio', { name: naming(austin) }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await expect(onSelect).toHaveBeenCalledWith(Number(austin!.appuser_address_id));
  },
});

export const DeleteAddress = meta.story({
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
});

export const DeleteFails = meta.story({
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
});

export const DeleteException = meta.story({
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
});
