// The mock shop's state: a small in-memory store seeded from fixtures. The catalogue (settings,
// home, about, categories, products, delivery tiers) is read-only fixture data; what shoppers change
// lives here: users and their auth keys, cart lines, addresses, payment intents, orders, messages.
// resetDb() puts everything back (tests: beforeEach; stories: a loader).
import type { z } from 'zod';
import { Product } from '../src/contract/entities';
import type { WireAddress, WireCartItem } from '../src/contract/entities';
import { isValidCoordinate, metresToMiles, roundMiles } from '../src/domain/delivery';
import { centsToDecimal } from '../src/domain/money';
import type { OrderPricing } from '../src/domain/order';
import type { TestIntentStatus } from '../src/domain/test-payments';
import { products, users as demoUsers, warehouseLocation } from '../fixtures';
import type { DemoUser } from '../fixtures';
import { mockRoadMetres } from './road';

export type PaymentMode = 'test' | 'stripe';

export type WireProduct = (typeof products)[number];

export interface UserRecord {
  appuser_id: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface CartLineRecord {
  user_carts_id: number;
  appuser_id: number;
  product_id: number;
  quantity: number;
  /** The server's price per box in cents at the time of the last add/edit (never the client's). */
  price_per_box_cents: number;
}

export interface AddressRecord {
  appuser_address_id: number;
  appuser_id: number;
  name: string;
  address_line_1: string;
  address_line_2: string;
  postal_code: string;
  mobile_number: string;
  is_default: boolean;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  /** Road miles from the warehouse, measured when saved (contract decision 3); null without coordinates. */
  distance_miles: number | null;
}

/** A cart line as an intent was priced for it. */
export interface PricedLineRecord {
  user_carts_id: number;
  product_id: number;
  quantity: number;
  price_per_box_cents: number;
}

/**
 * A payment intent and what it was priced for (contract decision 5): the cart lines, the delivery and the
 * server's figures. `mode` 'test' follows Stripe's state machine through confirmtestpayment; 'stripe' stands
 * for an intent the browser confirms with (a fake) Stripe.js, which the mock cannot ask, so checkout takes
 * the posted payment_status for Stripe's answer.
 */
export interface PaymentIntentRecord {
  id: string;
  client_secret: string;
  appuser_id: number;
  /** Integer cents. */
  amount: number;
  currency: string;
  mode: PaymentMode;
  status: TestIntentStatus;
  /** Stripe's last_payment_error.message. */
  last_error: string | null;
  /** Refunded cents (a paid intent whose cart changed before it became an order). */
  refunded: number;
  lines: PricedLineRecord[];
  appuser_address_id: number;
  address: AddressRecord | null;
  pricing: OrderPricing;
}

export interface OrderRecord {
  userorder_id: number;
  appuser_id: number;
  appuser_address_id: number;
  payment_type: string;
  payment_status: string;
  payment_id: string;
  tax: string;
  shipping: string;
  sub_total: string;
  total: string;
  order_status: string;
  delivery_type: 'Pickup' | 'Delivery';
  user_carts_id: string;
  delivery_label: string;
  miles: number | null;
  pallets: number;
  /** Quoted "we will call you": shipping 0, the shop calls to arrange the delivery. */
  delivery_call_required: boolean;
  /** The delivery address as it was when ordered. */
  address: AddressRecord | null;
  /** The cart lines as they were when ordered. */
  lines: WireCartItem[];
  created_at: string;
  /** Each status the order has had (My orders); missing: only its current status, at created_at. */
  history?: { status: string; created_at: string }[];
}

export interface ContactMessageRecord {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

interface State {
  users: Map<number, UserRecord>;
  /** auth key → user id */
  sessions: Map<string, number>;
  /** Keys issued by the refresh-token endpoint (scenarios.unauthorizedThenRefresh lets these through). */
  refreshedKeys: Set<string>;
  carts: Map<number, CartLineRecord>;
  addresses: Map<number, AddressRecord>;
  paymentIntents: Map<string, PaymentIntentRecord>;
  orders: Map<number, OrderRecord>;
  contactMessages: ContactMessageRecord[];
  passwordResets: string[];
  next: {
    user: number;
    cartLine: number;
    address: number;
    paymentIntent: number;
    order: number;
    key: number;
  };
}

function freshState(): State {
  return {
    users: new Map(),
    sessions: new Map(),
    refreshedKeys: new Set(),
    carts: new Map(),
    addresses: new Map(),
    paymentIntents: new Map(),
    orders: new Map(),
    contactMessages: [],
    passwordResets: [],
    next: { user: 100, cartLine: 1000, address: 100, paymentIntent: 1, order: 5001, key: 1 },
  };
}

/** The live state. Read it in tests to assert what a flow stored. */
export const db: State = freshState();

/** Fixture auth keys: valid after every reset and never revoked, so stories can name them statically. */
const PERMANENT_KEYS = new Set(demoUsers.map((u) => u.auth_key));

// ---- catalogue (read-only) ---------------------------------------------------------------------

const parsedProducts = new Map(
  products.map((p) => [Number(p.product_id), { wire: p, app: Product.parse(p) }]),
);

export function productById(id: number): { wire: WireProduct; app: z.output<typeof Product> } | undefined {
  return parsedProducts.get(id);
}

export function productBySlug(slug: string): WireProduct | undefined {
  return products.find((p) => p.slug === slug);
}

// ---- seeding -----------------------------------------------------------------------------------

function seedUser(u: DemoUser): void {
  db.users.set(u.appuser_id, {
    appuser_id: u.appuser_id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    password: u.password,
  });
  db.sessions.set(u.auth_key, u.appuser_id);
  for (const a of u.addresses) {
    const rec = toAddressRecord(u.appuser_id, a);
    db.addresses.set(rec.appuser_address_id, rec);
  }
  for (const line of u.cart) {
    const product = productById(line.product_id);
    if (!product) throw new Error(`Fixture cart line names unknown product ${line.product_id}`);
    db.carts.set(line.user_carts_id, {
      ...line,
      appuser_id: u.appuser_id,
      price_per_box_cents: product.app.price_per_box ?? 0,
    });
  }
}

/** The mock shop's road distance from the warehouse, in miles to 2 decimals (null without coordinates). */
export function roadMilesFromWarehouse(latitude: number | null, longitude: number | null): number | null {
  if (latitude === null || longitude === null || !isValidCoordinate(latitude, longitude)) return null;
  return roundMiles(metresToMiles(mockRoadMetres(warehouseLocation, { lat: latitude, lng: longitude })));
}

function toAddressRecord(appuserId: number, a: WireAddress): AddressRecord {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const latitude = num(a.latitude);
  const longitude = num(a.longitude);
  return {
    appuser_address_id: Number(a.appuser_address_id),
    appuser_id: appuserId,
    name: String(a.name ?? ''),
    address_line_1: String(a.address_line_1 ?? ''),
    address_line_2: String(a.address_line_2 ?? ''),
    postal_code: String(a.postal_code ?? ''),
    mobile_number: String(a.mobile_number ?? ''),
    is_default: a.is_default === true || a.is_default === 1 || a.is_default === '1',
    city: String(a.city ?? ''),
    state: String(a.state ?? ''),
    latitude,
    longitude,
    distance_miles: roadMilesFromWarehouse(latitude, longitude),
  };
}

/** Back to the fixtures: the two demo users with their fixed keys, carts and addresses; nothing else. */
export function resetDb(): void {
  Object.assign(db, freshState());
  for (const u of demoUsers) seedUser(u);
}
resetDb();

// ---- users and keys ----------------------------------------------------------------------------

export function userForKey(key: string | null | undefined): UserRecord | null {
  if (!key) return null;
  const id = db.sessions.get(key);
  return id === undefined ? null : (db.users.get(id) ?? null);
}

export function userByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return [...db.users.values()].find((u) => u.email.toLowerCase() === wanted);
}

/** A new auth key for the user. Deterministic (a counter), so tests can predict nothing but uniqueness. */
export function issueKey(appuserId: number): string {
  const key = `mock-key-${appuserId}-${db.next.key++}`;
  db.sessions.set(key, appuserId);
  return key;
}

/** Revokes a key. The fixture keys (demo users) survive, so stories that name them keep working. */
export function revokeKey(key: string): void {
  if (!PERMANENT_KEYS.has(key)) db.sessions.delete(key);
}

export function createUser(input: Omit<UserRecord, 'appuser_id'>): UserRecord {
  const user = { ...input, appuser_id: db.next.user++ };
  db.users.set(user.appuser_id, user);
  return user;
}

export function sessionGrant(user: UserRecord, authKey: string) {
  return {
    auth_key: authKey,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`,
  };
}

// ---- cart ----------------------------------------------------------------------------------------

export function cartLinesOf(appuserId: number): CartLineRecord[] {
  return [...db.carts.values()]
    .filter((l) => l.appuser_id === appuserId)
    .sort((a, b) => a.user_carts_id - b.user_carts_id);
}

/** A cart line as §3 sends it: the product's summary with price_per_box as a numeric string. */
export function toWireCartItem(line: CartLineRecord): WireCartItem {
  const product = productById(line.product_id);
  return {
    user_carts_id: line.user_carts_id,
    quantity: line.quantity,
    product: {
      product_id: line.product_id,
      title: product?.wire.title ?? 'Discontinued product',
      image: product?.wire.image ?? null,
      price_per_box: centsToDecimal(line.price_per_box_cents),
      sqft_in_box: product?.wire.sqft_in_box ?? null,
      slug: product?.wire.slug,
    },
  };
}

export function addCartLine(appuserId: number, productId: number, quantity: number): CartLineRecord {
  const product = productById(productId);
  const line: CartLineRecord = {
    user_carts_id: db.next.cartLine++,
    appuser_id: appuserId,
    product_id: productId,
    quantity,
    price_per_box_cents: product?.app.price_per_box ?? 0,
  };
  db.carts.set(line.user_carts_id, line);
  return line;
}

// ---- addresses ----------------------------------------------------------------------------------
// The default address (docs/decisions.md, checked by tests/contract): while a shopper has addresses,
// exactly one is the default; the list answers it first, then the others oldest first.

export function addressesOf(appuserId: number): AddressRecord[] {
  return [...db.addresses.values()]
    .filter((a) => a.appuser_id === appuserId)
    .sort(
      (a, b) => Number(b.is_default) - Number(a.is_default) || a.appuser_address_id - b.appuser_address_id,
    );
}

/** An address as the list endpoint sends it (is_default as 0/1, coordinates as text, like the old API). */
export function toWireAddress(a: AddressRecord): WireAddress {
  return {
    appuser_address_id: a.appuser_address_id,
    name: a.name,
    address_line_1: a.address_line_1,
    address_line_2: a.address_line_2,
    postal_code: a.postal_code,
    mobile_number: a.mobile_number,
    is_default: a.is_default ? 1 : 0,
    city: a.city,
    state: a.state,
    latitude: a.latitude === null ? null : String(a.latitude),
    longitude: a.longitude === null ? null : String(a.longitude),
    distance_miles: a.distance_miles,
  };
}

export function saveAddress(
  appuserId: number,
  fields: Omit<AddressRecord, 'appuser_id' | 'appuser_address_id' | 'distance_miles'>,
  id?: number,
): AddressRecord {
  const others = addressesOf(appuserId).filter((a) => a.appuser_address_id !== id);
  const edited = id === undefined ? undefined : db.addresses.get(id);
  const rec: AddressRecord = {
    ...fields,
    // Measured when saved ("Freight quote will follow").
    distance_miles: roadMilesFromWarehouse(fields.latitude, fields.longitude),
    appuser_id: appuserId,
    appuser_address_id: id ?? db.next.address++,
    // Saved as the default, the only address, or the default being edited (it stays the default until
    // another one is chosen).
    is_default: fields.is_default || others.length === 0 || edited?.is_default === true,
  };
  if (rec.is_default) for (const a of others) a.is_default = false;
  db.addresses.set(rec.appuser_address_id, rec);
  return rec;
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export function deleteAddress(address: AddressRecord): void {
  db.addresses.delete(address.appuser_address_id);
  const [oldest] = addressesOf(address.appuser_id);
  if (address.is_default && oldest) oldest.is_default = true;
}

// ---- sessions for stories and tests ------------------------------------------------------------

/** What `parameters.session` of a story takes (types/storybook.d.ts StorySessionSeed). */
export interface SeededSession {
  authKey: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

const toSession = (u: DemoUser): SeededSession => ({
  authKey: u.auth_key,
  firstName: u.first_name,
  lastName: u.last_name,
  fullName: `${u.first_name} ${u.last_name}`,
});

/**
 * Fixed sessions that exist after every resetDb(): usable directly as a story's `parameters.session`.
 * withCart: demo@floorshop.test, 3 cart lines, 2 addresses (Houston ≈6 mi, Austin ≈180 road mi).
 * emptyCart: jordan@floorshop.test, 0 cart lines, 1 address beyond the delivery tiers (San Antonio).
 */
export const demoSessions = {
  withCart: toSession(demoUsers[0]!),
  emptyCart: toSession(demoUsers[1]!),
} as const;

export interface SeedSessionOptions {
  /** Number of cart lines (products 1, 2, 3, … in catalogue order, quantities 2, 3, 4, …). Default 0. */
  cartLines?: number;
  /** Number of saved addresses (copies of the demo addresses). Default 1. */
  addresses?: number;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates a fresh signed-in shopper and returns the session to put in the app (or a story's
 * `parameters.session`). Deterministic after resetDb(): the n-th call gives `mock-key-<id>-<n>`.
 */
export function seedSession(options: SeedSessionOptions = {}): SeededSession {
  const { cartLines = 0, addresses = 1, firstName = 'Sam', lastName = 'Rivera' } = options;
  const user = createUser({
    first_name: firstName,
    last_name: lastName,
    email: `shopper${db.next.user}@floorshop.test`,
    password: 'Password123!',
  });
  const catalogue = [...parsedProducts.keys()];
  for (let i = 0; i < cartLines; i++) addCartLine(user.appuser_id, catalogue[i % catalogue.length]!, i + 2);
  const templates = demoUsers.flatMap((u) => u.addresses);
  for (let i = 0; i < addresses; i++) {
    const t = toAddressRecord(user.appuser_id, templates[i % templates.length]!);
    saveAddress(user.appuser_id, { ...t, name: `${firstName} ${lastName}`, is_default: i === 0 });
  }
  return {
    authKey: issueKey(user.appuser_id),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
  };
}
