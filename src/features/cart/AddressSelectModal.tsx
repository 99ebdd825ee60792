// §2 address-selection modal: a radio list of the saved addresses with an edit and a delete button each,
// Add New (opens the Add Address modal on top; Edit opens it with the address) and Submit (chooses the
// address for delivery). §4 deleting an address resets the selection to 0 and refreshes the list. §8 texts.
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Radio, Stack, Text, useModalsStack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useAddressActions, useAddresses } from '@/api';
import type { Address } from '@/contract';
import { LoadFailed, LoadingView, toast } from '@/ui';
import { AddAddressModal } from './AddAddressModal';
import { ADDRESS_TEXT, CART_TEXT, failureText } from './cartMessages';
import { streetLine } from './FulfilmentPanel';
import classes from './MyCart.module.css';

export interface AddressSelectModalProps {
  opened: boolean;
  onClose: () => void;
  /** The address chosen for delivery (0 = none). */
  selectedId: number;
  /** Submit: the shopper chose this address. */
  onSelect: (addressId: number) => void;
  /** After an address was deleted (§4: the selection goes back to 0). */
  onDeleted: (addressId: number) => void;
}

export function AddressSelectModal({
  opened,
  onClose,
  selectedId,
  onSelect,
  onDeleted,
}: AddressSelectModalProps) {
  const stack = useModalsStack(['select-address', 'add-address']);
  const [choice, setChoice] = useState<string>(selectedId ? String(selectedId) : '');
  // The address the form edits; null: the form adds a new one.
  const [editing, setEditing] = useState<Address | null>(null);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts from the address chosen on the page.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChoice(selectedId ? String(selectedId) : '');
  }

  const select = stack.register('select-address');
  const add = stack.register('add-address');

  return (
    <Modal.Stack>
      <Modal
        {...select}
        opened={opened}
        onClose={() => {
          stack.closeAll();
          onClose();
        }}
        title="Select delivery address"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <AddressChoices
          choice={choice}
          onChoice={setChoice}
          onAddNew={() => {
            setEditing(null);
            stack.open('add-address');
          }}
          onEdit={(address) => {
            setEditing(address);
            stack.open('add-address');
          }}
          onDeleted={(id) => {
            setChoice('');
            onDeleted(id);
          }}
          onSubmit={() => {
            const id = Number(choice);
            if (!id) {
              toast('error', CART_TEXT.selectAddress);
              return;
            }
            onSelect(id);
            onClose();
          }}
        />
      </Modal>
      <AddAddressModal
        {...add}
        opened={opened && add.opened}
        address={editing}
        onSaved={(address) => {
          if (address) setChoice(String(address.appuser_address_id));
          stack.close('add-address');
        }}
      />
    </Modal.Stack>
  );
}

function AddressChoices({
  choice,
  onChoice,
  onAddNew,
  onEdit,
  onDeleted,
  onSubmit,
}: {
  choice: string;
  onChoice: (id: string) => void;
  onAddNew: () => void;
  onEdit: (address: Address) => void;
  onDeleted: (id: number) => void;
  onSubmit: () => void;
}) {
  const { data: addresses, error, isLoading, mutate } = useAddresses();
  const { remove } = useAddressActions();
  const [deleting, setDeleting] = useState<number | null>(null);

  const deleteAddress = async (address: Address) => {
    if (deleting) return;
    setDeleting(address.appuser_address_id);
    try {
      await remove(address.appuser_address_id);
      toast('success', ADDRESS_TEXT.deleted);
      onDeleted(address.appuser_address_id);
    } catch (failure) {
      toast('error', failureText(failure, ADDRESS_TEXT.deleteFailed, ADDRESS_TEXT.deleteException));
      void mutate();
    } finally {
      setDeleting(null);
    }
  };

  if (isLoading) return <LoadingView label="Loading your addresses…" py="xl" />;
  if (error || !addresses)
    return (
      <LoadFailed
        titleOrder={3}
        title="We couldn’t load your addresses"
        error={error}
        onRetry={() => mutate()}
        py="lg"
      />
    );

  return (
    <Stack gap="md">
      {addresses.length === 0 ? (
        <Text c="gray.7" py="sm">
          You have no saved addresses yet. Add one to get your freight quote.
        </Text>
      ) : (
        <Radio.Group value={choice} onChange={onChoice} label="Saved addresses" name="delivery-address">
          <Stack gap="xs" mt="xs">
            {addresses.map((address) => (
              <div key={address.appuser_address_id} className={classes.addressOption}>
                <Radio
                  value={String(address.appuser_address_id)}
                  label={
                    <>
                      <Text fw={600} size="sm" span>
                        {address.name}
                        {address.is_default ? ' (default)' : ''}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {streetLine(address)}
                      </Text>
                      {address.mobile_number ? (
                        <Text size="xs" c="gray.7">
                          {address.mobile_number}
                        </Text>
                      ) : null}
                    </>
                  }
                  classNames={{ root: classes.addressRadio, body: classes.addressRadioBody }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray.7"
                  size="lg"
                  aria-label={`Edit address ${address.name}, ${address.address_line_1}`}
                  disabled={deleting !== null}
                  onClick={() => onEdit(address)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray.7"
                  size="lg"
                  aria-label={`Delete address ${address.name}, ${address.address_line_1}`}
                  loading={deleting === address.appuser_address_id}
                  disabled={deleting !== null}
                  onClick={() => void deleteAddress(address)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </div>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="space-between" mt="xs">
        <Button variant="outline" onClick={onAddNew}>
          Add New
        </Button>
        <Button onClick={onSubmit} disabled={addresses.length === 0}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
