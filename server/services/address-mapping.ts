// The one mapping between an address row (drizzle, camelCase) and the §3 address fields (wire names): for
// the address list, the snapshot an order keeps, and the rows the seed and the address form write.
import type { WireAddress } from '../../src/contract/entities';
import type { addresses, AddressSnapshot } from '../db/schema';

type AddressRow = typeof addresses.$inferSelect;

/** The address as it is now, in §3 names: what an order keeps (addresses can change or go later). */
export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    name: row.name,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    postal_code: row.postalCode,
    mobile_number: row.mobileNumber,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The columns an address row is written with, from §3 fields. */
export function addressValues(fields: AddressSnapshot & { is_default: boolean }) {
  return {
    name: fields.name,
    addressLine1: fields.address_line_1,
    addressLine2: fields.address_line_2,
    postalCode: fields.postal_code,
    mobileNumber: fields.mobile_number,
    isDefault: fields.is_default,
    city: fields.city,
    state: fields.state,
    latitude: fields.latitude,
    longitude: fields.longitude,
  };
}

/** An address as the list answers it (§3, decision 3 for distance_miles). */
export function toWireAddress(row: AddressRow, distanceMiles: number | null = null): WireAddress {
  return {
    appuser_address_id: row.id,
    ...addressSnapshot(row),
    is_default: row.isDefault ? 1 : 0,
    distance_miles: distanceMiles,
  };
}
