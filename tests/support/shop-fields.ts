// The §7 form fields the test suites send (server tests, both contract suites, the mocks' unit tests):
// one sign-up, one saved address, one paid order and one test card, each overridable, instead of a copy
// per suite.
export type Fields = Record<string, string | number>;

/** userauth/signup's fields for `email`; the device fields as the storefront sends them. */
export const signupFields = (
  email: string,
  password = 'contract password 1',
  { first = 'Casey', last = 'Contract', device = 'contract-device' } = {},
): Fields => ({
  'Appuser[first_name]': first,
  'Appuser[last_name]': last,
  'Appuser[email]': email,
  'Appuser[password]': password,
  'Appuser[postal_code]': '00000',
  'Appuser[phone_number]': '0000000000',
  'Appuser[login_type]': 'Normal',
  'Appuser[devices_type]': 'Web',
  'Appuser[devices_name]': 'test',
  'Appuser[app_version]': '1.0.0',
  'Appuser[devices_id]': device,
});

/** A saved address in Houston with its coordinates (the demo's Bissonnet Street), named `name`. */
export const addressFields = (name: string, isDefault = true): Record<string, string> => ({
  'Appuseraddress[name]': name,
  'Appuseraddress[address_line_1]': '2315 Bissonnet St',
  'Appuseraddress[address_line_2]': '',
  'Appuseraddress[postal_code]': '77005',
  'Appuseraddress[mobile_number]': '7135550142',
  'Appuseraddress[is_default]': isDefault ? '1' : '0',
  'Appuseraddress[city]': 'Houston',
  'Appuseraddress[state]': 'TX',
  'Appuseraddress[latitude]': '29.7218',
  'Appuseraddress[longitude]': '-95.4100',
});

/** A test-payment card that succeeds (confirmTestPayment's card fields). */
export const TEST_CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

/**
 * The checkout form (§7 userauth/checkout) for a paid Pickup order of the cart lines `ids` ("1,2"), as
 * the storefront posts it: money fields sent as 0 (§9), the server prices the order itself. `extra`
 * overrides fields (a Delivery address, the total the shopper was shown).
 */
export const checkoutFields = (paymentId: string, ids: string, extra: Fields = {}): Fields => ({
  'Userorder[appuser_address_id]': 0,
  'Userorder[payment_type]': 'Online',
  'Userorder[payment_status]': 'succeeded',
  'Userorder[payment_id]': paymentId,
  'Userorder[tax]': '0',
  'Userorder[shipping]': '0',
  'Userorder[sub_total]': '0',
  'Userorder[total]': '0',
  'Userorder[order_status]': 'Confirm',
  'Userorder[delivery_type]': 'Pickup',
  'Userorder[user_carts_id]': ids,
  ...extra,
});
