// The mock shop API's test kit (tests/unit/mocks/*.test.ts): a client that posts as the storefront does,
// valid requests for every endpoint, the demo shopper's key and order, and the msw/node hooks.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Product, SiteSettings } from '../../../src/contract/entities';
import {
  encodeBody,
  endpoints,
  joinUrl,
  type Endpoint,
  type RequestOf,
} from '../../../src/contract/endpoints';
import { Envelope } from '../../../src/contract/envelope';
import { billSummary } from '../../../src/domain/cart';
import * as fixtures from '../../../fixtures';
import { demoSessions, resetDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { MOCK_RESET_TOKENS } from '../../../mocks/handlers/orders';

export const BASE = 'http://shop.test/api';
export const DEMO_KEY = demoSessions.withCart.authKey;

/** The mock shop on msw/node for the file's tests, its database fresh for each. */
export function useMockShop(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export type Fields = Record<string, string | number>;

/** Posts fields the way the storefront does for the endpoint's encoding. */
export async function call(endpoint: Endpoint, fields: Fields = {}, authKey?: string | null, base = BASE) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authKey) headers.auth_key = authKey;
  const body = encodeBody(endpoint, fields);
  const response = await fetch(joinUrl(base, endpoint.path), { method: endpoint.method, headers, body });
  const json = await response.json();
  const envelope = Envelope.parse(json);
  return { http: response.status, ...envelope, raw: json };
}

export const validAddress = {
  'Appuseraddress[name]': 'Pat Doe',
  'Appuseraddress[address_line_1]': '500 Main St',
  'Appuseraddress[address_line_2]': '',
  'Appuseraddress[postal_code]': '77002',
  'Appuseraddress[mobile_number]': '7135550100',
  'Appuseraddress[is_default]': '0',
  'Appuseraddress[city]': 'Houston',
  'Appuseraddress[state]': 'TX',
  'Appuseraddress[latitude]': '29.7589',
  'Appuseraddress[longitude]': '-95.3677',
} satisfies RequestOf<typeof endpoints.saveAddress>;

/** The demo shopper's cart (fixtures/users.ts) as a pickup order: its items + tax, in cents. */
export const DEMO_PICKUP_CENTS = billSummary({
  lines: fixtures.demoUser.cart.map((l) => ({
    pricePerBoxCents: Product.parse(fixtures.products.find((p) => Number(p.product_id) === l.product_id))
      .price_per_box!,
    quantity: l.quantity,
  })),
  taxPercent: SiteSettings.parse(fixtures.settings).tax,
  mode: 'pickup',
  deliveryChargeCents: null,
}).totalCents;

export const CARD_4242 = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };

export const order = (fields: Partial<Record<string, string>> = {}): Fields => ({
  'Userorder[appuser_address_id]': '0',
  'Userorder[payment_type]': 'Online',
  'Userorder[payment_status]': 'succeeded',
  'Userorder[payment_id]': 'pi_mock_1',
  'Userorder[tax]': '10.00',
  'Userorder[shipping]': '0',
  'Userorder[sub_total]': '100.00',
  'Userorder[total]': '110.00',
  'Userorder[order_status]': 'Confirm',
  'Userorder[delivery_type]': 'Pickup',
  'Userorder[user_carts_id]': '101,102,103',
  ...fields,
});

/** A valid request for every endpoint, keyed by name. Preparation runs first (e.g. a payment intent). */
export const validRequests: Record<string, { fields?: Fields; prepare?: () => Promise<void> }> = {
  homeScreen: {},
  aboutUs: {},
  settings: {},
  shippingCharge: {},
  products: { fields: { product_category_id: 1 } },
  catalogue: { fields: { q: 'oak', page: 1, thickness: '6.5 mm' } },
  searchSuggestions: { fields: { q: 'oak' } },
  categories: {},
  productDetails: { fields: { slug: 'coastal-oak-spc' } },
  login: {
    fields: {
      'Appuser[email]': 'demo@floorshop.test',
      'Appuser[password]': 'Password123!',
      'Appuser[devices_type]': 'Web',
      'Appuser[devices_name]': 'Chrome on Linux',
      'Appuser[app_version]': '0.1.0',
      'Appuser[devices_id]': '6f1c1d2a-0000-4000-8000-000000000001',
    },
  },
  signup: {
    fields: {
      'Appuser[first_name]': 'New',
      'Appuser[last_name]': 'Shopper',
      'Appuser[email]': 'new.shopper@example.com',
      'Appuser[password]': 'Password123!',
      'Appuser[postal_code]': '00000',
      'Appuser[phone_number]': '0000000000',
      'Appuser[login_type]': 'Normal',
      'Appuser[devices_type]': 'Web',
    },
  },
  forgotPassword: { fields: { 'Appuser[email]': 'demo@floorshop.test' } },
  contactUs: {
    fields: {
      'Contactus[first_name]': 'Pat',
      'Contactus[last_name]': 'Doe',
      'Contactus[email]': 'pat@example.com',
      'Contactus[message]': 'Do you have samples of Coastal Oak?',
    },
  },
  cart: {},
  addresses: {},
  saveCartLine: {
    fields: { 'Usercarts[product_id]': 5, 'Usercarts[price]': '3.49', 'Usercarts[quantity]': 2 },
  },
  deleteCartLine: { fields: { user_carts_id: 101 } },
  saveAddress: { fields: validAddress },
  deleteAddress: { fields: { appuser_address_id: 12 } },
  createPaymentIntent: { fields: { amount: DEMO_PICKUP_CENTS, currency: 'usd' } },
  confirmTestPayment: {
    fields: { payment_intent_id: 'pi_mock_1', ...CARD_4242 },
    prepare: async () => {
      await call(endpoints.createPaymentIntent, { amount: DEMO_PICKUP_CENTS }, DEMO_KEY);
    },
  },
  authenticateTestPayment: {
    fields: { payment_intent_id: 'pi_mock_1', outcome: 'complete' },
    prepare: async () => {
      await call(endpoints.createPaymentIntent, { amount: DEMO_PICKUP_CENTS }, DEMO_KEY);
      await call(
        endpoints.confirmTestPayment,
        { payment_intent_id: 'pi_mock_1', ...CARD_4242, card_number: '4000002500003155' },
        DEMO_KEY,
      );
    },
  },
  checkout: {
    fields: order(),
    prepare: async () => {
      await call(endpoints.createPaymentIntent, { amount: DEMO_PICKUP_CENTS }, DEMO_KEY);
      await call(endpoints.confirmTestPayment, { payment_intent_id: 'pi_mock_1', ...CARD_4242 }, DEMO_KEY);
    },
  },
  logout: {},
  refreshToken: {},
  userOrders: { fields: { page: 1 } },
  userOrderDetails: {
    fields: { userorder_id: 5001 },
    prepare: async () => {
      await call(endpoints.createPaymentIntent, { amount: DEMO_PICKUP_CENTS }, DEMO_KEY);
      await call(endpoints.confirmTestPayment, { payment_intent_id: 'pi_mock_1', ...CARD_4242 }, DEMO_KEY);
      await call(endpoints.checkout, order(), DEMO_KEY);
    },
  },
  resetPassword: { fields: { token: MOCK_RESET_TOKENS.valid, 'Appuser[password]': 'a new password 2' } },
  checkResetToken: { fields: { token: MOCK_RESET_TOKENS.valid } },
};
