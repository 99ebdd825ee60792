// Shared contract cases: the same request/answer checks for every implementation of the §7 API — the
// reference server (tests/contract/server.contract.test.ts) and the MSW mocks (a mocks variant can run
// these cases with a driver over msw/node). A case posts wire fields as the storefront does and checks the
// envelope: success answers must parse with the endpoint's `data` schema; failures must be status 0 with
// a message a shopper can read. HTTP statuses of failures are checked only for drivers that promise them
// (`strictHttp`): the old API answers some business failures with HTTP 200 + status 0, which the contract
// also accepts.
import { expect } from 'vitest';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { Envelope } from '../../src/contract/envelope';
import { failureMessages, paymentStatusMessage, successMessages } from '../../src/contract/messages';
import { billSummary } from '../../src/domain/cart';
import { TEST_PAYMENT_MESSAGES } from '../../src/domain/test-payments';

export type Fields = Record<string, string | number>;

export interface Shopper {
  authKey: string;
  email: string;
  password: string;
}

export interface ContractDriver {
  /** Sends a call the way the storefront does (encoding from the endpoint, XSRF echo, auth_key header). */
  call(
    name: EndpointName,
    fields?: Fields,
    options?: { authKey?: string },
  ): Promise<{ httpStatus: number; body: unknown }>;
  /** Signs up a new shopper (through the API or the store's own state) and returns its key and credentials. */
  newShopper(): Promise<Shopper>;
  /** True when failures come with their HTTP status (400, 401, 404, …), as the reference server does. */
  strictHttp: boolean;
  /** A live password reset token for the shopper's address (the server's mailed link; the mocks' fixture). */
  resetToken(email: string): Promise<string>;
}

interface CaseContext {
  driver: ContractDriver;
  /** The shopper the case runs as (for `as: 'shopper'`). */
  me: Shopper;
  /** Call as `me` and insist on success; returns the parsed data. */
  mine<N extends EndpointName>(name: N, fields?: Fields): Promise<ParsedData<N>>;
  /** Another shopper, for ownership cases. */
  other(): Promise<
    Shopper & { mine<N extends EndpointName>(name: N, fields?: Fields): Promise<ParsedData<N>> }
  >;
}

type ParsedData<N extends EndpointName> = ReturnType<(typeof endpoints)[N]['data']['parse']>;

export interface ContractCase {
  title: string;
  endpoint: EndpointName;
  /** Who calls: a signed-in shopper (default for userauth calls), nobody, or a forged key. */
  as?: 'shopper' | 'none' | 'bad';
  /** Prepares state; what it returns is handed to `fields` and `check`. */
  setup?: (ctx: CaseContext) => Promise<Record<string, unknown>>;
  fields?: Fields | ((state: Record<string, unknown>, ctx: CaseContext) => Fields);
  expect:
    | {
        ok: true;
        check?: (data: unknown, state: Record<string, unknown>, ctx: CaseContext) => Promise<void> | void;
        /** The envelope's message (src/contract/messages.ts); reads answer successMessages.ok. */
        message: string;
      }
    | { ok: false; message?: string | RegExp; httpStatus?: number };
}

type Check = (data: unknown, state: Record<string, unknown>, ctx: CaseContext) => Promise<void> | void;
const ok = (check?: Check, message: string = successMessages.ok) => ({ ok: true, check, message }) as const;
/** Success with the message the contract names for it. */
const says = (message: string, check?: Check) => ok(check, message);
const fails = (message?: string | RegExp, httpStatus?: number) =>
  ({ ok: false, message, httpStatus }) as const;

let counter = 0;
export const uniqueEmail = (prefix = 'contract') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

const ADDRESS: Fields = {
  'Appuseraddress[name]': 'Casey Contract',
  'Appuseraddress[address_line_1]': '2315 Bissonnet St',
  'Appuseraddress[address_line_2]': '',
  'Appuseraddress[postal_code]': '77005',
  'Appuseraddress[mobile_number]': '7135550142',
  'Appuseraddress[is_default]': '1',
  'Appuseraddress[city]': 'Houston',
  'Appuseraddress[state]': 'TX',
  'Appuseraddress[latitude]': '29.7218',
  'Appuseraddress[longitude]': '-95.4100',
};

/** ADDRESS named `name`, saved with is_default 1 or 0. */
const address = (name: string, isDefault = false): Fields => ({
  ...ADDRESS,
  'Appuseraddress[name]': name,
  'Appuseraddress[is_default]': isDefault ? '1' : '0',
});

/** Saves addresses named `names` in order (`defaults` are sent with is_default 1); answers their ids. */
async function addAddresses(ctx: Pick<CaseContext, 'mine'>, names: string[], defaults: string[] = []) {
  for (const name of names) await ctx.mine('saveAddress', address(name, defaults.includes(name)));
  const list = await ctx.mine('addresses');
  return names.map((name) => list.find((a) => a.name === name)!.appuser_address_id);
}

/** The shopper's address list as [name, is_default] pairs, in the order the endpoint answers. */
async function defaults(ctx: Pick<CaseContext, 'mine'>) {
  return (await ctx.mine('addresses')).map((a) => [a.name, a.is_default]);
}

const signupFields = (email: string, password = 'contract password 1'): Fields => ({
  'Appuser[first_name]': 'Casey',
  'Appuser[last_name]': 'Contract',
  'Appuser[email]': email,
  'Appuser[password]': password,
  'Appuser[postal_code]': '00000',
  'Appuser[phone_number]': '0000000000',
  'Appuser[login_type]': 'Normal',
  'Appuser[devices_type]': 'Web',
  'Appuser[devices_name]': 'contract-test',
  'Appuser[app_version]': '1',
  'Appuser[devices_id]': 'contract-device',
});

/** Adds one line of product 1 and answers its id. */
async function addLine(ctx: Pick<CaseContext, 'mine'>, quantity = 2) {
  await ctx.mine('saveCartLine', {
    'Usercarts[product_id]': 1,
    'Usercarts[price]': '0.01',
    'Usercarts[quantity]': quantity,
  });
  const cart = await ctx.mine('cart');
  const line = cart.find((l) => l.product.product_id === 1);
  if (!line) throw new Error('the added line is not in the cart');
  return line;
}

/** A pickup bill for the shopper's whole cart, with the shop's own tax setting (§9). */
async function pickupBill(ctx: Pick<CaseContext, 'mine' | 'driver'>) {
  const settings = await ctx.driver.call('settings');
  const tax = endpoints.settings.data.parse(Envelope.parse(settings.body).data).tax;
  const cart = await ctx.mine('cart');
  const bill = billSummary({
    lines: cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
    taxPercent: tax,
    mode: 'pickup',
    deliveryChargeCents: null,
  });
  return { bill, ids: cart.map((l) => l.user_carts_id).join(',') };
}

/** A pickup payment intent for one line of product 1, at the cart's own total; answers its id. */
async function newIntent(ctx: CaseContext, who: Pick<CaseContext, 'mine'> = ctx) {
  await addLine(who);
  const { bill } = await pickupBill({ driver: ctx.driver, mine: who.mine });
  const intent = await who.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
  return intent.paymentIntentId;
}

/** confirmtestpayment fields: Stripe's test card numbers with any future expiry and any CVC. */
const cardFields = (paymentId: string, cardNumber: string): Fields => ({
  payment_intent_id: paymentId,
  card_number: cardNumber,
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
});

const orderFields = (paymentId: string, ids: string, totalCents: number): Fields => ({
  'Userorder[appuser_address_id]': 0,
  'Userorder[payment_type]': 'Online',
  'Userorder[payment_status]': 'succeeded',
  'Userorder[payment_id]': paymentId,
  'Userorder[tax]': '0',
  'Userorder[shipping]': 0,
  'Userorder[sub_total]': '0',
  'Userorder[total]': (totalCents / 100).toFixed(2),
  'Userorder[order_status]': 'Confirm',
  'Userorder[delivery_type]': 'Pickup',
  'Userorder[user_carts_id]': ids,
});

export const contractCases: ContractCase[] = [
  // ---- catalogue ----
  {
    title: 'setting answers site settings with the payment mode (decision 4)',
    endpoint: 'settings',
    expect: ok((d) => {
      expect(d).toHaveProperty('warehouse_address');
      expect((d as { payment_mode: unknown }).payment_mode).toBe('test');
    }),
  },
  {
    title: 'gethomescreen answers home content',
    endpoint: 'homeScreen',
    expect: ok((d) => expect((d as { banner: unknown[] }).banner.length).toBeGreaterThan(0)),
  },
  { title: 'getaboutus answers the about page', endpoint: 'aboutUs', expect: ok() },
  {
    title: 'getshippingcharge answers delivery tiers with the warehouse they start from (decision 1)',
    endpoint: 'shippingCharge',
    expect: ok((d) => {
      const answer = d as { tiers: unknown[]; warehouse: { lat: number; lng: number } | null };
      expect(answer.tiers.length).toBeGreaterThan(0);
      expect(answer.warehouse).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }),
  },
  {
    title: 'getproductcategory answers categories',
    endpoint: 'categories',
    expect: ok((d) => expect((d as unknown[]).length).toBeGreaterThan(0)),
  },
  {
    title: 'getproductcategory refuses fields it does not take',
    endpoint: 'categories',
    fields: { surprise: '1' },
    expect: fails(undefined, 400),
  },
  {
    title: 'getproduct with an empty body answers every product',
    endpoint: 'products',
    expect: ok((d) => expect((d as unknown[]).length).toBeGreaterThan(0)),
  },
  {
    title: 'getproduct with product_category_id answers that category only',
    endpoint: 'products',
    fields: { product_category_id: 1 },
    expect: ok((d) => {
      const list = d as { product_category_id: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.product_category_id === 1)).toBe(true);
    }),
  },
  {
    title: 'getproduct refuses a non-numeric category, naming the field',
    endpoint: 'products',
    fields: { product_category_id: 'abc' },
    expect: fails(/product_category_id/, 400),
  },
  {
    title: 'getproductdetails answers the product with its media',
    endpoint: 'productDetails',
    fields: { slug: 'coastal-oak-spc' },
    expect: ok((d) => {
      const p = d as { slug: string; product_image: unknown[] };
      expect(p.slug).toBe('coastal-oak-spc');
      expect(p.product_image.length).toBeGreaterThan(0);
    }),
  },
  {
    title: 'getproductdetails of an unknown slug fails',
    endpoint: 'productDetails',
    fields: { slug: 'no-such-floor' },
    expect: fails(/not found/i, 404),
  },
  {
    title: 'getproductdetails without a slug names the field',
    endpoint: 'productDetails',
    fields: {},
    expect: fails(/slug/, 400),
  },

  // ---- accounts ----
  {
    title: 'usersignup answers a session grant',
    endpoint: 'signup',
    as: 'none',
    fields: () => signupFields(uniqueEmail('signup')),
    expect: says(successMessages.signup, (d) =>
      expect((d as { first_name: string }).first_name).toBe('Casey'),
    ),
  },
  {
    title: 'usersignup refuses a bad email',
    endpoint: 'signup',
    as: 'none',
    fields: () => ({ ...signupFields('not-an-email') }),
    expect: fails(/email/, 400),
  },
  {
    title: 'usersignup refuses a taken email',
    endpoint: 'signup',
    as: 'none',
    fields: (_s, ctx) => signupFields(ctx.me.email),
    expect: fails(failureMessages.emailTaken, 409),
  },
  {
    title: 'login answers a session grant for the right password',
    endpoint: 'login',
    as: 'none',
    fields: (_s, ctx) => ({
      'Appuser[email]': ctx.me.email,
      'Appuser[password]': ctx.me.password,
      'Appuser[devices_type]': 'Web',
    }),
    expect: says(successMessages.login, (d) =>
      expect((d as { auth_key: string }).auth_key.length).toBeGreaterThan(0),
    ),
  },
  {
    title: 'login refuses a wrong password',
    endpoint: 'login',
    as: 'none',
    fields: (_s, ctx) => ({ 'Appuser[email]': ctx.me.email, 'Appuser[password]': 'definitely wrong' }),
    expect: fails(failureMessages.loginFailed, 400),
  },
  {
    title: 'login answers an unknown account exactly as a wrong password',
    endpoint: 'login',
    as: 'none',
    fields: () => ({ 'Appuser[email]': uniqueEmail('nobody'), 'Appuser[password]': 'definitely wrong' }),
    expect: fails(failureMessages.loginFailed, 400),
  },
  {
    title: 'login without a password names the field',
    endpoint: 'login',
    as: 'none',
    fields: { 'Appuser[email]': 'a@example.com' },
    expect: fails(/password/, 400),
  },
  {
    title: 'forgotpassword answers without an auth key',
    endpoint: 'forgotPassword',
    as: 'none',
    fields: (_s, ctx) => ({ 'Appuser[email]': ctx.me.email }),
    expect: says(successMessages.forgotPassword, (d) =>
      expect((d as { auth_key?: string } | null)?.auth_key).toBeUndefined(),
    ),
  },
  {
    title: 'forgotpassword refuses a bad email',
    endpoint: 'forgotPassword',
    as: 'none',
    fields: { 'Appuser[email]': 'nope' },
    expect: fails(/email/, 400),
  },
  {
    title: 'contactus thanks the sender',
    endpoint: 'contactUs',
    as: 'none',
    fields: {
      'Contactus[first_name]': 'Ada',
      'Contactus[last_name]': 'Lovelace',
      'Contactus[email]': 'ada@example.com',
      'Contactus[message]': 'Do you stock 8 mm SPC?',
    },
    expect: says(successMessages.contactUs),
  },
  {
    title: 'contactus names a missing field',
    endpoint: 'contactUs',
    as: 'none',
    fields: { 'Contactus[first_name]': 'Ada' },
    expect: fails(/last_name|email|message/, 400),
  },

  // ---- cart ----
  {
    title: 'getusercarts answers the (empty) cart',
    endpoint: 'cart',
    expect: ok((d) => expect(d).toEqual([])),
  },
  {
    title: 'getusercarts without auth_key is refused',
    endpoint: 'cart',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'getusercarts with a forged auth_key is refused',
    endpoint: 'cart',
    as: 'bad',
    expect: fails(undefined, 401),
  },
  {
    title: "addeditusercarts adds a line at the product's price, never the client's",
    endpoint: 'saveCartLine',
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[price]': '0.01', 'Usercarts[quantity]': 3 },
    expect: says(successMessages.cartLineAdded, async (_d, _s, ctx) => {
      const [line] = await ctx.mine('cart');
      const product = await ctx.driver.call('productDetails', { slug: 'coastal-oak-spc' });
      const price = endpoints.productDetails.data.parse(Envelope.parse(product.body).data).price_per_box;
      expect(line?.quantity).toBe(3);
      expect(line?.product.price_per_box).toBe(price);
    }),
  },
  {
    title: 'addeditusercarts adding a product already in the cart adds to its line',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, 2)).user_carts_id }),
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 3 },
    expect: says(successMessages.cartLineAdded, async (_d, s, ctx) => {
      const cart = await ctx.mine('cart');
      expect(cart.map((l) => [l.user_carts_id, l.quantity])).toEqual([[Number(s.line), 5]]);
    }),
  },
  {
    title: 'addeditusercarts with user_carts_id sets that line',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, 2)).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line), 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 7 }),
    expect: says(successMessages.cartLineUpdated, async (_d, _s, ctx) => {
      expect((await ctx.mine('cart')).map((l) => l.quantity)).toEqual([7]);
    }),
  },
  {
    title: 'addeditusercarts refuses quantity 0, naming the field',
    endpoint: 'saveCartLine',
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 0 },
    expect: fails(/quantity/, 400),
  },
  {
    title: "addeditusercarts cannot edit another shopper's line",
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(await ctx.other())).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line), 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 9 }),
    expect: fails(/not found/i, 404),
  },
  {
    title: 'deleteusercarts deletes an own line',
    endpoint: 'deleteCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx)).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line) }),
    expect: says(successMessages.cartLineDeleted, async (_d, _s, ctx) =>
      expect(await ctx.mine('cart')).toEqual([]),
    ),
  },
  {
    title: "deleteusercarts cannot delete another shopper's line",
    endpoint: 'deleteCartLine',
    setup: async (ctx) => ({ line: (await addLine(await ctx.other())).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line) }),
    expect: fails(/not found/i, 404),
  },

  // ---- addresses ----
  {
    title: 'getappuseraddress answers the (empty) list',
    endpoint: 'addresses',
    expect: ok((d) => expect(d).toEqual([])),
  },
  {
    title: 'getappuseraddress without auth_key is refused',
    endpoint: 'addresses',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'addeditappuseraddress adds an address',
    endpoint: 'saveAddress',
    fields: ADDRESS,
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) => {
      const list = await ctx.mine('addresses');
      expect(list.map((a) => a.address_line_1)).toEqual(['2315 Bissonnet St']);
    }),
  },
  {
    title: 'addeditappuseraddress with appuser_address_id edits that address',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ id: (await addAddresses(ctx, ['A']))[0] }),
    fields: (s) => ({ ...address('A'), appuser_address_id: Number(s.id), 'Appuseraddress[city]': 'Austin' }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) => {
      expect((await ctx.mine('addresses')).map((a) => [a.name, a.city])).toEqual([['A', 'Austin']]);
    }),
  },

  // The default address (docs/decisions.md "Default address"): while a shopper has addresses exactly one
  // is the default; the list answers the default first, then the others oldest first.
  {
    title: 'the first address is the default, even when saved with is_default 0',
    endpoint: 'saveAddress',
    fields: address('First'),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([['First', true]]),
    ),
  },
  {
    title: 'a later address saved with is_default 0 leaves the default alone, listed after it',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A']) }),
    fields: address('B'),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A', true],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'an address saved with is_default 1 becomes the only default and is listed first',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B']) }),
    fields: address('C', true),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['C', true],
        ['A', false],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'editing another address with is_default 1 moves the default to it',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C']) }),
    fields: (s) => ({ ...address('B', true), appuser_address_id: (s.ids as number[])[1]! }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['B', true],
        ['A', false],
        ['C', false],
      ]),
    ),
  },
  {
    title: 'editing the default with is_default 0 keeps it the default (choose another to move it)',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B']) }),
    fields: (s) => ({ ...address('A renamed'), appuser_address_id: (s.ids as number[])[0]! }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A renamed', true],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'deleting the default makes the oldest remaining address the default',
    endpoint: 'deleteAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C', 'D'], ['C']) }),
    fields: (s) => ({ appuser_address_id: (s.ids as number[])[2]! }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A', true],
        ['B', false],
        ['D', false],
      ]),
    ),
  },
  {
    title: 'deleting another address leaves the default alone',
    endpoint: 'deleteAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C'], ['B']) }),
    fields: (s) => ({ appuser_address_id: (s.ids as number[])[0]! }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['B', true],
        ['C', false],
      ]),
    ),
  },
  {
    title: 'addeditappuseraddress refuses a mobile number that is not 10 digits (§5 message)',
    endpoint: 'saveAddress',
    fields: { ...ADDRESS, 'Appuseraddress[mobile_number]': '12345' },
    expect: fails('Please enter valid 10-digit mobile number', 400),
  },
  {
    title: "addeditappuseraddress cannot edit another shopper's address",
    endpoint: 'saveAddress',
    setup: async (ctx) => {
      const other = await ctx.other();
      await other.mine('saveAddress', ADDRESS);
      const [address] = await other.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ ...ADDRESS, appuser_address_id: Number(s.id), 'Appuseraddress[city]': 'Elsewhere' }),
    expect: fails(/not found/i, 404),
  },
  {
    title: 'deleteappuseraddress deletes an own address',
    endpoint: 'deleteAddress',
    setup: async (ctx) => {
      await ctx.mine('saveAddress', ADDRESS);
      const [address] = await ctx.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ appuser_address_id: Number(s.id) }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await ctx.mine('addresses')).toEqual([]),
    ),
  },
  {
    title: "deleteappuseraddress cannot delete another shopper's address",
    endpoint: 'deleteAddress',
    setup: async (ctx) => {
      const other = await ctx.other();
      await other.mine('saveAddress', ADDRESS);
      const [address] = await other.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ appuser_address_id: Number(s.id) }),
    expect: fails(/not found/i, 404),
  },

  // ---- payment and order ----
  {
    title: "createpaymentintent answers a client secret for the cart's total in cents",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill, ids } = await pickupBill(ctx);
      return { total: bill.totalCents, ids };
    },
    fields: (s) => ({
      amount: Number(s.total),
      currency: 'usd',
      delivery_type: 'Pickup',
      appuser_address_id: 0,
      user_carts_id: String(s.ids),
    }),
    expect: ok((d) => expect((d as { clientSecret: string }).clientSecret).toMatch(/_secret_/)),
  },
  {
    title:
      "createpaymentintent refuses an amount that is not the cart's total, with the server's figures (decision 5)",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents };
    },
    fields: (s) => ({ amount: Number(s.total) + 1, currency: 'usd', delivery_type: 'Pickup' }),
    expect: fails(
      /^Your total has changed to \$[\d,]+\.\d\d \(items \$[\d,]+\.\d\d, tax \$[\d,]+\.\d\d\)\. Please review your cart\.$/,
      409,
    ),
  },
  {
    title: "createpaymentintent refuses lines that are not the cart's",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      const line = await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents, ids: `${line.user_carts_id},999999` };
    },
    fields: (s) => ({ amount: Number(s.total), user_carts_id: String(s.ids) }),
    expect: fails('Your cart has changed. Please review your cart.', 409),
  },
  {
    title:
      "createpaymentintent for Delivery adds the server's own quote for the address (§9, 1 pallet ≤ 100 mi)",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      await ctx.mine('saveAddress', ADDRESS);
      const [address] = await ctx.mine('addresses');
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents, address: address!.appuser_address_id };
    },
    // The pickup total, posted for a delivery: refused with the delivery the server priced.
    fields: (s) => ({
      amount: Number(s.total),
      delivery_type: 'Delivery',
      appuser_address_id: Number(s.address),
    }),
    expect: fails(/\(items \$[\d,.]+, tax \$[\d,.]+, delivery \$150\.00\)/, 409),
  },
  {
    title: 'getappuseraddress answers the road miles the server measured (decision 3)',
    endpoint: 'addresses',
    setup: async (ctx) => {
      await ctx.mine('saveAddress', ADDRESS);
      return {};
    },
    expect: ok((d) => {
      const [address] = d as { distance_miles: number | null }[];
      expect(address?.distance_miles).toBeGreaterThan(0);
      expect(address?.distance_miles).toBeLessThan(100);
    }),
  },
  {
    title: 'createpaymentintent for Delivery needs an address',
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents };
    },
    fields: (s) => ({ amount: Number(s.total), delivery_type: 'Delivery', appuser_address_id: 0 }),
    expect: fails('Please select an address', 400),
  },
  {
    title: 'createpaymentintent refuses an amount that is not whole cents',
    endpoint: 'createPaymentIntent',
    fields: { amount: '12.50', currency: 'usd' },
    expect: fails(/amount/, 400),
  },
  {
    title: 'createpaymentintent without auth_key is refused',
    endpoint: 'createPaymentIntent',
    as: 'none',
    fields: { amount: 5000 },
    expect: fails(undefined, 401),
  },
  {
    title: 'confirmtestpayment with 4242… succeeds the intent (decision 6)',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4242 4242 4242 4242'),
    expect: says(paymentStatusMessage('succeeded'), (d, s) =>
      expect(d).toMatchObject({ id: s.paymentId, status: 'succeeded' }),
    ),
  },
  {
    title: 'confirmtestpayment with 4000…0002 leaves it requires_payment_method, declined',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4000000000000002'),
    expect: says(TEST_PAYMENT_MESSAGES.declined, (d) =>
      expect(d).toMatchObject({
        status: 'requires_payment_method',
        error_message: TEST_PAYMENT_MESSAGES.declined,
      }),
    ),
  },
  {
    title: 'confirmtestpayment with 4000 0025 0000 3155 asks for authentication',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4000002500003155'),
    expect: says(paymentStatusMessage('requires_action'), (d) =>
      expect(d).toMatchObject({ status: 'requires_action' }),
    ),
  },
  {
    title: "confirmtestpayment cannot confirm another shopper's intent",
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx, await ctx.other()) }),
    fields: (s) => cardFields(String(s.paymentId), '4242424242424242'),
    expect: fails('Payment not found', 404),
  },
  {
    title: 'confirmtestpayment refuses a card number that is not digits',
    endpoint: 'confirmTestPayment',
    fields: cardFields('pi_whatever', '4242-x'),
    expect: fails(/card_number/, 400),
  },
  {
    title: 'confirmtestpayment refuses to confirm a succeeded intent again',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4242424242424242'));
      return { paymentId };
    },
    fields: (s) => cardFields(String(s.paymentId), '4242424242424242'),
    expect: fails(/already succeeded/, 409),
  },
  {
    title: 'authenticatetestpayment completes the 3-D Secure step',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4000002500003155'));
      return { paymentId };
    },
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'complete' }),
    expect: says(paymentStatusMessage('succeeded'), (d) => expect(d).toMatchObject({ status: 'succeeded' })),
  },
  {
    title: 'authenticatetestpayment failing returns the intent to requires_payment_method',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4000002500003155'));
      return { paymentId };
    },
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'fail' }),
    expect: says(TEST_PAYMENT_MESSAGES.authenticationFailed, (d) =>
      expect(d).toMatchObject({
        status: 'requires_payment_method',
        error_message: TEST_PAYMENT_MESSAGES.authenticationFailed,
      }),
    ),
  },
  {
    title: 'authenticatetestpayment refuses an intent that is not waiting for authentication',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'complete' }),
    expect: fails('This PaymentIntent does not need authentication.', 409),
  },
  {
    title: 'checkout accepts a paid pickup order, answers its receipt and empties the ordered lines',
    endpoint: 'checkout',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      await ctx.mine('confirmTestPayment', cardFields(intent.paymentIntentId, '4242424242424242'));
      return { paymentId: intent.paymentIntentId, ids, total: bill.totalCents };
    },
    fields: (s) => orderFields(String(s.paymentId), String(s.ids), Number(s.total)),
    expect: says(successMessages.orderPlaced, async (d, s, ctx) => {
      expect(d).toMatchObject({
        userorder_id: expect.any(Number),
        total: s.total,
        delivery_type: 'Pickup',
        delivery_label: 'Pickup',
        shipping: 0,
      });
      expect(await ctx.mine('cart')).toEqual([]);
    }),
  },
  {
    title: 'checkout refuses an intent that has not been paid',
    endpoint: 'checkout',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      return { paymentId: intent.paymentIntentId, ids, total: bill.totalCents };
    },
    fields: (s) => orderFields(String(s.paymentId), String(s.ids), Number(s.total)),
    expect: fails('Payment status: requires_payment_method', 402),
  },
  {
    title: 'checkout refuses a payment id it did not issue',
    endpoint: 'checkout',
    setup: async (ctx) => ({ ids: String((await addLine(ctx)).user_carts_id) }),
    fields: (s) => orderFields('pi_test_unknown', String(s.ids), 100),
    expect: fails(undefined, 404),
  },
  {
    title: 'checkout refuses a wrong delivery type, naming the field',
    endpoint: 'checkout',
    fields: { ...orderFields('pi_x', '1', 100), 'Userorder[delivery_type]': 'Drone' },
    expect: fails(/delivery_type/, 400),
  },

  // ---- My orders and password reset (not in §7) ----
  {
    title: 'getuserorders answers the shopper’s (empty) first page',
    endpoint: 'userOrders',
    fields: { page: 1 },
    expect: ok((d) => expect(d).toMatchObject({ orders: [], page: 1, total: 0 })),
  },
  {
    title: 'getuserorders needs a session',
    endpoint: 'userOrders',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'getuserorderdetails answers the shopper’s order as charged, with its history; not another’s',
    endpoint: 'userOrderDetails',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      await ctx.mine('confirmTestPayment', cardFields(intent.paymentIntentId, '4242424242424242'));
      const receipt = await ctx.mine('checkout', orderFields(intent.paymentIntentId, ids, bill.totalCents));
      return { orderId: receipt?.userorder_id, total: bill.totalCents };
    },
    fields: (s) => ({ userorder_id: Number(s.orderId) }),
    expect: ok(async (d, s, ctx) => {
      expect(d).toMatchObject({ userorder_id: s.orderId, total: s.total, order_status: 'Confirm' });
      expect((d as { items: unknown[] }).items).toHaveLength(1);
      expect((d as { history: { status: string }[] }).history.map((h) => h.status)).toEqual(['Confirm']);
      const stranger = await ctx.other();
      const theirs = await ctx.driver.call(
        'userOrderDetails',
        { userorder_id: Number(s.orderId) },
        { authKey: stranger.authKey },
      );
      expect(theirs.httpStatus).toBe(404);
    }),
  },
  {
    title: 'getuserorderdetails: an order that is not the shopper’s is not found',
    endpoint: 'userOrderDetails',
    fields: { userorder_id: 987654 },
    expect: fails('Order not found', 404),
  },
  {
    title: 'resetpassword with the mailed token sets the password and signs in',
    endpoint: 'resetPassword',
    as: 'none',
    setup: async (ctx) => {
      await ctx.driver.call('forgotPassword', { 'Appuser[email]': ctx.me.email });
      return { token: await ctx.driver.resetToken(ctx.me.email) };
    },
    fields: (state) => ({ token: String(state.token), 'Appuser[password]': 'a new password 2' }),
    expect: says(successMessages.passwordReset, (d) =>
      expect(typeof (d as { auth_key?: unknown }).auth_key).toBe('string'),
    ),
  },
  {
    title: 'resetpassword refuses a forged token',
    endpoint: 'resetPassword',
    as: 'none',
    fields: { token: 'forged-token', 'Appuser[password]': 'a new password 2' },
    expect: fails(failureMessages.resetInvalid, 400),
  },

  // ---- sessions ----
  { title: 'logout answers success', endpoint: 'logout', expect: says(successMessages.loggedOut) },
  {
    title: 'logout without auth_key is refused',
    endpoint: 'logout',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'refresh-token with the current key answers a new auth_key',
    endpoint: 'refreshToken',
    expect: says(successMessages.sessionRefreshed, (d, _s, ctx) => {
      const key = (d as { auth_key?: string } | null)?.auth_key;
      expect(typeof key).toBe('string');
      expect(key).not.toBe(ctx.me.authKey);
    }),
  },
  {
    title: 'refresh-token without a key fails',
    endpoint: 'refreshToken',
    as: 'none',
    expect: fails(undefined, 401),
  },
];

// ---- bounded input (src/contract/primitives.ts): the same refusal from every implementation ----
const PAST_INT4 = '2147483648';
const boundedInputCases: ContractCase[] = [
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
contractCases.push(...boundedInputCases);

/** Runs one case against a driver, with Vitest assertions. */
export async function runContractCase(driver: ContractDriver, c: ContractCase): Promise<void> {
  const me = await driver.newShopper();
  const asShopper = (shopper: Shopper) =>
    async function mine<N extends EndpointName>(name: N, fields: Fields = {}): Promise<ParsedData<N>> {
      const res = await driver.call(name, fields, { authKey: shopper.authKey });
      const envelope = Envelope.parse(res.body);
      if (envelope.status !== 1) throw new Error(`${name} failed during setup: ${envelope.message}`);
      return endpoints[name].data.parse(envelope.data) as ParsedData<N>;
    };
  const ctx: CaseContext = {
    driver,
    me,
    mine: asShopper(me),
    other: async () => {
      const other = await driver.newShopper();
      return { ...other, mine: asShopper(other) };
    },
  };
  const state = (await c.setup?.(ctx)) ?? {};
  const fields = typeof c.fields === 'function' ? c.fields(state, ctx) : (c.fields ?? {});
  const endpoint = endpoints[c.endpoint];
  const who = c.as ?? (endpoint.auth || c.endpoint === 'refreshToken' ? 'shopper' : 'none');
  const authKey = who === 'shopper' ? me.authKey : who === 'bad' ? 'forged-auth-key-0000' : undefined;

  const res = await driver.call(c.endpoint, fields, { authKey });
  const envelope = Envelope.safeParse(res.body);
  expect(envelope.success, `answer is not an envelope: ${JSON.stringify(res.body)}`).toBe(true);
  const body = envelope.data!;
  if (c.expect.ok) {
    expect(body.status, `${c.endpoint} failed: HTTP ${res.httpStatus} ${body.message}`).toBe(1);
    expect(res.httpStatus).toBe(200);
    expect(body.message).toBe(c.expect.message);
    const data = endpoint.data.safeParse(body.data);
    expect(data.success, `data breaks the contract: ${data.error?.message}`).toBe(true);
    await c.expect.check?.(data.data, state, ctx);
  } else {
    expect(body.status, `expected a failure, got ${JSON.stringify(res.body)}`).toBe(0);
    expect(body.message.length).toBeGreaterThan(0);
    if (c.expect.message !== undefined) {
      if (typeof c.expect.message === 'string') expect(body.message).toBe(c.expect.message);
      else expect(body.message).toMatch(c.expect.message);
    }
    if (driver.strictHttp && c.expect.httpStatus !== undefined)
      expect(res.httpStatus).toBe(c.expect.httpStatus);
  }
}

/** The success messages of src/contract/messages.ts that no case checks. */
export function uncheckedSuccessMessages(): string[] {
  const checked = new Set(contractCases.flatMap((c) => (c.expect.ok ? [c.expect.message] : [])));
  return Object.entries(successMessages)
    .filter(([, message]) => !checked.has(message))
    .map(([name]) => name);
}

/** Every §7 endpoint has at least one success case and one failure case. */
export function uncoveredEndpoints(): string[] {
  const missing: string[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const cases = contractCases.filter((c) => c.endpoint === name);
    const hasOk = cases.some((c) => c.expect.ok);
    const hasFail = cases.some((c) => !c.expect.ok);
    const publicRead = !endpoints[name].auth && endpoints[name].method === 'GET';
    if (!hasOk || (!hasFail && !publicRead)) missing.push(name);
  }
  return missing;
}
