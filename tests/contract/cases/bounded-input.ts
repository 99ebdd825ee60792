// Contract cases: bounded input (src/contract/primitives.ts), the same refusal from every implementation.
import type { EndpointName } from '../../../src/contract/endpoints';
import { signupFields } from '../../support/shop-fields';
import { ADDRESS, orderFields, type ContractCase, type Fields, fails } from '../case-kit';

const PAST_INT4 = '2147483648';
export const boundedInputCases: ContractCase[] = [
  ['products', { product_category_id: PAST_INT4 }, /product_category_id/],
  ['products', { product_category_id: '0x1F' }, /product_category_id/],
  ['productDetails', { slug: 'coastal-oak-spc\u0000' }, /slug/],
  ['productDetails', { slug: 's'.repeat(201) }, /slug must be at most 200 characters/],
  ['saveCartLine', { 'Usercarts[product_id]': PAST_INT4, 'Usercarts[quantity]': 1 }, /product_id/],
  ['saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': '1e3' }, /quantity/],
  ['saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': ' 7 ' }, /quantity/],
  [
    'saveCartLine',
    { user_carts_id: PAST_INT4, 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 1 },
    /user_carts_id/,
  ],
  ['deleteCartLine', { user_carts_id: PAST_INT4 }, /user_carts_id/],
  ['saveAddress', { ...ADDRESS, appuser_address_id: PAST_INT4 }, /appuser_address_id/],
  ['saveAddress', { ...ADDRESS, 'Appuseraddress[name]': 'n'.repeat(101) }, /name must be at most 100/],
  ['saveAddress', { ...ADDRESS, 'Appuseraddress[city]': 'Hou\u0000ston' }, /city must not contain control/],
  ['saveAddress', { ...ADDRESS, 'Appuseraddress[latitude]': '2.9e1' }, /latitude/],
  ['deleteAddress', { appuser_address_id: PAST_INT4 }, /appuser_address_id/],
  ['signup', { ...signupFields('bounded@example.com'), 'Appuser[first_name]': 'Ca\u0000sey' }, /first_name/],
  [
    'contactUs',
    {
      'Contactus[first_name]': 'Ada',
      'Contactus[last_name]': 'Lovelace',
      'Contactus[email]': 'ada@example.com',
      'Contactus[message]': 'm'.repeat(5001),
    },
    /message must be at most 5000/,
  ],
  [
    'checkout',
    { ...orderFields('pi_x', '1', 100), 'Userorder[appuser_address_id]': PAST_INT4 },
    /appuser_address_id/,
  ],
  ['checkout', { ...orderFields('pi_x', `1,${PAST_INT4}`, 100) }, /user_carts_id/],
  ['createPaymentIntent', { amount: PAST_INT4, currency: 'usd' }, /amount/],
].map(([endpoint, fields, message], i) => ({
  title: `bounded input ${i + 1}: refused with a message naming the field (${(message as RegExp).source})`,
  endpoint: endpoint as EndpointName,
  fields: fields as Fields,
  expect: fails(message as RegExp, 400),
}));
