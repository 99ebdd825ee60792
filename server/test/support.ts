// Test support for the reference API: ONE database per worker (PGlite in memory, or PostgreSQL when
// DATABASE_URL is set, with a single worker), migrated and seeded once, with the shopper tables emptied
// before each test. The Vitest `server` project shares modules across a worker's files, so globalThis
// holds it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { z } from 'zod';
import {
  encodeBody,
  endpoints,
  routePath,
  type Endpoint,
  type EndpointName,
} from '../../src/contract/endpoints';
import { Envelope } from '../../src/contract/envelope';
import { billSummary } from '../../src/domain/cart';
import { addressFields, checkoutFields, signupFields, TEST_CARD } from '../../tests/support/shop-fields';
import { createShop, type AppOptions, API_BASE } from '../create-app';
import { openDatabase, PGLITE_OPTIONS, wrapPglite, type Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { shopperTables } from '../db/schema';
import { demoCatalogue, seedCatalogue } from '../db/seed';
import { memoryLogger } from '../log';
import { TestPaymentProvider } from '../payments/test-provider';
import { DbTestIntentStore } from '../payments/test-store';
import { newXsrfSession, newXsrfToken, SESSION_COOKIE } from '../http/xsrf';
import { createPasswordHasher } from '../services/passwords';
import { OsrmClient } from '../routing/osrm';
import {
  defaultPlacesAnswer,
  defaultRoutingAnswer,
  startRoutingStandIn,
  type RoutingStandIn,
} from '../../tests/support/routing-stand-in';

const KEY = Symbol.for('floorshop.server.testDatabase');
type Holder = { [KEY]?: Promise<Database> };

/** The run's shared database: opened, migrated and seeded on first use. */
export function testDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    if (process.env.DATABASE_URL) {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
      await migrate(database);
      await seedCatalogue(database.db);
      return database;
    }
    return openPreparedPglite();
  })();
  return holder[KEY];
}

/**
 * Creating a PGlite runs initdb (~4 s idle, 20 s on a busy machine); loading a dump takes a fraction of
 * that. The migrated and seeded database is dumped once to node_modules/.cache, keyed by the migrations,
 * the seed code and the fixtures, and loaded from there on later runs.
 */
async function openPreparedPglite(): Promise<Database> {
  const migrations = await loadMigrations();
  const seedSource = await readFile(fileURLToPath(new URL('../db/seed.ts', import.meta.url)), 'utf8');
  const key = createHash('sha256')
    .update(JSON.stringify([migrations.map((m) => m.checksum), seedSource, demoCatalogue]))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/floorshop-server/', import.meta.url));
  const dumpFile = join(cacheDir, `pglite-${key}.tar.gz`);
  const dump = await readFile(dumpFile).catch(() => null);
  if (dump) {
    try {
      const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([dump]) });
      return wrapPglite(client, 'memory (prepared dump)', null);
    } catch {
      await rm(dumpFile, { force: true }); // unreadable: rebuild below
    }
  }
  const client = await PGlite.create(PGLITE_OPTIONS);
  const database = wrapPglite(client, 'memory', null);
  await migrate(database, migrations);
  await seedCatalogue(database.db);
  const blob = await client.dumpDataDir('gzip');
  await mkdir(cacheDir, { recursive: true });
  const temp = `${dumpFile}.${process.pid}.tmp`;
  await writeFile(temp, Buffer.from(await blob.arrayBuffer()));
  await rename(temp, dumpFile);
  return database;
}

/** Empties what shoppers write (users, keys, carts, addresses, intents, orders, messages). */
export async function resetShopperData(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${shopperTables.join(', ')} RESTART IDENTITY CASCADE`));
}

/** The server secret of every test app: tests mint XSRF tokens with it (newXsrfToken). */
export const TEST_SECRET = 'test-server-secret-0123456789abcdefghijklmnop';

const ROUTING_KEY = Symbol.for('floorshop.server.testRouting');
type RoutingHolder = { [ROUTING_KEY]?: Promise<RoutingStandIn> };

/** The run's OSRM stand-in on a local port (never the internet), started on first use. */
export function testRouting(): Promise<RoutingStandIn> {
  const holder = globalThis as RoutingHolder;
  holder[ROUTING_KEY] ??= startRoutingStandIn({ unref: true });
  return holder[ROUTING_KEY];
}

/** One hasher for the run (its dummy hash is computed once). */
const passwords = createPasswordHasher();

export interface TestShop {
  database: Database;
  app: Hono;
  shop: ReturnType<typeof createShop>;
  logger: ReturnType<typeof memoryLogger>;
  payments: TestPaymentProvider;
  /** The OSRM stand-in this shop's routing client asks (its `answer` is reset to the default per shop). */
  routing: RoutingStandIn;
  client: () => ApiClient;
}

/**
 * A fresh app (fresh throttles, cache, logger) over the shared database, its shopper tables emptied
 * (`resetData: false` keeps them: a "restarted" server over the same data).
 */
export async function testShop(
  overrides: Partial<AppOptions> & { resetData?: boolean } = {},
): Promise<TestShop> {
  const { resetData = true, ...options } = overrides;
  const database = await testDatabase();
  if (resetData) await resetShopperData(database);
  const logger = memoryLogger();
  const payments = new TestPaymentProvider(new DbTestIntentStore(database.db));
  const routing = await testRouting();
  routing.answer = defaultRoutingAnswer;
  routing.requests.length = 0;
  routing.places = defaultPlacesAnswer;
  routing.placeQueries.length = 0;
  const shop = createShop({
    db: database.db,
    payments,
    logger,
    passwords,
    staticDir: null,
    secret: TEST_SECRET,
    // A fresh client per shop: its cache does not leak between tests; no spacing against a local server.
    roadDistance: new OsrmClient({ baseUrl: routing.url, minIntervalMs: 0, timeoutMs: 2_000 }).roadDistance,
    ...options,
  });
  const testPayments = options.payments instanceof TestPaymentProvider ? options.payments : payments;
  return {
    database,
    app: shop.app,
    shop,
    logger,
    payments: testPayments,
    routing,
    client: () => new ApiClient(shop.app),
  };
}

/** One signed-up client per e-mail given. */
type Shoppers<E extends readonly string[]> = { -readonly [K in keyof E]: ApiClient };

/** A fresh shop (`testShop()`) and a client signed up for each e-mail, in order: `[t, alice, bob]`. */
export async function shopWithShoppers<const E extends readonly string[]>(
  ...emails: E
): Promise<[TestShop, ...Shoppers<E>]> {
  const t = await testShop();
  const shoppers: ApiClient[] = [];
  for (const email of emails) {
    const shopper = t.client();
    await shopper.signUp(email);
    shoppers.push(shopper);
  }
  return [t, ...(shoppers as Shoppers<E>)];
}

export type Fields = Record<string, string | number>;

export interface CallOptions {
  /** Sends the auth_key header. */
  authKey?: string;
  /** Overrides the endpoint's encoding. */
  encoding?: 'form' | 'multipart' | 'none';
  /** XSRF header value; defaults to the cookie's (pass null to omit). */
  xsrfHeader?: string | null;
  /** XSRF cookie value (pass null to omit). */
  xsrfCookie?: string | null;
  headers?: Record<string, string>;
}

export interface ApiResult {
  res: Response;
  status: number;
  body: { status: number; message: string; data: unknown };
}

/** Talks to the app like the storefront does: XSRF cookie + header, auth_key header, form/multipart bodies. */
export class ApiClient {
  /** The browser's session cookie the token is bound to (as if handed out by an earlier GET). */
  readonly session = newXsrfSession();
  /** A token the test apps' secret signed for that session. */
  readonly xsrf = newXsrfToken(TEST_SECRET, this.session);
  authKey: string | undefined;

  constructor(readonly app: Hono) {}

  async call(name: EndpointName, fields: Fields = {}, options: CallOptions = {}): Promise<ApiResult> {
    const endpoint = endpoints[name] as Endpoint;
    return this.request(endpoint.method, `${API_BASE}${routePath(endpoint)}`, fields, {
      encoding: endpoint.encoding,
      authKey: endpoint.auth || name === 'refreshToken' ? this.authKey : undefined,
      ...options,
    });
  }

  async request(
    method: string,
    path: string,
    fields: Fields = {},
    options: CallOptions = {},
  ): Promise<ApiResult> {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const cookie = options.xsrfCookie === undefined ? this.xsrf : options.xsrfCookie;
    const header = options.xsrfHeader === undefined ? cookie : options.xsrfHeader;
    // Cookies the caller passes (e.g. a device cookie) travel beside the XSRF one.
    const extraCookies = headers.get('Cookie');
    const cookies = [`${SESSION_COOKIE}=${this.session}`, extraCookies];
    if (cookie !== null) cookies.unshift(`XSRF-TOKEN=${cookie}`);
    headers.set('Cookie', cookies.filter(Boolean).join('; '));
    if (header !== null) headers.set('X-XSRF-TOKEN', header);
    if (options.authKey) headers.set('auth_key', options.authKey);
    const body = encodeBody({ method, encoding: options.encoding ?? 'form' }, fields);
    const res = await this.app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: ApiResult['body'];
    try {
      parsed = JSON.parse(text) as ApiResult['body'];
    } catch {
      parsed = { status: -1, message: text, data: null };
    }
    return { res, status: res.status, body: parsed };
  }

  /** Calls and parses `data` with the contract (throws when the answer breaks it). */
  async ok<N extends EndpointName>(name: N, fields: Fields = {}, options: CallOptions = {}) {
    const result = await this.call(name, fields, options);
    if (result.status !== 200 || result.body.status !== 1) {
      throw new Error(`${name} failed: HTTP ${result.status} ${JSON.stringify(result.body)}`);
    }
    const envelope = Envelope.parse(result.body);
    const schema = endpoints[name].data as z.ZodType;
    return schema.parse(envelope.data) as z.output<(typeof endpoints)[N]['data']>;
  }

  async signUp(
    email = 'shopper@example.com',
    password = 'correct horse battery',
    first = 'Sam',
    last = 'Shopper',
  ) {
    const grant = await this.ok('signup', signupFields(email, password, { first, last, device: 'device-1' }));
    this.authKey = grant.auth_key;
    return grant;
  }
}

export const ADDRESS = addressFields('Sam Shopper');

/** A cart line as saveCartLine takes it; the client's price is sent and ignored, as the storefront's is. */
export const cartLine = (
  productId: number,
  quantity: number | string,
  extra: Record<string, string | number> = {},
) => ({
  'Usercarts[product_id]': productId,
  'Usercarts[price]': '0.01',
  'Usercarts[quantity]': quantity,
  ...extra,
});

export { checkoutFields, TEST_CARD };

/** `boxes` boxes of product 1 put in the cart; the cart, its line ids ("1,2") and the pickup total the
 * server will ask for. */
export async function cartAndTotal(api: ApiClient, boxes = 4) {
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': boxes });
  const cart = await api.ok('cart');
  const { tax } = await api.ok('settings');
  const total = billSummary({
    lines: cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
    taxPercent: tax,
    mode: 'pickup',
    deliveryChargeCents: null,
  }).totalCents;
  return { cart, ids: cart.map((l) => l.user_carts_id).join(','), total };
}

/** Two tabs pay for one cart (4 boxes of product 1): each creates and pays its own intent, the first is
 * checked out, the second is left charged without an order. */
export async function twoTabsPayOneCart(api: ApiClient) {
  const { ids, total } = await cartAndTotal(api);
  const first = await api.ok('createPaymentIntent', { amount: total });
  const second = await api.ok('createPaymentIntent', { amount: total });
  for (const intent of [first, second])
    await api.ok('confirmTestPayment', { ...TEST_CARD, payment_intent_id: intent.paymentIntentId });
  await api.ok('checkout', checkoutFields(first.paymentIntentId, ids));
  return { first, second, ids, total };
}

/** The shopper pays for `boxes` boxes of product 1 (pickup) in test-payment mode; answers the order. */
export async function placePickupOrder(api: ApiClient, boxes = 2) {
  const { cart, ids, total: totalCents } = await cartAndTotal(api, boxes);
  const intent = await api.ok('createPaymentIntent', {
    amount: totalCents,
    currency: 'usd',
    delivery_type: 'Pickup',
    appuser_address_id: 0,
    user_carts_id: ids,
  });
  await api.ok('confirmTestPayment', { payment_intent_id: intent.paymentIntentId, ...TEST_CARD });
  const receipt = await api.ok('checkout', checkoutFields(intent.paymentIntentId, ids));
  return {
    orderId: receipt!.userorder_id!,
    totalCents,
    paymentId: intent.paymentIntentId,
    title: cart[0]!.product.title,
  };
}
