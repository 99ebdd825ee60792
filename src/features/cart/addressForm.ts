// §5 Add Address form: its rules (texts from src/domain/validation, the same ones the contract's
// addeditappuseraddress request schema answers with) and the §7 Appuseraddress fields it posts.
// The contract's length limits are checked here too, said with the field's label: otherwise the server's
// refusal, which names the wire field ("address_line_1 must be at most 200 characters"), was the toast.
import { z } from '@/contract/zod-mini';
import type { Address, endpoints, RequestOf } from '@/contract';
import { FIELD_LIMITS, tooLong } from '@/contract/limits';
import { isValidCoordinate } from '@/domain/delivery';
import { ADDRESS_MESSAGES, isValidMobile, normaliseMobile } from '@/domain/validation';

const bounded = (label: string, max: number) => z.maxLength(max, tooLong(label, max));
const required = (message: string, label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), bounded(label, max));
const optional = (label: string, max: number) => z.string().check(z.trim(), bounded(label, max));

export const addressFormSchema = z.object({
  name: required(ADDRESS_MESSAGES.name, 'Recipient name', FIELD_LIMITS.name),
  addressLine1: required(ADDRESS_MESSAGES.addressLine1, 'Address line 1', FIELD_LIMITS.addressLine),
  addressLine2: optional('Address line 2', FIELD_LIMITS.addressLine),
  // §5: postal code is not validated (beyond the bound every text field has)
  postalCode: optional('Postal code', FIELD_LIMITS.postalCode),
  city: required(ADDRESS_MESSAGES.city, 'City', FIELD_LIMITS.city),
  state: required(ADDRESS_MESSAGES.state, 'State', FIELD_LIMITS.state),
  // As people type it ("(713) 555-0123", "+1 713 555 0123"); its 10 digits are what is checked and sent.
  mobileNumber: z.string().check(z.refine((v) => isValidMobile(normaliseMobile(v)), ADDRESS_MESSAGES.mobile)),
  isDefault: z.boolean(),
  /** Filled by the address search; empty when typed by hand (then no freight quote can be computed). */
  latitude: z.string(),
  longitude: z.string(),
  terms: z.boolean().check(z.refine((v) => v, ADDRESS_MESSAGES.terms)),
});

export type AddressFormValues = z.input<typeof addressFormSchema>;

export const emptyAddressForm: AddressFormValues = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  state: '',
  mobileNumber: '',
  isDefault: false,
  latitude: '',
  longitude: '',
  terms: false,
};

/** The form as §7 posts it. */
export function toAddressFields(values: AddressFormValues): RequestOf<typeof endpoints.saveAddress> {
  return {
    'Appuseraddress[name]': values.name.trim(),
    'Appuseraddress[address_line_1]': values.addressLine1.trim(),
    'Appuseraddress[address_line_2]': values.addressLine2.trim(),
    'Appuseraddress[postal_code]': values.postalCode.trim(),
    'Appuseraddress[mobile_number]': normaliseMobile(values.mobileNumber),
    'Appuseraddress[is_default]': values.isDefault ? '1' : '0',
    'Appuseraddress[city]': values.city.trim(),
    'Appuseraddress[state]': values.state.trim(),
    'Appuseraddress[latitude]': values.latitude,
    'Appuseraddress[longitude]': values.longitude,
  };
}

/** A saved address as the form edits it (the terms were agreed when it was added). */
export function formFromAddress(address: Address): AddressFormValues {
  const coordinates = isValidCoordinate(address.latitude, address.longitude);
  return {
    name: address.name ?? '',
    addressLine1: address.address_line_1 ?? '',
    addressLine2: address.address_line_2 ?? '',
    postalCode: address.postal_code ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    mobileNumber: address.mobile_number ?? '',
    isDefault: Boolean(address.is_default),
    latitude: coordinates ? String(address.latitude) : '',
    longitude: coordinates ? String(address.longitude) : '',
    terms: true,
  };
}

/** True when the form carries the coordinates a freight quote needs (a place picked from the search). */
export function hasCoordinates(values: Pick<AddressFormValues, 'latitude' | 'longitude'>): boolean {
  return isValidCoordinate(values.latitude, values.longitude);
}
