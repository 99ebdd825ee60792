// Delivery addresses (§7 userauth addresses, §5 address rules: the contract's request schema checks them).
import { endpoints } from '../../src/contract/endpoints';
import { successMessages } from '../../src/contract/messages';
import { addressesOf, db, deleteAddress, saveAddress, toWireAddress } from '../db';
import { fail, handleSignedIn, ok } from './http';

const coordinate = (v: string) => (v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

export const addressHandlers = [
  // Shape decided in the contract: data is the array of addresses.
  handleSignedIn(endpoints.addresses, ({ user }) => ok(addressesOf(user.appuser_id).map(toWireAddress))),

  handleSignedIn(endpoints.saveAddress, ({ body, user }) => {
    const id = body.appuser_address_id;
    if (id !== undefined) {
      const existing = db.addresses.get(id);
      if (!existing || existing.appuser_id !== user.appuser_id) return fail('Address not found', 404);
    }
    const saved = saveAddress(
      user.appuser_id,
      {
        name: body['Appuseraddress[name]'],
        address_line_1: body['Appuseraddress[address_line_1]'],
        address_line_2: body['Appuseraddress[address_line_2]'],
        postal_code: body['Appuseraddress[postal_code]'],
        mobile_number: body['Appuseraddress[mobile_number]'],
        is_default: String(body['Appuseraddress[is_default]']) === '1',
        city: body['Appuseraddress[city]'],
        state: body['Appuseraddress[state]'],
        latitude: coordinate(body['Appuseraddress[latitude]']),
        longitude: coordinate(body['Appuseraddress[longitude]']),
      },
      id,
    );
    return ok(
      toWireAddress(saved),
      id === undefined ? successMessages.addressAdded : successMessages.addressUpdated,
    );
  }),

  handleSignedIn(endpoints.deleteAddress, ({ body, user }) => {
    const existing = db.addresses.get(body.appuser_address_id);
    if (!existing || existing.appuser_id !== user.appuser_id) return fail('Address not found', 404);
    deleteAddress(existing);
    return ok(null, successMessages.addressDeleted);
  }),
];
