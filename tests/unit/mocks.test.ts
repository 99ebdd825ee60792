// The mock shop API against the contract: fixtures parse, every endpoint answers success with data
// its schema accepts, validation and auth failures look as the contract says, scenarios do what
// their names say.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AboutContent,
  Address,
  Category,
  HomeContent,
  Product,
  SiteSettings,
} from '../../src/contract/entities';
import { encodeBody, endpointList, endpoints, joinUrl } from '../../src/contract/endpoints';
import type { Endpoint, RequestOf } from '../../src/contract/endpoints';
import { Envelope } from '../../src/contract/envelope';
import { failureMessages } from '../../src/contract/messages';
import { billSummary } from '../../src/domain/cart';
import { deliveryQuote, metresToMiles } from '../../src/domain/delivery';
import { toCents } from '../../src/domain/money';
import { ADDRESS_MESSAGES } from '../../src/domain/validation';
import * as fixtures from '../../fixtures';
import { db, demoSessions, resetDb, seedSession } from '../../mocks/db';
import { server } from '../../mocks/node';
import { MOCK_RESET_TOKENS } from '../../mocks/handlers/orders';
import { emptyData, invalidData, scenarios, SERVER_ERROR_MESSAGE } from '../../mocks/scenarios';

const BASE = 'http://shop.test/api';
const DEMO_KEY = demoSessions.withCart.authKey;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Fields = Record<string, string | number>;

/** Posts fields the way the storefront does for the endpoint's encoding. */
async function call(endpoint: Endpoint, fields: Fields = {}, authKey?: string | null, base = BASE) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authKey) headers.auth_key = authKey;
  const body = encodeBody(endpoint, fields);
  const response = await fetch(joinUrl(base, endpoint.path), { method: endpoint.method, headers, body });
  const json = await response.json();
  const envelope = Envelope.parse(json);
  return { http: response.status, ...envelope, raw: json };
}

const validAddress = {
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
const DEMO_PICKUP_CENTS = billSummary({
  lines: fixtures.demoUser.cart.map((l) => ({
    pricePerBoxCents: Product.parse(fixtures.products.find((p) => Number(p.product_id) === l.product_id))
      .price_per_box!,
    quantity: l.quantity,
  })),
  taxPercent: SiteSettings.parse(fixtures.settings).tax,
  mode: 'pickup',
  deliveryChargeCents: null,
}).totalCents;

const CARD_4242 = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };

const order = (fields: Partial<Record<string, string>> = {}): Fields => ({
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
const validRequests: Record<string, { fields?: Fields; prepare?: () => Promise<void> }> = {
  homeScreen: {},
  aboutUs: {},
  settings: {},
  shippingCharge: {},
  products: { fields: { product_category_id: 1 } },
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
};

describe('fixtures', () => {
  it('parse with their contract schemas', () => {
    expect(SiteSettings.safeParse(fixtures.settings).success).toBe(true);
    expect(HomeContent.safeParse(fixtures.home).success).toBe(true);
    expect(AboutContent.safeParse(fixtures.about).success).toBe(true);
    expect(z.array(Category).safeParse(fixtures.categories).success).toBe(true);
    expect(z.array(Product).safeParse(fixtures.products).success).toBe(true);
    expect(endpoints.shippingCharge.data.safeParse(fixtures.deliveryTiers).success).toBe(true);
    for (const user of fixtures.users) expect(z.array(Address).safeParse(user.addresses).success).toBe(true);
  });

  it('hold a believable catalogue', () => {
    const products = z.array(Product).parse(fixtures.products);
    expect(products).toHaveLength(24);
    expect(new Set(products.map((p) => p.slug)).size).toBe(24);
    expect(new Set(products.map((p) => p.product_id)).size).toBe(24);
    const categoryIds = new Set<number>(fixtures.categories.map((c) => c.product_category_id));
    expect(categoryIds.size).toBeGreaterThanOrEqual(4);
    for (const p of products) {
      expect(categoryIds.has(p.product_category_id)).toBe(true);
      // price_per_box = price × sqft_in_box, to the cent
      expect(p.price_per_box).toBe(Math.round(p.price! * p.sqft_in_box!));
      if (p.main_price !== null) expect(p.main_price).toBeGreaterThan(p.price!);
      expect(p.product_image.filter((m) => m.type === 'Image').length).toBeGreaterThanOrEqual(2);
    }
    expect(products.some((p) => p.product_image.some((m) => m.type === 'Video'))).toBe(true);
    expect(
      products.some((p) =>
        p.product_image.some((m) => m.type === 'Youtube' && m.video_url.includes('youtube.com/embed/')),
      ),
    ).toBe(true);
    expect(fixtures.home.banner.some((b) => b.type === 'Video')).toBe(true);
    expect(fixtures.home.client_say.length).toBeGreaterThanOrEqual(4);
  });

  it('name only local media files that exist (the demo video is a documented placeholder)', () => {
    const text = JSON.stringify([
      fixtures.settings,
      fixtures.home,
      fixtures.about,
      fixtures.categories,
      fixtures.products,
    ]);
    const refs = new Set(text.match(/\/media\/[\w.-]+/g));
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    const missing = [...refs].filter((ref) => ref !== fixtures.DEMO_VIDEO && !existsSync(publicDir + ref));
    expect(missing).toEqual([]);
    // Images are never remote (the network is closed in tests).
    expect(text).not.toMatch(/"(image|file)":"https?:/);
  });

  it('reproduce the old delivery calculator', () => {
    const { tiers } = endpoints.shippingCharge.data.parse(fixtures.deliveryTiers);
    const at = (miles: number) => deliveryQuote({ miles, boxes: 60, tiers });
    expect(at(50)).toMatchObject({ kind: 'priced', chargeCents: 2 * 150_00, label: 'Express Delivery' });
    expect(at(100)).toMatchObject({ chargeCents: 2 * 150_00 });
    expect(at(150)).toMatchObject({ kind: 'priced', chargeCents: 2 * 200_00, label: 'Standard Delivery' });
    expect(at(200)).toMatchObject({ chargeCents: 2 * 200_00 });
    expect(at(250)).toMatchObject({ kind: 'call' });
  });
});

describe('every endpoint of the contract', () => {
  it('has a valid sample request in this test', () => {
    expect(Object.keys(validRequests).sort()).toEqual(endpointList.map((e) => e.name).sort());
  });

  for (const endpoint of endpointList) {
    it(`${endpoint.name} answers success with data its schema accepts`, async () => {
      const sample = validRequests[endpoint.name]!;
      await sample.prepare?.();
      const key = endpoint.auth || endpoint === endpoints.refreshToken ? DEMO_KEY : undefined;
      const answer = await call(endpoint, sample.fields, key);
      expect(answer, answer.message).toMatchObject({ http: 200, status: 1 });
      const parsed = endpoint.data.safeParse(answer.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  }

  it('answers under any API base (relative path in the table or not)', async () => {
    for (const base of ['http://localhost:3000', 'https://api.floorshop.test/v2/']) {
      expect((await call(endpoints.cart, {}, DEMO_KEY, base)).status).toBe(1);
      expect((await call(endpoints.settings, {}, null, base)).status).toBe(1);
    }
  });

  for (const endpoint of endpointList.filter((e) => e.auth)) {
    it(`${endpoint.name} answers 401 without a key or with an unknown one`, async () => {
      for (const key of [null, 'no-such-key']) {
        const answer = await call(endpoint, validRequests[endpoint.name]!.fields, key);
        expect(answer).toMatchObject({ http: 401, status: 0, message: 'Invalid or expired auth key' });
      }
    });
  }
});

describe('validation', () => {
  it('answers 400, status 0 and a message naming the field', async () => {
    const login = await call(endpoints.login, { 'Appuser[password]': 'x' });
    expect(login).toMatchObject({ http: 400, status: 0 });
    expect(login.message).toMatch(/email/);

    const badEmail = await call(endpoints.forgotPassword, { 'Appuser[email]': 'not-an-email' });
    expect(badEmail).toMatchObject({ http: 400, status: 0 });
    expect(badEmail.message).toMatch(/email/);

    const details = await call(endpoints.productDetails, {});
    expect(details).toMatchObject({ http: 400, status: 0 });
    expect(details.message).toMatch(/slug/);

    const shortPassword = await call(endpoints.signup, {
      ...validRequests.signup!.fields,
      'Appuser[password]': 'short',
    });
    expect(shortPassword.message).toMatch(/password/);

    const cartLine = await call(endpoints.saveCartLine, { 'Usercarts[quantity]': 1 }, DEMO_KEY);
    expect(cartLine).toMatchObject({ http: 400, status: 0 });
    expect(cartLine.message).toMatch(/product_id/);
  });

  it('uses the §5 address messages', async () => {
    const mobile = await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[mobile_number]': '12345' },
      DEMO_KEY,
    );
    expect(mobile).toMatchObject({ http: 400, status: 0 });
    expect(mobile.message).toContain(ADDRESS_MESSAGES.mobile);
    const city = await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[city]': ' ' },
      DEMO_KEY,
    );
    expect(city).toMatchObject({ http: 400, status: 0 });
    expect(city.message).toContain(ADDRESS_MESSAGES.city);
  });

  it('refuses a body in the wrong encoding', async () => {
    const response = await fetch(joinUrl(BASE, endpoints.login.path), {
      method: 'POST',
      body: new URLSearchParams({
        'Appuser[email]': 'demo@floorshop.test',
        'Appuser[password]': 'Password123!',
      }),
    });
    expect(response.status).toBe(400);
  });
});

describe('accounts', () => {
  it('signs the demo user in and refuses a wrong password', async () => {
    const good = await call(endpoints.login, validRequests.login!.fields);
    expect(good.data).toMatchObject({ first_name: 'Alex', last_name: 'Morgan', full_name: 'Alex Morgan' });
    const key = (good.data as { auth_key: string }).auth_key;
    expect((await call(endpoints.cart, {}, key)).status).toBe(1);

    const bad = await call(endpoints.login, {
      'Appuser[email]': 'demo@floorshop.test',
      'Appuser[password]': 'wrong',
    });
    expect(bad).toMatchObject({ http: 400, status: 0, message: failureMessages.loginFailed });
    const nobody = await call(endpoints.login, {
      'Appuser[email]': 'nobody@floorshop.test',
      'Appuser[password]': 'wrong',
    });
    expect(nobody.message).toBe(failureMessages.loginFailed);
  });

  it('signs up once per email', async () => {
    const first = await call(endpoints.signup, validRequests.signup!.fields);
    expect(first.status).toBe(1);
    const again = await call(endpoints.signup, validRequests.signup!.fields);
    expect(again).toMatchObject({ status: 0, message: failureMessages.emailTaken });
    const demo = await call(endpoints.signup, {
      ...validRequests.signup!.fields,
      'Appuser[email]': 'DEMO@floorshop.test',
    });
    expect(demo.status).toBe(0);
    const login = await call(endpoints.login, {
      'Appuser[email]': 'new.shopper@example.com',
      'Appuser[password]': 'Password123!',
    });
    expect(login.data).toMatchObject({ first_name: 'New' });
  });

  it('refreshes a known key (revoking it) and refuses unknown ones', async () => {
    const { authKey } = seedSession();
    const refreshed = await call(endpoints.refreshToken, {}, authKey);
    const fresh = (refreshed.data as { auth_key: string }).auth_key;
    expect(fresh).not.toBe(authKey);
    expect((await call(endpoints.cart, {}, fresh)).status).toBe(1);
    expect((await call(endpoints.cart, {}, authKey)).http).toBe(401);
    expect((await call(endpoints.refreshToken, {}, 'no-such-key')).http).toBe(401);
    expect((await call(endpoints.refreshToken, {})).http).toBe(401);
  });

  it('logout revokes the key; the fixture keys stay valid for stories', async () => {
    const { authKey } = seedSession();
    expect((await call(endpoints.logout, {}, authKey)).status).toBe(1);
    expect((await call(endpoints.cart, {}, authKey)).http).toBe(401);
    await call(endpoints.logout, {}, DEMO_KEY);
    expect((await call(endpoints.cart, {}, DEMO_KEY)).status).toBe(1);
  });

  it('stores contact messages', async () => {
    await call(endpoints.contactUs, validRequests.contactUs!.fields);
    expect(db.contactMessages).toHaveLength(1);
  });
});

describe('catalogue', () => {
  it('filters products by category and finds one by slug', async () => {
    const all = await call(endpoints.products);
    expect(endpoints.products.data.parse(all.data)).toHaveLength(24);
    const herringbone = endpoints.products.data.parse(
      (await call(endpoints.products, { product_category_id: 3 })).data,
    );
    expect(herringbone.length).toBeGreaterThan(0);
    expect(herringbone.every((p) => p.product_category_id === 3)).toBe(true);
    expect(
      endpoints.products.data.parse((await call(endpoints.products, { product_category_id: 99 })).data),
    ).toEqual([]);
    const details = await call(endpoints.productDetails, { slug: 'smoked-walnut-spc' });
    expect(endpoints.productDetails.data.parse(details.data).title).toBe('Smoked Walnut SPC');
    expect(await call(endpoints.productDetails, { slug: 'nope' })).toMatchObject({
      http: 404,
      status: 0,
      message: 'Product not found',
    });
  });
});

describe('cart', () => {
  const cartOf = async (key: string) => endpoints.cart.data.parse((await call(endpoints.cart, {}, key)).data);

  it('gives stories a badge of 0 and 3', async () => {
    expect(await cartOf(demoSessions.emptyCart.authKey)).toHaveLength(0);
    expect(await cartOf(demoSessions.withCart.authKey)).toHaveLength(3);
    expect(await cartOf(seedSession({ cartLines: 3 }).authKey)).toHaveLength(3);
    expect(await cartOf(seedSession().authKey)).toHaveLength(0);
  });

  it('adds at the server price, edits, merges and deletes', async () => {
    const { authKey } = seedSession();
    const added = await call(
      endpoints.saveCartLine,
      { 'Usercarts[product_id]': 3, 'Usercarts[price]': '0.01', 'Usercarts[quantity]': 2 },
      authKey,
    );
    expect(added).toMatchObject({ status: 1, message: 'Product added to cart' });
    let cart = await cartOf(authKey);
    const product = Product.parse(fixtures.products[2]);
    expect(cart[0]).toMatchObject({
      quantity: 2,
      product: { product_id: 3, price_per_box: product.price_per_box },
    });

    await call(endpoints.saveCartLine, { 'Usercarts[product_id]': 3, 'Usercarts[quantity]': 1 }, authKey);
    cart = await cartOf(authKey);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);

    const id = cart[0]!.user_carts_id;
    const edited = await call(
      endpoints.saveCartLine,
      { user_carts_id: id, 'Usercarts[product_id]': 3, 'Usercarts[quantity]': 7 },
      authKey,
    );
    expect(edited.message).toBe('Cart updated successfully');
    expect((await cartOf(authKey))[0]!.quantity).toBe(7);

    // Someone else's line is not found.
    expect((await call(endpoints.deleteCartLine, { user_carts_id: 101 }, authKey)).status).toBe(0);
    expect((await call(endpoints.deleteCartLine, { user_carts_id: id }, authKey)).message).toBe(
      'Item deleted successfully',
    );
    expect(await cartOf(authKey)).toHaveLength(0);
    expect(
      (
        await call(
          endpoints.saveCartLine,
          { 'Usercarts[product_id]': 999, 'Usercarts[quantity]': 1 },
          authKey,
        )
      ).status,
    ).toBe(0);
  });
});

describe('addresses', () => {
  const listOf = async (key: string) =>
    endpoints.addresses.data.parse((await call(endpoints.addresses, {}, key)).data);

  it('adds, edits, keeps one default and deletes', async () => {
    const { authKey } = seedSession({ addresses: 0 });
    expect(await listOf(authKey)).toEqual([]);
    await call(endpoints.saveAddress, validAddress, authKey);
    await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[name]': 'Office', 'Appuseraddress[is_default]': '1' },
      authKey,
    );
    let list = await listOf(authKey);
    // The default first (docs/decisions.md; the contract tests hold every default rule).
    expect(list.map((a) => [a.name, a.is_default])).toEqual([
      ['Office', true],
      ['Pat Doe', false],
    ]);
    expect(list[1]).toMatchObject({ latitude: 29.7589, longitude: -95.3677 });

    const first = list[1]!.appuser_address_id;
    await call(
      endpoints.saveAddress,
      { ...validAddress, appuser_address_id: first, 'Appuseraddress[city]': 'Katy' },
      authKey,
    );
    expect((await listOf(authKey))[1]!.city).toBe('Katy');

    const office = list[0]!.appuser_address_id;
    expect((await call(endpoints.deleteAddress, { appuser_address_id: office }, authKey)).status).toBe(1);
    list = await listOf(authKey);
    expect(list.map((a) => [a.appuser_address_id, a.is_default])).toEqual([[first, true]]);
    expect((await call(endpoints.deleteAddress, { appuser_address_id: 11 }, authKey)).status).toBe(0);
  });
});

describe('checkout', () => {
  const intentFor = async (amount: number, extra: Fields = {}) =>
    call(endpoints.createPaymentIntent, { amount, currency: 'usd', ...extra }, DEMO_KEY);
  const pay = (id: string, card = CARD_4242.card_number) =>
    call(endpoints.confirmTestPayment, { ...CARD_4242, payment_intent_id: id, card_number: card }, DEMO_KEY);

  it('prices the cart itself and refuses another amount with its own figures, before any intent exists', async () => {
    const refused = await intentFor(DEMO_PICKUP_CENTS - 1);
    expect(refused).toMatchObject({ http: 409, status: 0 });
    expect(refused.message).toMatch(
      /^Your total has changed to \$[\d,]+\.\d\d \(items \$[\d,]+\.\d\d, tax \$[\d,]+\.\d\d\)\. Please review your cart\.$/,
    );
    expect(db.paymentIntents.size).toBe(0);
    expect((await intentFor(DEMO_PICKUP_CENTS)).status).toBe(1);
    // Lines other than the cart's are refused.
    expect(await intentFor(DEMO_PICKUP_CENTS, { user_carts_id: '101,102' })).toMatchObject({
      http: 409,
      message: 'Your cart has changed. Please review your cart.',
    });
  });

  it('prices delivery with its own §9 quote over the mock road distance', async () => {
    // Address 11: Houston, ≈6 road miles → tier 1 ($150/pallet); 19 boxes → 1 pallet.
    const refused = await intentFor(DEMO_PICKUP_CENTS, { delivery_type: 'Delivery', appuser_address_id: 11 });
    expect(refused.message).toContain('delivery $150.00');
    const tax = SiteSettings.parse(fixtures.settings).tax!;
    expect(tax).toBeGreaterThan(0);
    const delivered = await intentFor(DEMO_PICKUP_CENTS + 150_00, {
      delivery_type: 'Delivery',
      appuser_address_id: 11,
    });
    expect(delivered.status).toBe(1);
    expect(db.paymentIntents.get('pi_mock_1')?.pricing).toMatchObject({
      deliveryCents: 150_00,
      deliveryLabel: 'Express Delivery',
      pallets: 1,
    });
    expect(await intentFor(DEMO_PICKUP_CENTS, { delivery_type: 'Delivery' })).toMatchObject({
      message: 'Please select an address',
    });
  });

  it("follows Stripe's state machine with the documented test cards", async () => {
    const intent = endpoints.createPaymentIntent.data.parse((await intentFor(DEMO_PICKUP_CENTS)).data);
    expect(intent.clientSecret).toMatch(/^pi_mock_1_secret_\w+$/);
    expect(db.paymentIntents.get('pi_mock_1')?.status).toBe('requires_payment_method');
    // Not paid yet: no order.
    const early = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(early).toMatchObject({ http: 402, message: 'Payment status: requires_payment_method' });

    const outcomes = [
      ['4000000000000002', 'requires_payment_method', 'Your card was declined.'],
      ['4000000000009995', 'requires_payment_method', 'Your card has insufficient funds.'],
      ['4111111111111111', 'requires_payment_method', 'Your card number is incorrect.'],
      ['4000002500003155', 'requires_action', undefined],
    ] as const;
    for (const [card, status, message] of outcomes) {
      const step = await pay('pi_mock_1', card);
      expect(step.status).toBe(1);
      expect(endpoints.confirmTestPayment.data.parse(step.data)).toMatchObject({
        id: 'pi_mock_1',
        status,
        ...(message ? { error_message: message } : {}),
      });
    }
    const failed = await call(
      endpoints.authenticateTestPayment,
      { payment_intent_id: 'pi_mock_1', outcome: 'fail' },
      DEMO_KEY,
    );
    expect(failed.data).toMatchObject({
      status: 'requires_payment_method',
      error_message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    await pay('pi_mock_1', '4000002500003155');
    const done = await call(
      endpoints.authenticateTestPayment,
      { payment_intent_id: 'pi_mock_1', outcome: 'complete' },
      DEMO_KEY,
    );
    expect(done.data).toMatchObject({ status: 'succeeded' });
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });

  it('makes the order from the priced intent, answers the receipt and removes the ordered lines', async () => {
    await intentFor(DEMO_PICKUP_CENTS + 150_00, { delivery_type: 'Delivery', appuser_address_id: 11 });
    await pay('pi_mock_1');
    // The client's figures are ignored: the order is what the intent was priced for.
    const placed = await call(
      endpoints.checkout,
      order({ 'Userorder[payment_id]': 'pi_mock_1', 'Userorder[total]': '1.00' }),
      DEMO_KEY,
    );
    expect(placed).toMatchObject({ status: 1, message: 'Order placed successfully' });
    const receipt = endpoints.checkout.data.parse(placed.data);
    expect(receipt).toMatchObject({
      userorder_id: 5001,
      total: DEMO_PICKUP_CENTS + 150_00,
      shipping: 150_00,
      delivery_type: 'Delivery',
      delivery_label: 'Express Delivery',
      pallets: 1,
    });
    expect(receipt?.miles).toBeGreaterThan(0);
    expect(db.orders.get(5001)).toMatchObject({ appuser_address_id: 11, address: { city: 'Houston' } });
    expect(endpoints.cart.data.parse((await call(endpoints.cart, {}, DEMO_KEY)).data)).toEqual([]);

    // The same payment for the same lines: the same order. For other lines: refused.
    const again = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(endpoints.checkout.data.parse(again.data)?.userorder_id).toBe(5001);
    await call(endpoints.saveCartLine, { 'Usercarts[product_id]': 2, 'Usercarts[quantity]': 1 }, DEMO_KEY);
    const replay = await call(
      endpoints.checkout,
      order({ 'Userorder[payment_id]': 'pi_mock_1', 'Userorder[user_carts_id]': '1000' }),
      DEMO_KEY,
    );
    expect(replay).toMatchObject({
      http: 409,
      message:
        'This payment was already used for order #5001. Please review your cart and pay for the remaining items separately.',
    });
    expect(db.orders.size).toBe(1);
  });

  it('cancels an unpaid intent whose cart changed, and refunds a paid one', async () => {
    await intentFor(DEMO_PICKUP_CENTS);
    await call(endpoints.deleteCartLine, { user_carts_id: 103 }, DEMO_KEY);
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message:
        'Your cart changed after the payment was started, so the payment was cancelled. Please review your cart and pay again.',
    });
    expect(db.paymentIntents.get('pi_mock_1')?.status).toBe('canceled');

    resetDb();
    await intentFor(DEMO_PICKUP_CENTS);
    await pay('pi_mock_1');
    await call(endpoints.deleteCartLine, { user_carts_id: 103 }, DEMO_KEY);
    const refused = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(refused).toMatchObject({ http: 409, status: 0 });
    expect(refused.message).toMatch(/^Your cart changed after you paid, so we refunded the payment of \$/);
    expect(db.paymentIntents.get('pi_mock_1')?.refunded).toBe(DEMO_PICKUP_CENTS);
    expect(db.orders.size).toBe(0);
  });

  it('refuses unknown payments and bad order fields', async () => {
    expect(
      (await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_77' }), DEMO_KEY)).message,
    ).toBe('Payment not found');
    expect(
      (await call(endpoints.checkout, order({ 'Userorder[order_status]': 'Pending' }), DEMO_KEY)).http,
    ).toBe(400);
    expect(db.orders.size).toBe(0);
  });

  it("in Stripe mode reports it, takes the browser's confirmation and has no test-payment step", async () => {
    server.use(...scenarios.stripePayments());
    expect(endpoints.settings.data.parse((await call(endpoints.settings)).data).payment_mode).toBe('stripe');
    await intentFor(DEMO_PICKUP_CENTS);
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message: 'Test payments are off: this shop takes card payments through Stripe.',
    });
    const placed = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(placed.status).toBe(1);
  });
});

describe('delivery facts the mocks hand the client', () => {
  it('tiers come with the warehouse; settings say test-payment mode; addresses carry their road miles', async () => {
    const tiers = endpoints.shippingCharge.data.parse((await call(endpoints.shippingCharge)).data);
    expect(tiers.warehouse).toEqual(fixtures.warehouseLocation);
    expect(tiers.tiers).toHaveLength(2);
    expect(endpoints.settings.data.parse((await call(endpoints.settings)).data).payment_mode).toBe('test');
    const [houston, austin] = endpoints.addresses.data.parse(
      (await call(endpoints.addresses, {}, DEMO_KEY)).data,
    );
    expect(houston!.distance_miles).toBeLessThan(100);
    expect(austin!.distance_miles).toBeGreaterThan(100);
    await call(endpoints.saveAddress, { ...validAddress, 'Appuseraddress[latitude]': '' }, DEMO_KEY);
    const list = endpoints.addresses.data.parse((await call(endpoints.addresses, {}, DEMO_KEY)).data);
    expect(list.at(-1)?.distance_miles).toBeNull();
  });
});

describe('road routing (OSRM shape)', () => {
  const route = (coords: string) =>
    fetch(`https://router.project-osrm.org/route/v1/driving/${coords}?overview=false`);
  const { lat, lng } = fixtures.warehouseLocation;

  it('answers haversine × 1.25, longitude first', async () => {
    const miles = async (to: { latitude?: unknown; longitude?: unknown }) => {
      const response = await route(`${lng},${lat};${to.longitude},${to.latitude}`);
      const json = (await response.json()) as {
        code: string;
        routes: { distance: number; duration: number }[];
      };
      expect(json.code).toBe('Ok');
      expect(json.routes[0]!.duration).toBeGreaterThan(0);
      return metresToMiles(json.routes[0]!.distance);
    };
    const [houston, austin] = fixtures.demoUser.addresses;
    const [sanAntonio] = fixtures.emptyCartUser.addresses;
    expect(await miles(houston!)).toBeLessThan(100);
    const austinMiles = await miles(austin!);
    expect(austinMiles).toBeGreaterThan(100);
    expect(austinMiles).toBeLessThan(200);
    expect(await miles(sanAntonio!)).toBeGreaterThan(200);
    // Same point: 0 m.
    const same = await (await route(`${lng},${lat};${lng},${lat}`)).json();
    expect(same.routes[0].distance).toBe(0);
  });

  it('answers 400 InvalidQuery on bad coordinates', async () => {
    for (const bad of ['abc', `${lng},${lat}`, '-95.5,29.7;nope,1', '-200,29.7;-95,29']) {
      const response = await route(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidQuery' });
    }
  });
});

describe('scenarios', () => {
  it('loading never answers', async () => {
    server.use(...scenarios.loading(endpoints.cart));
    const controller = new AbortController();
    const pending = fetch(joinUrl(BASE, endpoints.cart.path), {
      method: 'POST',
      headers: { auth_key: DEMO_KEY },
      signal: controller.signal,
    });
    const winner = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('still loading'), 150)),
    ]);
    expect(winner).toBe('still loading');
    controller.abort();
    await pending.catch(() => undefined);
  });

  it('empty answers status 1 with empty data that parses, or 404 where nothing can be empty', async () => {
    for (const endpoint of endpointList) {
      server.resetHandlers();
      server.use(...scenarios.empty(endpoint));
      const answer = await call(endpoint, validRequests[endpoint.name]!.fields, DEMO_KEY);
      if (emptyData(endpoint) === undefined) {
        expect(answer, endpoint.name).toMatchObject({ http: 404, status: 0 });
        continue;
      }
      expect(answer.status, endpoint.name).toBe(1);
      expect(answer.data).toEqual(emptyData(endpoint));
      expect(endpoint.data.safeParse(answer.data).success).toBe(true);
    }
    server.resetHandlers();
    expect(endpoints.cart.data.parse(emptyData(endpoints.cart))).toEqual([]);
    expect(emptyData(endpoints.productDetails)).toBeUndefined();
    expect(HomeContent.parse(emptyData(endpoints.homeScreen)).banner).toEqual([]);
  });

  it('serverError answers 500 with a failure envelope', async () => {
    server.use(...scenarios.serverError(endpoints.products));
    expect(await call(endpoints.products)).toMatchObject({
      http: 500,
      status: 0,
      message: SERVER_ERROR_MESSAGE,
    });
    server.use(...scenarios.serverError(endpoints.cart, 'Database is down'));
    expect((await call(endpoints.cart, {}, DEMO_KEY)).message).toBe('Database is down');
  });

  it('statusZero answers HTTP 200 with status 0 and the message', async () => {
    server.use(...scenarios.statusZero(endpoints.saveCartLine, 'Failed to add to cart'));
    expect(await call(endpoints.saveCartLine, validRequests.saveCartLine!.fields, DEMO_KEY)).toMatchObject({
      http: 200,
      status: 0,
      message: 'Failed to add to cart',
    });
  });

  it('unauthorizedThenRefresh: 401, the refresh succeeds, the retry succeeds — on every visit', async () => {
    server.use(...scenarios.unauthorizedThenRefresh(endpoints.cart));
    for (let visit = 0; visit < 2; visit++) {
      expect((await call(endpoints.cart, {}, DEMO_KEY)).http).toBe(401);
      const refreshed = await call(endpoints.refreshToken, {}, DEMO_KEY);
      expect(refreshed.status).toBe(1);
      const key = (refreshed.data as { auth_key: string }).auth_key;
      const retry = await call(endpoints.cart, {}, key);
      expect(retry.status).toBe(1);
      expect(endpoints.cart.data.parse(retry.data)).toHaveLength(3);
    }
  });

  it('refreshFails: the endpoint and the refresh both answer 401', async () => {
    server.use(...scenarios.refreshFails(endpoints.addresses));
    expect((await call(endpoints.addresses, {}, DEMO_KEY)).http).toBe(401);
    expect((await call(endpoints.refreshToken, {}, DEMO_KEY)).http).toBe(401);
    // Other endpoints are untouched.
    expect((await call(endpoints.cart, {}, DEMO_KEY)).status).toBe(1);
  });

  it('invalidShape answers status 1 with data the schema rejects', async () => {
    for (const endpoint of endpointList) {
      // Free-form data (z.unknown) accepts anything: nothing to break.
      if (endpoint.data.safeParse(Symbol('any')).success) continue;
      server.resetHandlers();
      server.use(...scenarios.invalidShape(endpoint));
      const answer = await call(endpoint, validRequests[endpoint.name]!.fields, DEMO_KEY);
      expect(answer.status, endpoint.name).toBe(1);
      expect(answer.data).toEqual(invalidData(endpoint));
      expect(endpoint.data.safeParse(answer.data).success, endpoint.name).toBe(false);
    }
  });

  it('networkError makes fetch reject', async () => {
    server.use(...scenarios.networkError(endpoints.settings));
    await expect(fetch(joinUrl(BASE, endpoints.settings.path))).rejects.toThrow();
  });
});

describe('money on the wire', () => {
  it('cart lines carry price_per_box as a numeric string (§3)', async () => {
    const raw = (await call(endpoints.cart, {}, DEMO_KEY)).raw as {
      data: { product: { price_per_box: unknown } }[];
    };
    for (const line of raw.data) {
      expect(typeof line.product.price_per_box).toBe('string');
      expect(toCents(line.product.price_per_box as string)).toBeGreaterThan(0);
    }
  });
});
