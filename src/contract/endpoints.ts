// §7 THE API CONTRACT: every call the storefront makes, with its method, path, body encoding, the
// exact (Yii-style) field names it posts and the schema of the answer's `data`.
// The storefront client, the MSW mocks and the reference server all read this one table.
//
// Decisions where §7 says "not shown" (recorded here, once):
// - Address list (userauth/getappuseraddress): data is an array of Address. Also accepted: an object
//   holding that array under `address`, `addresses`, `appuseraddress` or `list`; null means none.
// - Delivery tiers (GET /beforeauth/getshippingcharge): data is an array of {min_mile, max_mile, price}
//   (price per pallet, dollars). Also accepted: the array under `shipping_charge` or `tiers`, or one tier.
// - Order creation (/userauth/checkout): data is the stored order receipt {userorder_id, total, ...}; the
//   storefront does not rely on it (spec), so any object or null passes.
// - Payment intent: data is {clientSecret, paymentIntentId}; `client_secret`/`id` are accepted too.
//   `amount` is posted in integer cents (Stripe's unit), currency "usd".
// - Refresh token (POST /auth_service/auth/refresh-token): sent with the current auth_key header and no
//   body; data may hold a new `auth_key`, which then replaces the stored one.
// - Bounded input (primitives.ts): ids, quantities and cents are decimal integers that fit an int4 column;
//   coordinates and amounts are plain decimal notation; every text field has a maximum length
//   (FIELD_LIMITS) and refuses control characters. A refusal is status 0 naming the field (HTTP 400).
// - Every answer is the envelope {status: 1|0, message, data}. status 0 (or an HTTP error) is a failure
//   whose `message` is shown to the shopper where the spec says "server message".
import { z } from 'zod';
import {
  AboutContent,
  Address,
  CartItem,
  Category,
  DeliveryTierWire,
  HomeContent,
  Product,
  SessionGrant,
  SiteSettings,
} from './entities';
import {
  amountText,
  coordinateField,
  emailField,
  FIELD_LIMITS,
  idField,
  idListField,
  list,
  moneyField,
  optionalText,
  requiredText,
} from './primitives';
import { isValidMobile } from '../domain/validation';
import { ADDRESS_MESSAGES } from '../domain/validation';

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

const define = <Req extends z.ZodType, Data extends z.ZodType>(e: Endpoint<Req, Data>) => e;

const noFields = z.object({}).strict();

/** Device fields sent with login and sign-up (§7). */
const deviceFields = {
  'Appuser[devices_type]': z.literal('Web').default('Web'),
  'Appuser[devices_name]': optionalText('devices_name', FIELD_LIMITS.device),
  'Appuser[app_version]': optionalText('app_version', FIELD_LIMITS.appVersion),
  'Appuser[devices_id]': optionalText('devices_id', FIELD_LIMITS.device),
};

/** §7 sign-up posts fixed placeholders for fields the form does not ask for. */
export const SIGNUP_PLACEHOLDERS = { postal_code: '00000', phone_number: '0000000000' } as const;

const minPassword = (field: string) =>
  requiredText(field, undefined, FIELD_LIMITS.password).pipe(
    z.string().min(8, `${field} must be at least 8 characters`),
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

export const DeliveryTiers = objectHolding(DeliveryTierWire, ['shipping_charge', 'tiers']).transform(
  (tiers) => tiers.map((t) => ({ minMile: t.min_mile, maxMile: t.max_mile, pricePerPalletCents: t.price })),
);

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
    return { clientSecret, paymentIntentId: v.paymentIntentId ?? v.id ?? clientSecret.split('_secret')[0] };
  });

export const OrderReceipt = z.looseObject({ userorder_id: z.unknown().optional() }).nullish();

const anything = z.unknown();

/** Address form fields (§5), shared with the reference server. */
export const addressFields = {
  'Appuseraddress[name]': requiredText('name', ADDRESS_MESSAGES.name, FIELD_LIMITS.name),
  'Appuseraddress[address_line_1]': requiredText(
    'address_line_1',
    ADDRESS_MESSAGES.addressLine1,
    FIELD_LIMITS.addressLine,
  ),
  'Appuseraddress[address_line_2]': optionalText('address_line_2', FIELD_LIMITS.addressLine),
  // §5: postal code is not validated (beyond the bounds every text field has)
  'Appuseraddress[postal_code]': optionalText('postal_code', FIELD_LIMITS.postalCode),
  'Appuseraddress[mobile_number]': z
    .string({ error: ADDRESS_MESSAGES.mobile })
    .trim()
    .refine(isValidMobile, ADDRESS_MESSAGES.mobile),
  'Appuseraddress[is_default]': z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .default('0'),
  'Appuseraddress[city]': requiredText('city', ADDRESS_MESSAGES.city, FIELD_LIMITS.city),
  'Appuseraddress[state]': requiredText('state', ADDRESS_MESSAGES.state, FIELD_LIMITS.state),
  'Appuseraddress[latitude]': coordinateField('latitude', 90),
  'Appuseraddress[longitude]': coordinateField('longitude', 180),
};

export const endpoints = {
  homeScreen: define({
    name: 'homeScreen',
    method: 'GET',
    path: '/beforeauth/gethomescreen',
    encoding: 'none',
    auth: false,
    request: noFields,
    data: HomeContent,
  }),
  aboutUs: define({
    name: 'aboutUs',
    method: 'GET',
    path: '/beforeauth/getaboutus',
    encoding: 'none',
    auth: false,
    request: noFields,
    data: AboutContent,
  }),
  settings: define({
    name: 'settings',
    method: 'GET',
    path: '/beforeauth/setting',
    encoding: 'none',
    auth: false,
    request: noFields,
    data: SiteSettings,
  }),
  shippingCharge: define({
    name: 'shippingCharge',
    method: 'GET',
    path: '/beforeauth/getshippingcharge',
    encoding: 'none',
    auth: false,
    request: noFields,
    data: DeliveryTiers,
  }),
  products: define({
    name: 'products',
    method: 'POST',
    path: '/beforeauth/getproduct',
    encoding: 'form',
    auth: false,
    // §7: empty body when the category is ALL.
    request: z.object({ product_category_id: idField('product_category_id').optional() }),
    data: list(Product),
  }),
  categories: define({
    name: 'categories',
    method: 'POST',
    path: '/beforeauth/getproductcategory',
    encoding: 'none',
    auth: false,
    request: noFields,
    data: list(Category),
  }),
  productDetails: define({
    name: 'productDetails',
    method: 'POST',
    path: '/beforeauth/getproductdetails',
    encoding: 'form',
    auth: false,
    request: z.object({ slug: requiredText('slug', undefined, FIELD_LIMITS.slug) }),
    data: Product,
  }),
  login: define({
    name: 'login',
    method: 'POST',
    path: '/beforeauth/login',
    encoding: 'multipart',
    auth: false,
    request: z.object({
      'Appuser[email]': emailField('email'),
      'Appuser[password]': requiredText('password', undefined, FIELD_LIMITS.password),
      ...deviceFields,
    }),
    data: SessionGrant,
  }),
  signup: define({
    name: 'signup',
    method: 'POST',
    path: '/beforeauth/usersignup',
    encoding: 'multipart',
    auth: false,
    request: z.object({
      'Appuser[first_name]': requiredText('first_name', undefined, FIELD_LIMITS.name),
      'Appuser[last_name]': requiredText('last_name', undefined, FIELD_LIMITS.name),
      'Appuser[email]': emailField('email'),
      'Appuser[password]': minPassword('password'),
      'Appuser[postal_code]': optionalText('postal_code', FIELD_LIMITS.postalCode),
      'Appuser[phone_number]': optionalText('phone_number', FIELD_LIMITS.phone),
      'Appuser[login_type]': z.literal('Normal').default('Normal'),
      ...deviceFields,
    }),
    data: SessionGrant,
  }),
  forgotPassword: define({
    name: 'forgotPassword',
    method: 'POST',
    path: '/beforeauth/forgotpassword',
    encoding: 'multipart',
    auth: false,
    request: z.object({ 'Appuser[email]': emailField('email') }),
    // §8: "Logged in successfully!" only if an auth key is returned.
    data: z.looseObject({ auth_key: z.string().optional() }).nullish(),
  }),
  contactUs: define({
    name: 'contactUs',
    method: 'POST',
    path: '/beforeauth/contactus',
    encoding: 'multipart',
    auth: false,
    request: z.object({
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
    request: noFields,
    data: list(CartItem),
  }),
  addresses: define({
    name: 'addresses',
    method: 'POST',
    path: 'userauth/getappuseraddress',
    encoding: 'none',
    auth: true,
    request: noFields,
    data: AddressList,
  }),
  saveCartLine: define({
    name: 'saveCartLine',
    method: 'POST',
    path: '/userauth/addeditusercarts',
    encoding: 'multipart',
    auth: true,
    request: z.object({
      user_carts_id: idField('user_carts_id').optional(),
      'Usercarts[product_id]': idField('product_id'),
      // The client sends the price it showed; the server stores the product's own price.
      'Usercarts[price]': moneyField('price').optional(),
      'Usercarts[quantity]': idField('quantity'),
    }),
    data: anything,
  }),
  deleteCartLine: define({
    name: 'deleteCartLine',
    method: 'POST',
    path: '/userauth/deleteusercarts',
    encoding: 'form',
    auth: true,
    request: z.object({ user_carts_id: idField('user_carts_id') }),
    data: anything,
  }),
  saveAddress: define({
    name: 'saveAddress',
    method: 'POST',
    path: '/userauth/addeditappuseraddress',
    encoding: 'multipart',
    auth: true,
    request: z.object({ appuser_address_id: idField('appuser_address_id').optional(), ...addressFields }),
    data: anything,
  }),
  deleteAddress: define({
    name: 'deleteAddress',
    method: 'POST',
    path: '/userauth/deleteappuseraddress',
    encoding: 'form',
    auth: true,
    request: z.object({ appuser_address_id: idField('appuser_address_id') }),
    data: anything,
  }),
  createPaymentIntent: define({
    name: 'createPaymentIntent',
    method: 'POST',
    path: '/userauth/createpaymentintent',
    encoding: 'form',
    auth: true,
    request: z.object({
      amount: idField('amount'), // integer cents
      currency: z.literal('usd', { error: 'currency must be usd' }).default('usd'),
    }),
    data: PaymentIntent,
  }),
  checkout: define({
    name: 'checkout',
    method: 'POST',
    path: '/userauth/checkout',
    encoding: 'multipart',
    auth: true,
    request: z.object({
      // 0 for pickup (no address).
      'Userorder[appuser_address_id]': idField('appuser_address_id', { min: 0 }).default(0),
      'Userorder[payment_type]': z.literal('Online', { error: 'payment_type must be Online' }),
      'Userorder[payment_status]': requiredText('payment_status', undefined, FIELD_LIMITS.paymentStatus),
      'Userorder[payment_id]': requiredText('payment_id', undefined, FIELD_LIMITS.paymentId),
      'Userorder[tax]': amountText('tax'),
      'Userorder[shipping]': amountText('shipping'),
      'Userorder[sub_total]': amountText('sub_total'),
      'Userorder[total]': amountText('total'),
      'Userorder[order_status]': z.literal('Confirm', { error: 'order_status must be Confirm' }),
      'Userorder[delivery_type]': z.enum(['Pickup', 'Delivery'], {
        error: 'delivery_type must be Pickup or Delivery',
      }),
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
    request: noFields,
    data: anything,
  }),
  refreshToken: define({
    name: 'refreshToken',
    method: 'POST',
    path: '/auth_service/auth/refresh-token',
    encoding: 'none',
    auth: false, // sends the current key when there is one, but must work without
    request: noFields,
    data: z.looseObject({ auth_key: z.string().optional() }).nullish(),
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

/** The path as a server mounts it: always with one leading slash. */
export function routePath(endpoint: Endpoint): string {
  return `/${endpoint.path.replace(/^\/+/, '')}`;
}
