// The kit of the shared contract cases (./contract-cases.ts; the cases by endpoint family in ./cases/):
// their types, the helpers that prepare a shopper's state, and the runner. Shared contract cases: the same request/answer checks for every implementation of the §7 API — the
// reference server (tests/contract/server.contract.test.ts) and the MSW mocks (a mocks variant can run
// these cases with a driver over msw/node). A case posts wire fields as the storefront does and checks the
// envelope: success answers must parse with the endpoint's `data` schema; failures must be status 0 with
// a message a shopper can read. HTTP statuses of failures are checked only for drivers that promise them
// (`strictHttp`): the old API answers some business failures with HTTP 200 + status 0, which the contract
// also accepts.
import { expect } from 'vitest';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { Envelope } from '../../src/contract/envelope';
import { successMessages } from '../../src/contract/messages';
import { billSummary } from '../../src/domain/cart';

import { addressFields, checkoutFields, type Fields } from '../support/shop-fields';

export type { Fields };

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

export interface CaseContext {
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

export type ParsedData<N extends EndpointName> = ReturnType<(typeof endpoints)[N]['data']['parse']>;

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

export type Check = (data: unknown, state: Record<string, unknown>, ctx: CaseContext) => Promise<void> | void;
export const ok = (check?: Check, message: string = successMessages.ok) =>
  ({ ok: true, check, message }) as const;
/** Success with the message the contract names for it. */
export const says = (message: string, check?: Check) => ok(check, message);
export const fails = (message?: string | RegExp, httpStatus?: number) =>
  ({ ok: false, message, httpStatus }) as const;

let counter = 0;
export const uniqueEmail = (prefix = 'contract') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const ADDRESS = addressFields('Casey Contract');

/** ADDRESS named `name`, saved with is_default 1 or 0. */
export const address = (name: string, isDefault = false): Fields => addressFields(name, isDefault);

/** Saves addresses named `names` in order (`defaults` are sent with is_default 1); answers their ids. */
export async function addAddresses(ctx: Pick<CaseContext, 'mine'>, names: string[], defaults: string[] = []) {
  for (const name of names) await ctx.mine('saveAddress', address(name, defaults.includes(name)));
  const list = await ctx.mine('addresses');
  return names.map((name) => list.find((a) => a.name === name)!.appuser_address_id);
}

/** The shopper's address list as [name, is_default] pairs, in the order the endpoint answers. */
export async function defaults(ctx: Pick<CaseContext, 'mine'>) {
  return (await ctx.mine('addresses')).map((a) => [a.name, a.is_default]);
}

/** Adds one line of product 1 and answers its id. */
export async function addLine(ctx: Pick<CaseContext, 'mine'>, quantity = 2) {
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
export async function pickupBill(ctx: Pick<CaseContext, 'mine' | 'driver'>) {
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
export async function newIntent(ctx: CaseContext, who: Pick<CaseContext, 'mine'> = ctx) {
  await addLine(who);
  const { bill } = await pickupBill({ driver: ctx.driver, mine: who.mine });
  const intent = await who.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
  return intent.paymentIntentId;
}

/** confirmtestpayment fields: Stripe's test card numbers with any future expiry and any CVC. */
export const cardFields = (paymentId: string, cardNumber: string): Fields => ({
  payment_intent_id: paymentId,
  card_number: cardNumber,
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
});

export const orderFields = (paymentId: string, ids: string, totalCents: number): Fields =>
  checkoutFields(paymentId, ids, { 'Userorder[total]': (totalCents / 100).toFixed(2) });

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
