// §7 THE API CONTRACT: every call the storefront makes, with its method, path, body encoding, the
// exact (Yii-style) field names it posts and the schema of the answer's `data`.
// The storefront client, the MSW mocks and the reference server all read this one table.
//
// Decisions where §7 says "not shown" (recorded here, once):
// - Address list (userauth/getappuseraddress): data is an array of Address. Also accepted: an object
//   holding that array under `address`, `addresses`, `appuseraddress` or `list`; null means none.
// - Delivery tiers (GET /beforeauth/getshippingcharge, contract decision 1): the reference server answers
//   {tiers: [{min_mile, max_mile, price}], warehouse: {latitude, longitude, address}} (price per pallet,
//   dollars). Parsed: {tiers, warehouse: {lat, lng} | null}. Also accepted (other servers): a plain array of
//   tiers, the array under `shipping_charge`, or one tier — then warehouse is null (the client falls back to
//   VITE_WAREHOUSE_LAT/LNG). A warehouse with unusable coordinates parses as null.
// - Addresses may carry `distance_miles` (decision 3): the road distance the server measured; null otherwise.
// - Site settings may carry `payment_mode` 'stripe' | 'test' (decision 4); null when a server does not say.
// - Order creation (/userauth/checkout): data is the stored order receipt {userorder_id, total, sub_total, tax,
//   shipping, delivery_type, delivery_label, miles, pallets, ...} (decision 8); other servers may answer any
//   object or null, so every field is optional and an unreadable one is dropped.
// - Payment intent: data is {clientSecret, paymentIntentId}; `client_secret`/`id` are accepted too.
//   `amount` is posted in integer cents (Stripe's unit), currency "usd", plus (decision 5) `delivery_type`,
//   `appuser_address_id` (0 for pickup) and `user_carts_id` (the lines the client priced), which other servers
//   ignore. The reference server prices the order itself and refuses a different amount with its figures.
// - Test payments (decision 6, reference server in test-payment mode only): confirmtestpayment and
//   authenticatetestpayment answer {id, status, error_message?} following Stripe's state machine.
// - Refresh token (POST /auth_service/auth/refresh-token): sent with the current auth_key header and no
//   body; data may hold a new `auth_key`, which then replaces the stored one.
// - Bounded input (primitives.ts): ids, quantities and cents are decimal integers that fit an int4 column;
//   coordinates and amounts are plain decimal notation; every text field has a maximum length
//   (FIELD_LIMITS) and refuses control characters. A refusal is status 0 naming the field (HTTP 400).
// - Every answer is the envelope {status: 1|0, message, data}. status 0 (or an HTTP error) is a failure
//   whose `message` is shown to the shopper where the spec says "server message".
import { z } from './zod';
import {
  AboutContent,
  Address,
  CatalogueAnswer,
  SearchSuggestions,
  CartItem,
  Category,
  DeliveryTierWire,
  HomeContent,
  OrderDetails,
  OrderPage,
  Product,
  SessionGrant,
  SiteSettings,
  WarehouseWire,
} from './entities';
import {
  amountText,
  coordinateField,
  emailField,
  FIELD_LIMITS,
  id,
  idField,
  idListField,
  list,
  money,
  moneyField,
  numeric,
  optionalText,
  requiredText,
} from './primitives';
import { isValidCoordinate } from '../domain/delivery';
import { MAX_QUERY_LENGTH } from '../domain/catalogue';
import { catalogueRequest } from './catalogue';
import { MAX_LINE_QUANTITY } from './limits';
import { failureMessages } from './messages';
import { ADDRESS_MESSAGES, isValidMobile, MIN_PASSWORD_LENGTH, normaliseMobile } from '../domain/validation';

export type HttpMethod = 'GET' | 'POST';
/** none: no body; form: application/x-www-form-urlencoded; multipart: multipart/form-data. */
export type Encoding = 'none' | 'form' | 'multipart';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  name: string;
  method: HttpMethod;
  /** As §7 writes it; the client joins it under the base URL with or without a leading slash. */
  path: string;
  encoding: Encoding;
  /** userauth calls carry the `auth_key` header. */
  auth: boolean;
  /** Fields posted, keyed by their wire names. The server validates with it. */
  request: Req;
  /** Schema of the answer's `data`. */
  data: Data;
}

/**
 * An endpoint's definition. Its request schema is built the first time it is read: only the server and
 * the mocks validate requests, so the browser never builds them (evaluating the contract for
 * the first call was one long task, and the request schemas were about half of it).
 */
function define<Req extends z.ZodType, Data extends z.ZodType>(
  definition: Omit<Endpoint<Req, Data>, 'request'> & { request: () => Req },
): Endpoint<Req, Data> {
  const { request, ...endpoint } = definition;
  let built: Req | undefined;
  return Object.defineProperty(endpoint, 'request', {
    get: () => (built ??= request()),
    enumerable: true,
  }) as Endpoint<Req, Data>;
}

const noFields = z.object({}).strict();

/** Device fields sent with login and sign-up (§7). */
const deviceFields = () => ({
  'Appuser[devices_type]': z.literal('Web').default('Web'),
  'Appuser[devices_name]': optionalText('devices_name', FIELD_LIMITS.device),
  'Appuser[app_version]': optionalText('app_version', FIELD_LIMITS.appVersion),
  'Appuser[devices_id]': optionalText('devices_id', FIELD_LIMITS.device),
});

const minPassword = (field: string) =>
  requiredText(field, undefined, FIELD_LIMITS.password).pipe(
    z.string().min(MIN_PASSWORD_LENGTH, `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`),
  );

const objectHolding = <T extends z.ZodType>(item: T, keys: string[]) =>
  z.preprocess((raw) => {
    if (raw === null || raw === undefined) return [];
    if (Array.isArray(raw)) return raw;
    if (typeof raw === 'object') {
      for (const key of keys) {
        const inner = (raw as Record<string, unknown>)[key];
        if (Array.isArray(inner)) return inner;
      }
      if (keys.some((k) => k in (raw as object))) return [];
      return [raw];
    }
    return raw;
  }, z.array(item));

export const AddressList = objectHolding(Address, ['address', 'addresses', 'appuseraddress', 'list']);

/** The reference server's tiers answer (decision 1): what it and the mocks send. */
export const ShippingChargeAnswer = z.object({
  tiers: z.array(DeliveryTierWire),
  warehouse: WarehouseWire.nullish().catch(null),
});

/** Any accepted form of the tiers answer → {tiers, warehouse} (a plain list has no warehouse). */
function tiersAnswer(raw: unknown): unknown {
  if (raw === null || raw === undefined) return { tiers: [], warehouse: null };
  if (Array.isArray(raw)) return { tiers: raw, warehouse: null };
  if (typeof raw !== 'object') return raw;
  const answer = raw as Record<string, unknown>;
  const warehouse = answer.warehouse ?? null;
  for (const key of ['tiers', 'shipping_charge']) {
    if (Array.isArray(answer[key])) return { tiers: answer[key], warehouse };
  }
  if ('tiers' in answer || 'shipping_charge' in answer) return { tiers: [], warehouse };
  return { tiers: [raw], warehouse: null };
}

export const DeliveryTiers = z
  .preprocess(tiersAnswer, ShippingChargeAnswer)
  .transform(({ tiers, warehouse }) => ({
    tiers: tiers.map((t) => ({ minMile: t.min_mile, maxMile: t.max_mile, pricePerPalletCents: t.price })),
    warehouse:
      warehouse && isValidCoordinate(warehouse.latitude, warehouse.longitude)
        ? { lat: warehouse.latitude, lng: warehouse.longitude }
        : null,
  }));

export const PaymentIntent = z
  .object({
    clientSecret: z.string().optional(),
    client_secret: z.string().optional(),
    paymentIntentId: z.string().optional(),
    id: z.string().optional(),
  })
  .transform((v, ctx) => {
    const clientSecret = v.clientSecret ?? v.client_secret;
    if (!clientSecret) {
      ctx.addIssue({ code: 'custom', message: 'clientSecret is missing' });
      return z.NEVER;
    }
    return {
      clientSecret,
      paymentIntentId: v.paymentIntentId ?? v.id ?? clientSecret.split('_secret')[0] ?? clientSecret,
    };
  });

/** A receipt field that a server may leave out or send in a form we do not read: dropped, never a failure. */
const receiptField = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const OrderReceipt = z
  .looseObject({
    userorder_id: receiptField(id),
    total: receiptField(money),
    sub_total: receiptField(money),
    tax: receiptField(money),
    shipping: receiptField(money),
    delivery_type: receiptField(z.enum(['Pickup', 'Delivery'])),
    /** "Express Delivery", "Standard Delivery", "We will call you to set up delivery." or "Pickup". */
    delivery_label: receiptField(z.string()),
    miles: receiptField(numeric.nullable()),
    pallets: receiptField(numeric),
    /**
     * The delivery was quoted "We will call you to set up delivery." (§8): shipping 0 now, the shop calls
     * to arrange it ("call to arrange delivery"). Absent from servers of the plain §7 contract.
     */
    delivery_call_required: receiptField(z.boolean()),
  })
  .nullish();

/** Answer of the test-payment steps (decision 6): Stripe's PaymentIntent status after the step. */
export const TestPaymentResult = z.object({
  id: z.string().min(1),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  /** Why the card failed (Stripe's last_payment_error.message), when it did. */
  error_message: z.string().nullish(),
});

const anything = z.unknown();

/** Address form fields (§5), shared with the reference server. */
const addressFields = () => ({
  'Appuseraddress[name]': requiredText('name', ADDRESS_MESSAGES.name, FIELD_LIMITS.name),
  'Appuseraddress[address_line_1]': requiredText(
    'address_line_1',
    ADDRESS_MESSAGES.addressLine1,
    FIELD_LIMITS.addressLine,
  ),
  'Appuseraddress[address_line_2]': optionalText('address_line_2', FIELD_LIMITS.addressLine),
  // §5: postal code is not validated (beyond the bounds every text field has)
  'Appuseraddress[postal_code]': optionalText('postal_code', FIELD_LIMITS.postalCode),
  // Taken as people type it ("(713) 555-0123", "+1 713 555 0123"), kept as its 10 digits.
  'Appuseraddress[mobile_number]': z
    .string({ error: ADDRESS_MESSAGES.mobile })
    .transform(normaliseMobile)
    .refine(isValidMobile, ADDRESS_MESSAGES.mobile),
  'Appuseraddress[is_default]': z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .default('0'),
  'Appuseraddress[city]': requiredText('city', ADDRESS_MESSAGES.city, FIELD_LIMITS.city),
  'Appuseraddress[state]': requiredText('state', ADDRESS_MESSAGES.state, FIELD_LIMITS.state),
  'Appuseraddress[latitude]': coordinateField('latitude', 90),
  'Appuseraddress[longitude]': coordinateField('longitude', 180),
});

/** An address id where 0 means none (pickup). */
const optionalAddressId = (field: string) => idField(field, { min: 0 }).default(0);

const deliveryType = () =>
  z.enum(['Pickup', 'Delivery'], { error: 'delivery_type must be Pickup or Delivery' });

const testIntentId = () => requiredText('payment_intent_id', undefined, FIELD_LIMITS.paymentId);

export const endpoints = {
  homeScreen: define({
    name: 'homeScreen',
    method: 'GET',
    path: '/beforeauth/gethomescreen',
    encoding: 'none',
    auth: false,
    request: () => noFields,
    data: HomeContent,
  }),
  aboutUs: define({
    name: 'aboutUs',
    method: 'GET',
    path: '/beforeauth/getaboutus',
    encoding: 'none',
    auth: false,
    request: () => noFields,
    data: AboutContent,
  }),
  settings: define({
    name: 'settings',
    method: 'GET',
    path: '/beforeauth/setting',
    encoding: 'none',
    auth: false,
    request: () => noFields,
    data: SiteSettings,
  }),
  shippingCharge: define({
    name: 'shippingCharge',
    method: 'GET',
    path: '/beforeauth/getshippingcharge',
    encoding: 'none',
    auth: false,
    request: () => noFields,
    data: DeliveryTiers,
  }),
  products: define({
    name: 'products',
    method: 'POST',
    path: '/beforeauth/getproduct',
    encoding: 'form',
    auth: false,
    // §7: empty body when the category is ALL.
    request: () => z.object({ product_category_id: idField('product_category_id').optional() }),
    data: list(Product),
  }),
  categories: define({
    name: 'categories',
    method: 'POST',
    path: '/beforeauth/getproductcategory',
    encoding: 'none',
    auth: false,
    request: () => noFields,
    data: list(Category),
  }),
  productDetails: define({
    name: 'productDetails',
    method: 'POST',
    path: '/beforeauth/getproductdetails',
    encoding: 'form',
    auth: false,
    request: () => z.object({ slug: requiredText('slug', undefined, FIELD_LIMITS.slug) }),
    data: Product,
  }),
  login: define({
    name: 'login',
    method: 'POST',
    path: '/beforeauth/login',
    encoding: 'multipart',
    auth: false,
    request: () =>
      z.object({
        'Appuser[email]': emailField('email'),
        'Appuser[password]': requiredText('password', undefined, FIELD_LIMITS.password),
        ...deviceFields(),
      }),
    data: SessionGrant,
  }),
  signup: define({
    name: 'signup',
    method: 'POST',
    path: '/beforeauth/usersignup',
    encoding: 'multipart',
    auth: false,
    request: () =>
      z.object({
        'Appuser[first_name]': requiredText('first_name', undefined, FIELD_LIMITS.name),
        'Appuser[last_name]': requiredText('last_name', undefined, FIELD_LIMITS.name),
        'Appuser[email]': emailField('email'),
        'Appuser[password]': minPassword('password'),
        'Appuser[postal_code]': optionalText('postal_code', FIELD_LIMITS.postalCode),
        'Appuser[phone_number]': optionalText('phone_number', FIELD_LIMITS.phone),
        'Appuser[login_type]': z.literal('Normal').default('Normal'),
        ...deviceFields(),
      }),
    data: SessionGrant,
  }),
  forgotPassword: define({
    name: 'forgotPassword',
    method: 'POST',
    path: '/beforeauth/forgotpassword',
    encoding: 'multipart',
    auth: false,
    request: () => z.object({ 'Appuser[email]': emailField('email') }),
    // §8: "Logged in successfully!" only if an auth key is returned.
    data: z.looseObject({ auth_key: z.string().optional() }).nullish(),
  }),
  contactUs: define({
    name: 'contactUs',
    method: 'POST',
    path: '/beforeauth/contactus',
    encoding: 'multipart',
    auth: false,
    request: () =>
      z.object({
        'Contactus[first_name]': requiredText('first_name', undefined, FIELD_LIMITS.name),
        'Contactus[last_name]': requiredText('last_name', undefined, FIELD_LIMITS.name),
        'Contactus[email]': emailField('email'),
        'Contactus[message]': requiredText('message', undefined, FIELD_LIMITS.message, true),
      }),
    data: anything,
  }),
  cart: define({
    name: 'cart',
    method: 'POST',
    path: 'userauth/getusercarts',
    encoding: 'none',
    auth: true,
    request: () => noFields,
    data: list(CartItem),
  }),
  addresses: define({
    name: 'addresses',
    method: 'POST',
    path: 'userauth/getappuseraddress',
    encoding: 'none',
    auth: true,
    request: () => noFields,
    data: AddressList,
  }),
  saveCartLine: define({
    name: 'saveCartLine',
    method: 'POST',
    path: '/userauth/addeditusercarts',
    encoding: 'multipart',
    auth: true,
    request: () =>
      z.object({
        user_carts_id: idField('user_carts_id').optional(),
        'Usercarts[product_id]': idField('product_id'),
        // The client sends the price it showed; the server stores the product's own price.
        'Usercarts[price]': moneyField('price').optional(),
        // The storefront says it before sending; a shopper may still read this refusal as a toast.
        'Usercarts[quantity]': idField('quantity', {
          max: MAX_LINE_QUANTITY,
          tooLarge: failureMessages.lineQuantityTooLarge,
        }),
      }),
    data: anything,
  }),
  deleteCartLine: define({
    name: 'deleteCartLine',
    method: 'POST',
    path: '/userauth/deleteusercarts',
    encoding: 'form',
    auth: true,
    request: () => z.object({ user_carts_id: idField('user_carts_id') }),
    data: anything,
  }),
  saveAddress: define({
    name: 'saveAddress',
    method: 'POST',
    path: '/userauth/addeditappuseraddress',
    encoding: 'multipart',
    auth: true,
    request: () =>
      z.object({ appuser_address_id: idField('appuser_address_id').optional(), ...addressFields() }),
    data: anything,
  }),
  deleteAddress: define({
    name: 'deleteAddress',
    method: 'POST',
    path: '/userauth/deleteappuseraddress',
    encoding: 'form',
    auth: true,
    request: () => z.object({ appuser_address_id: idField('appuser_address_id') }),
    data: anything,
  }),
  createPaymentIntent: define({
    name: 'createPaymentIntent',
    method: 'POST',
    path: '/userauth/createpaymentintent',
    encoding: 'form',
    auth: true,
    request: () =>
      z.object({
        amount: idField('amount'), // integer cents
        currency: z.literal('usd', { error: 'currency must be usd' }).default('usd'),
        // Decision 5: what the client priced (other servers ignore these).
        delivery_type: deliveryType().default('Pickup'),
        appuser_address_id: optionalAddressId('appuser_address_id'),
        user_carts_id: idListField('user_carts_id').optional(),
      }),
    data: PaymentIntent,
  }),
  confirmTestPayment: define({
    name: 'confirmTestPayment',
    method: 'POST',
    path: '/userauth/confirmtestpayment',
    encoding: 'multipart',
    auth: true,
    request: () =>
      z.object({
        payment_intent_id: testIntentId(),
        card_number: z
          .string({ error: 'card_number is required' })
          .max(40, 'card_number must be digits')
          .transform((v) => v.replace(/[ -]/g, ''))
          .pipe(z.string().regex(/^\d{1,19}$/, 'card_number must be digits')),
        exp_month: idField('exp_month', { max: 12 }),
        exp_year: idField('exp_year', { max: 9999 }),
        cvc: z.string({ error: 'cvc is required' }).regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
      }),
    data: TestPaymentResult,
  }),
  authenticateTestPayment: define({
    name: 'authenticateTestPayment',
    method: 'POST',
    path: '/userauth/authenticatetestpayment',
    encoding: 'form',
    auth: true,
    request: () =>
      z.object({
        payment_intent_id: testIntentId(),
        outcome: z.enum(['complete', 'fail'], { error: 'outcome must be complete or fail' }),
      }),
    data: TestPaymentResult,
  }),
  checkout: define({
    name: 'checkout',
    method: 'POST',
    path: '/userauth/checkout',
    encoding: 'multipart',
    auth: true,
    request: () =>
      z.object({
        // 0 for pickup (no address).
        'Userorder[appuser_address_id]': optionalAddressId('appuser_address_id'),
        'Userorder[payment_type]': z.literal('Online', { error: 'payment_type must be Online' }),
        'Userorder[payment_status]': requiredText('payment_status', undefined, FIELD_LIMITS.paymentStatus),
        'Userorder[payment_id]': requiredText('payment_id', undefined, FIELD_LIMITS.paymentId),
        'Userorder[tax]': amountText('tax'),
        'Userorder[shipping]': amountText('shipping'),
        'Userorder[sub_total]': amountText('sub_total'),
        'Userorder[total]': amountText('total'),
        'Userorder[order_status]': z.literal('Confirm', { error: 'order_status must be Confirm' }),
        'Userorder[delivery_type]': deliveryType(),
        'Userorder[user_carts_id]': idListField('user_carts_id'),
      }),
    data: OrderReceipt,
  }),
  logout: define({
    name: 'logout',
    method: 'POST',
    path: '/userauth/logout',
    encoding: 'none',
    auth: true,
    request: () => noFields,
    data: anything,
  }),
  refreshToken: define({
    name: 'refreshToken',
    method: 'POST',
    path: '/auth_service/auth/refresh-token',
    encoding: 'none',
    auth: false, // sends the current key when there is one, but must work without
    request: () => noFields,
    data: z.looseObject({ auth_key: z.string().optional() }).nullish(),
  }),

  // ---- My orders and password reset (not in §7; docs/mail.md). A server of the plain §7
  // contract answers 404: the storefront then hides My orders and the reset page says so. ----
  userOrders: define({
    name: 'userOrders',
    method: 'POST',
    path: '/userauth/getuserorders',
    encoding: 'form',
    auth: true,
    request: () => z.object({ page: idField('page').default(1) }),
    data: OrderPage,
  }),
  userOrderDetails: define({
    name: 'userOrderDetails',
    method: 'POST',
    path: '/userauth/getuserorderdetails',
    encoding: 'form',
    auth: true,
    request: () => z.object({ userorder_id: idField('userorder_id') }),
    data: OrderDetails,
  }),
  resetPassword: define({
    name: 'resetPassword',
    method: 'POST',
    path: '/beforeauth/resetpassword',
    encoding: 'multipart',
    auth: false,
    request: () =>
      z.object({
        token: requiredText('token', undefined, FIELD_LIMITS.resetToken),
        'Appuser[password]': minPassword('password'),
        ...deviceFields(),
      }),
    data: SessionGrant,
  }),
  /**
   * Whether a mailed reset token can still set a password, without using it: status 1 if it can, else
   * resetpassword's refusal (expired, or used/replaced/forged). Read-only; the reset page asks it on
   * opening the link. A server without it answers 404: the page then shows the form, as before.
   */
  checkResetToken: define({
    name: 'checkResetToken',
    method: 'POST',
    path: '/beforeauth/checkresettoken',
    encoding: 'form',
    auth: false,
    request: () => z.object({ token: requiredText('token', undefined, FIELD_LIMITS.resetToken) }),
    data: anything,
  }),

  // ---- Catalogue browsing: pages, sorts, search and facets (docs/catalogue.md) ----
  /**
   * The spec's getproduct with its optional browsing fields: one page with the total and the facet
   * counts. A server of the spec's contract ignores the fields and answers the whole list (`kind: 'all'`).
   * The reference server serves `products` and `catalogue` with this one route.
   */
  catalogue: define({
    name: 'catalogue',
    method: 'POST',
    path: '/beforeauth/getproduct',
    encoding: 'form',
    auth: false,
    request: catalogueRequest,
    data: CatalogueAnswer,
  }),
  /** Products and categories matching what the shopper is typing in the header's search box. */
  searchSuggestions: define({
    name: 'searchSuggestions',
    method: 'POST',
    path: '/beforeauth/searchsuggestions',
    encoding: 'form',
    auth: false,
    request: () => z.object({ q: requiredText('q', undefined, MAX_QUERY_LENGTH) }),
    data: SearchSuggestions,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a caller posts to an endpoint (wire field names). */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What a caller gets back from an endpoint (parsed data). */
export type DataOf<E extends Endpoint> = z.output<E['data']>;
/** What a server or mock answers as `data` (wire form). */
export type WireDataOf<E extends Endpoint> = z.input<E['data']>;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);

/** Joins a §7 path to a base URL whether or not either has a slash at the seam. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Wire fields as a caller has them; values are sent as text, null and undefined are left out. */
export type WireFields = Record<string, string | number | boolean | null | undefined>;

/**
 * §7 the body of a call, encoded as its endpoint says: `multipart` → FormData, `form` →
 * URLSearchParams, `none` → no body, GET → no body. The one encoder of the storefront's client, the
 * contract tests and the server tests. (A `none` call given fields anyway sends them as a form, so a
 * test can show the server refusing them; the storefront never does.)
 */
export function encodeBody(
  endpoint: { method: string; encoding: Encoding },
  fields: WireFields = {},
): FormData | URLSearchParams | undefined {
  if (endpoint.method === 'GET') return undefined;
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) entries.push([key, String(value)]);
  }
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value);
    return form;
  }
  if (endpoint.encoding === 'form' || entries.length > 0) return new URLSearchParams(entries);
  return undefined;
}

/** The path as a server mounts it: always with one leading slash. */
export function routePath(endpoint: Endpoint): string {
  return `/${endpoint.path.replace(/^\/+/, '')}`;
}
