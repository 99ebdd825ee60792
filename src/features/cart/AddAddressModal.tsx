// §2 Add Address modal (opened from the address-selection modal): the §5 fields and messages, §8 texts.
// The address search fills line 1, postal code, city, state and the coordinates the freight quote needs;
// every field stays editable by hand. The same form edits a saved address (Edit in the selection modal).
// An address not picked from the search has no coordinates: the form asks for a pick first and saves
// without one only when asked again ("we will call you to set up delivery" for it: docs/delivery.md).
import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'wouter';
import { useAddressActions } from '@/api';
import { paths } from '@/config/paths';
import type { Address } from '@/contract';
import type { Place } from '@/domain/places';
import { ADDRESS_MESSAGES } from '@/domain/validation';
import { placesProvider } from '@/services/places';
import { sessionStore } from '@/state';
import { AddressSearch, BusyButton, toast } from '@/ui';
import {
  addressFormSchema,
  emptyAddressForm,
  formFromAddress,
  hasCoordinates,
  toAddressFields,
  type AddressFormValues,
} from './addressForm';
import { ADDRESS_TEXT, failureText } from './cartMessages';

const FORM = 'add-address';

export interface AddAddressModalProps {
  opened: boolean;
  onClose: () => void;
  /** After a successful save, with the saved address when the server sent it back. */
  onSaved: (address: Address | null) => void;
  /** The saved address to edit; none: a new address. */
  address?: Address | null;
  stackId?: string;
}

export function AddAddressModal({ opened, onClose, onSaved, address, stackId }: AddAddressModalProps) {
  const { save } = useAddressActions();
  const busy = useRef(false);
  const form = useForm<AddressFormValues>({
    name: FORM,
    mode: 'controlled',
    initialValues: emptyAddressForm,
    validate: schemaResolver(addressFormSchema, { sync: true }),
  });
  // Set when a submit without a picked place was answered with the request to pick one: the next submit
  // saves as typed.
  const [askedToPick, setAskedToPick] = useState(false);
  const editing = address ?? null;
  // Each opening starts from the address being edited, or an empty form (adjusted while rendering, as
  // React recommends for state that follows a prop).
  const opening = opened ? (editing?.appuser_address_id ?? 'new') : null;
  const [shownFor, setShownFor] = useState<typeof opening>(null);
  if (opening !== shownFor) {
    setShownFor(opening);
    if (opening !== null) {
      const values = editing ? formFromAddress(editing) : emptyAddressForm;
      form.setInitialValues(values);
      form.setValues(values);
      setAskedToPick(false);
    }
  }
  // A picked place fills the address and the coordinates the freight quote is measured to; typing in the
  // search again drops the coordinates (the earlier pick no longer holds), the fields stay editable.
  const fillFrom = (place: Place | null) => {
    if (!place) {
      form.setValues({ latitude: '', longitude: '' });
      return;
    }
    setAskedToPick(false);
    form.setValues({
      addressLine1: place.addressLine1 || form.getValues().addressLine1,
      postalCode: place.postalCode,
      city: place.city,
      state: place.stateCode,
      latitude: String(place.lat),
      longitude: String(place.lng),
    });
    form.clearFieldError('addressLine1');
    form.clearFieldError('city');
    form.clearFieldError('state');
  };

  const close = () => {
    if (form.submitting) return;
    form.reset();
    onClose();
  };

  // One submit at a time (double click, Enter twice); the first invalid field gets focus.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy.current) return;
    form.onSubmit(
      async (values) => {
        if (!hasCoordinates(values) && !askedToPick) {
          setAskedToPick(true);
          document.getElementById(`${FORM}-search`)?.focus();
          return;
        }
        // §5 "Auth key missing": the session ended (signed out in another tab) while the form was open.
        if (!sessionStore.authKey) {
          toast('error', ADDRESS_MESSAGES.authKey);
          return;
        }
        busy.current = true;
        try {
          const fields = toAddressFields(values);
          const saved = await save(
            editing ? { ...fields, appuser_address_id: editing.appuser_address_id } : fields,
          );
          toast('success', editing ? ADDRESS_TEXT.updated : ADDRESS_TEXT.added);
          form.reset();
          onSaved(saved);
        } catch (error) {
          toast('error', failureText(error, ADDRESS_TEXT.addFailed, ADDRESS_TEXT.addException));
        } finally {
          busy.current = false;
        }
      },
      (errors) => {
        const first = Object.keys(errors)[0];
        if (first) document.querySelector<HTMLElement>(`[data-path="${FORM}-${first}"]`)?.focus();
      },
    )(event);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      stackId={stackId}
      title={editing ? 'Edit Address' : 'Add Address'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!form.submitting}
      closeOnEscape={!form.submitting}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit Address' : 'Add Address'}>
        <Stack gap="sm">
          <TextInput
            label="Recipient name"
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <AddressSearch
            label="Find your address"
            description="Pick your address to fill the fields below and get your freight quote."
            provider={placesProvider()}
            onPlaceSelect={fillFrom}
            key={editing?.appuser_address_id ?? 'new'}
            id={`${FORM}-search`}
            defaultValue={editing ? editing.address_line_1 : undefined}
            error={askedToPick ? ADDRESS_TEXT.pickFromSearch : undefined}
          />
          <TextInput
            label="Address line 1"
            withAsterisk
            autoComplete="address-line1"
            {...form.getInputProps('addressLine1')}
          />
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            {...form.getInputProps('addressLine2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label="City"
              withAsterisk
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label="State"
              withAsterisk
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('postalCode')} />
          </SimpleGrid>
          <TextInput
            label="Mobile number"
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            description="10 digits"
            {...form.getInputProps('mobileNumber')}
          />
          <Checkbox
            label="Make this my default address"
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          <Checkbox
            label={
              <Text size="sm" span>
                I agree to the{' '}
                <Anchor component={Link} href={paths.termsAndConditions} target="_blank" inherit>
                  Terms &amp; Conditions
                </Anchor>
              </Text>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <BusyButton type="submit" loading={form.submitting}>
              {askedToPick ? 'Save without a map pick' : 'Save address'}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
