// Property-based: malformed bodies, generated from the contract's endpoint table, sent to every endpoint of
// the server over one keep-alive connection. Whatever arrives — ids past the int4 range, hex, exponents,
// padded numbers, NUL and other control characters, very long text, unknown fields, the wrong encoding,
// broken multipart — the answer is never a 5xx and never a dropped connection, and every refusal is the
// envelope with status 0 and a short message (a 400 names the field it refuses).
//
// The seed is fixed so that a run is repeatable; FC_SEED=<n> explores other inputs, FC_RUNS=<n> more of them.
import fc from 'fast-check';
import type { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointList, routePath, type Endpoint, type EndpointName } from '../../src/contract/endpoints';
import { failureMessages } from '../../src/contract/messages';
import { ADDRESS_MESSAGES } from '../../src/domain/validation';
import { API_BASE } from '../create-app';
import { MESSAGES } from '../http/errors';
import { keepAliveAgent, listen, send, xsrfHeaders, type Listening } from './raw-http';
import { ADDRESS, testShop, type TestShop } from './support';

const SEED = Number(process.env.FC_SEED ?? 13);
const RUNS = Number(process.env.FC_RUNS ?? 24);

/** The wire names an endpoint takes (its request schema's keys). */
function fieldsOf(endpoint: Endpoint): string[] {
  const shape = (endpoint.request as unknown as z.ZodObject).shape as Record<string, unknown> | undefined;
  return Object.keys(shape ?? {});
}

/** 'Appuser[first_name]' → 'first_name' (what messages call a field). */
const shortName = (wire: string) => wire.replace(/^[A-Za-z]+\[(.+)\]$/, '$1');

const hostileValue: fc.Arbitrary<string> = fc.oneof(
  // Numbers the way an attacker writes them.
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '2147483648',
      '2147483647',
      '4294967296',
      '9007199254740993',
      '99999999999999999999999',
      '-1',
      '0',
      '0x1F',
      '1e3',
      '1E400',
      ' 7 ',
      '7 ',
      '+7',
      '1.5',
      '.5',
      'NaN',
      'Infinity',
      '１２',
      '٣',
      '',
      ' ',
    ),
  },
  { weight: 2, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  // Text with control characters anywhere.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085'))
      .map(([text, control]) => `${text.slice(0, 5)}${control}${text.slice(5)}`),
  },
  // Any Unicode, including lone surrogates.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Long text (past every field's limit).
  { weight: 1, arbitrary: fc.integer({ min: 255, max: 12_000 }).map((n) => 'x'.repeat(n)) },
  // Plausible values with something hostile attached.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'coastal-oak-spc',
          'shopper@example.com',
          'Sam',
          'usd',
          'Pickup',
          '1',
          '1,2',
          '29.72',
        ),
        fc.constantFrom('\u0000', ' ', ',2147483648', 'e5', '\r\n', '%00', "'; --"),
      )
      .map(([value, suffix]) => value + suffix),
  },
);

/** Always tried first: every field of the endpoint past the int4 range, and with a NUL byte in it. */
function knownBadExamples(
  endpoint: Endpoint,
): [{ fields: Record<string, string>; encoding: Encoding; auth: 'valid' }][] {
  const valid = VALID[endpoint.name as EndpointName];
  return fieldsOf(endpoint).flatMap((name) =>
    ['2147483648', `${valid[name] ?? 'x'}\u0000`].map(
      (value) =>
        [
          {
            fields: { ...valid, [name]: value },
            encoding: endpoint.encoding as Encoding,
            auth: 'valid' as const,
          },
        ] as [{ fields: Record<string, string>; encoding: Encoding; auth: 'valid' }],
    ),
  );
}

type Encoding = 'form' | 'multipart' | 'none' | 'json' | 'text' | 'broken-multipart';

/**
 * A request each endpoint accepts (or refuses only for business reasons, e.g. an id that is not the
 * shopper's): the generator mutates one to three of its fields, so that the other fields pass validation and
 * the hostile value reaches as far into the server as it can — the database included.
 */
const VALID: Record<EndpointName, Record<string, string>> = {
  homeScreen: {},
  aboutUs: {},
  settings: {},
  shippingCharge: {},
  categories: {},
  cart: {},
  addresses: {},
  logout: {},
  refreshToken: {},
  userOrders: { page: '1' },
  userOrderDetails: { userorder_id: '1' },
  resetPassword: { token: 'not-a-token', 'Appuser[password]': 'new password 1' },
  checkResetToken: { token: 'not-a-token' },
  products: { product_category_id: '1' },
  catalogue: { product_category_id: '1', q: 'oak', sort: 'price_asc', page: '1', thickness: '6.5 mm' },
  searchSuggestions: { q: 'oak' },
  productDetails: { slug: 'coastal-oak-spc' },
  login: {
    'Appuser[email]': 'fuzz@example.com',
    'Appuser[password]': 'wrong password',
    'Appuser[devices_type]': 'Web',
  },
  signup: {
    'Appuser[first_name]': 'Fuzz',
    'Appuser[last_name]': 'Tester',
    'Appuser[email]': 'fuzz.signup@example.com',
    'Appuser[password]': 'fuzz password 123',
    'Appuser[postal_code]': '00000',
    'Appuser[phone_number]': '0000000000',
    'Appuser[login_type]': 'Normal',
    'Appuser[devices_type]': 'Web',
    'Appuser[devices_name]': 'Chrome',
    'Appuser[app_version]': '1.0.0',
    'Appuser[devices_id]': 'device-1',
  },
  forgotPassword: { 'Appuser[email]': 'fuzz@example.com' },
  contactUs: {
    'Contactus[first_name]': 'Ada',
    'Contactus[last_name]': 'Lovelace',
    'Contactus[email]': 'ada@example.com',
    'Contactus[message]': 'Do you stock 8 mm SPC?',
  },
  saveCartLine: { 'Usercarts[product_id]': '1', 'Usercarts[price]': '3.49', 'Usercarts[quantity]': '2' },
  deleteCartLine: { user_carts_id: '1' },
  saveAddress: { ...ADDRESS },
  deleteAddress: { appuser_address_id: '1' },
  createPaymentIntent: {
    amount: '5000',
    currency: 'usd',
    delivery_type: 'Delivery',
    appuser_address_id: '1',
    user_carts_id: '1,2',
  },
  confirmTestPayment: {
    payment_intent_id: 'pi_test_unknown',
    card_number: '4242 4242 4242 4242',
    exp_month: '12',
    exp_year: '2030',
    cvc: '123',
  },
  authenticateTestPayment: { payment_intent_id: 'pi_test_unknown', outcome: 'complete' },
  checkout: {
    'Userorder[appuser_address_id]': '1',
    'Userorder[payment_type]': 'Online',
    'Userorder[payment_status]': 'succeeded',
    'Userorder[payment_id]': 'pi_test_unknown',
    'Userorder[tax]': '0',
    'Userorder[shipping]': '0',
    'Userorder[sub_total]': '0',
    'Userorder[total]': '50.00',
    'Userorder[order_status]': 'Confirm',
    'Userorder[delivery_type]': 'Delivery',
    'Userorder[user_carts_id]': '1,2',
  },
};

const requestArb = (endpoint: Endpoint) => {
  const names = [...fieldsOf(endpoint), 'unknown_field'];
  const valid = VALID[endpoint.name as EndpointName];
  // Mostly: a valid request with one to three fields replaced by hostile values or left out.
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...names), fc.option(hostileValue, { freq: 8, nil: undefined })), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) => {
      const fields: Record<string, string> = { ...valid };
      for (const [name, value] of changes) {
        if (value === undefined) delete fields[name];
        else fields[name] = value;
      }
      return fields;
    });
  // Sometimes: any keys at all.
  const random = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...names),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('__proto__', 'constructor', 'a[]', 'Appuser[email][]'),
    ),
    hostileValue,
    { maxKeys: 8 },
  );
  const own: Encoding = endpoint.encoding;
  return fc.record({
    fields: fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: random }),
    encoding: fc.oneof(
      { weight: 6, arbitrary: fc.constant(own) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Encoding>('form', 'multipart', 'none', 'json', 'text', 'broken-multipart'),
      },
    ),
    auth: fc.oneof(
      { weight: 6, arbitrary: fc.constant('valid' as const) },
      { weight: 1, arbitrary: fc.constantFrom('forged' as const, 'none' as const) },
    ),
  });
};

function encode(encoding: Encoding, fields: Record<string, string>): { type?: string; body?: Buffer } {
  const entries = Object.entries(fields);
  switch (encoding) {
    case 'form':
      return {
        type: 'application/x-www-form-urlencoded',
        body: Buffer.from(new URLSearchParams(entries).toString()),
      };
    case 'multipart':
    case 'broken-multipart': {
      const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
      const parts = entries.map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`,
      );
      const end = encoding === 'broken-multipart' ? '' : `--${boundary}--\r\n`;
      return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(parts.join('') + end) };
    }
    case 'json':
      return { type: 'application/json', body: Buffer.from(JSON.stringify(fields)) };
    case 'text':
      return { type: 'text/plain', body: Buffer.from(entries.map(([k, v]) => `${k}=${v}`).join('&')) };
    case 'none':
      return {};
  }
}

/** Messages a 400 may carry that are about the body as a whole, or texts for the shopper that name their
 *  field in words (§5's address texts, a cart line's quantity bound, a reset link's token). */
const WHOLE_BODY_MESSAGES: string[] = [
  MESSAGES.malformedBody,
  MESSAGES.unsupportedType,
  ...Object.values(ADDRESS_MESSAGES),
  failureMessages.lineQuantityTooLarge,
  // The token, in words ("password reset link"): checkresettoken has no other field to name.
  failureMessages.resetInvalid,
  failureMessages.resetExpired,
];

/** The failing request in a few lines (long values cut), and the assertion that failed. */
function describeFailure<T extends [unknown]>(outcome: fc.RunDetails<T>): string {
  const example = JSON.stringify(outcome.counterexample?.[0], (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}… (${v.length} chars)` : v,
  );
  const cause =
    outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
  return `seed ${outcome.seed}, path ${outcome.counterexamplePath}: ${example}\n${cause.slice(0, 600)}`;
}

describe('malformed input to every endpoint (property-based, over HTTP with keep-alive)', () => {
  let t: TestShop;
  let http: Listening;
  let agent: Agent;
  let xsrf: Record<string, string>;
  let authKey: string;

  beforeAll(async () => {
    t = await testShop();
    http = await listen(t.app);
    agent = keepAliveAgent();
    xsrf = await xsrfHeaders(agent, http.port);
    authKey = (await t.client().signUp('fuzz@example.com', 'fuzz password 123')).auth_key;
  });
  afterAll(async () => {
    agent.destroy();
    await http.close();
  });

  it('covers every endpoint of the contract', () => {
    expect(endpointList.length).toBeGreaterThanOrEqual(21);
  });

  for (const endpoint of endpointList) {
    const names = fieldsOf(endpoint).map(shortName);
    it(`${endpoint.method} ${endpoint.path}: no 5xx, no dropped connection, refusals are status 0`, async () => {
      const outcome = await fc.check(
        fc.asyncProperty(requestArb(endpoint), async ({ fields, encoding, auth }) => {
          const { type, body } = encode(endpoint.method === 'GET' ? 'none' : encoding, fields);
          const headers: Record<string, string> = { ...xsrf, Accept: 'application/json' };
          if (type) headers['Content-Type'] = type;
          if (auth === 'valid') headers.auth_key = authKey;
          if (auth === 'forged') headers.auth_key = 'forged-key-0123456789';
          // Rejects (and fails the property) when the connection is dropped.
          const res = await send(agent, http.port, {
            method: endpoint.method,
            path: `${API_BASE}${routePath(endpoint)}`,
            headers,
            body,
          });
          expect(res.status, res.text).toBeLessThan(500);
          const envelope = JSON.parse(res.text) as { status: number; message: string; data: unknown };
          if (res.status !== 200 || envelope.status !== 1) {
            expect(envelope.status).toBe(0);
            expect(typeof envelope.message).toBe('string');
            expect(envelope.message.length).toBeGreaterThan(0);
            expect(envelope.message.length).toBeLessThanOrEqual(200);
            expect(envelope.message).not.toMatch(/\p{Cc}/u);
          }
          if (res.status === 400) {
            const namesAField =
              names.some((n) => envelope.message.includes(n)) ||
              WHOLE_BODY_MESSAGES.includes(envelope.message) ||
              /^(Unexpected field|.+ must be text$)/.test(envelope.message);
            expect(namesAField, envelope.message).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: knownBadExamples(endpoint) },
      );
      if (outcome.failed) throw new Error(describeFailure(outcome));
    });
  }
});
