// The one query-layer schema (drizzle pg-core) for both drivers: PGlite (embedded) and node-postgres.
// It mirrors the versioned SQL in ./migrations, which is what actually creates the tables; keep the two in
// step (server/db/migrate.test.ts checks every table and column here exists after migrating).
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textDefault = (name: string) => text(name).notNull().default('');

export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  contactNo: textDefault('contact_no'),
  email: textDefault('email'),
  address: textDefault('address'),
  mapUrl: textDefault('map_url'),
  instagram: textDefault('instagram'),
  facebook: textDefault('facebook'),
  tiktok: textDefault('tiktok'),
  metaTitle: textDefault('meta_title'),
  metaDescription: textDefault('meta_description'),
  metaTag: textDefault('meta_tag'),
  /** Percent; null hides the tax row (§2 My cart). */
  taxPercent: numeric('tax_percent', { precision: 6, scale: 3, mode: 'number' }),
  warehouseAddress: textDefault('warehouse_address'),
  privacyPolicy: textDefault('privacy_policy'),
  termsConditions: textDefault('terms_conditions'),
});

export const homeContent = pgTable('home_content', {
  id: integer('id').primaryKey().default(1),
  spsFlooringTitle: textDefault('sps_flooring_title'),
  spsFlooringSubTitle: textDefault('sps_flooring_sub_title'),
  weeklyBestsellersTitle: textDefault('weekly_bestsellers_title'),
  weeklyBestsellersSubTitle: textDefault('weekly_bestsellers_sub_title'),
  clientsSayTitle: textDefault('clients_say_title'),
  clientsSaySubTitle: textDefault('clients_say_sub_title'),
  pickUpDelivery: textDefault('pick_up_delivery'),
  agreeDelivery: textDefault('agree_delivery'),
});

export const homeBanners = pgTable('home_banners', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  type: text('type', { enum: ['Image', 'Video'] }).notNull(),
  image: textDefault('image'),
  video: textDefault('video'),
  title: textDefault('title'),
  subtitle: textDefault('subtitle'),
});

export const testimonials = pgTable('testimonials', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  name: textDefault('name'),
  designation: textDefault('designation'),
  description: textDefault('description'),
  image: textDefault('image'),
});

export const aboutContent = pgTable('about_content', {
  id: integer('id').primaryKey().default(1),
  image: textDefault('image'),
  bannerTitle: textDefault('banner_title'),
  bannerSubTitle: textDefault('banner_sub_title'),
  title: textDefault('title'),
  subTitle: textDefault('sub_title'),
  description: textDefault('description'),
});

export const productCategories = pgTable('product_categories', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  description: textDefault('description'),
  image: textDefault('image'),
  onHome: boolean('on_home').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    priceCents: integer('price_cents'),
    mainPriceCents: integer('main_price_cents'),
    saveButtonPrice: textDefault('save_button_price'),
    pricePerBoxCents: integer('price_per_box_cents'),
    sqftInBox: numeric('sqft_in_box', { precision: 10, scale: 3, mode: 'number' }),
    image: textDefault('image'),
    description: textDefault('description'),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.position, t.id)],
);

export const productSpecifications = pgTable('product_specifications', {
  id: idColumn(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  title: textDefault('title'),
});

export const productSpecificationRows = pgTable('product_specification_rows', {
  id: idColumn(),
  specificationId: integer('specification_id')
    .notNull()
    .references(() => productSpecifications.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  title: textDefault('title'),
  subTitle: textDefault('sub_title'),
});

export const productMedia = pgTable('product_media', {
  id: idColumn(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  type: text('type', { enum: ['Image', 'Video', 'Youtube'] }).notNull(),
  file: textDefault('file'),
  video: textDefault('video'),
  videoUrl: textDefault('video_url'),
});

export const deliveryTiers = pgTable('delivery_tiers', {
  id: idColumn(),
  minMile: numeric('min_mile', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  maxMile: numeric('max_mile', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  pricePerPalletCents: integer('price_per_pallet_cents').notNull(),
});

export const users = pgTable('users', {
  id: idColumn(),
  /** Lower-cased; unique. */
  email: text('email').notNull().unique('users_email_key'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Full encoded hash ($argon2id$… or $scrypt$…), so parameters can be raised later. */
  passwordHash: text('password_hash').notNull(),
  postalCode: textDefault('postal_code'),
  phoneNumber: textDefault('phone_number'),
  loginType: text('login_type').notNull().default('Normal'),
  createdAt: createdAt(),
});

export const authKeys = pgTable('auth_keys', {
  id: idColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the auth_key; the key itself is never stored. */
  keyHash: text('key_hash').notNull().unique(),
  devicesType: textDefault('devices_type'),
  devicesName: textDefault('devices_name'),
  appVersion: textDefault('app_version'),
  devicesId: textDefault('devices_id'),
  ip: textDefault('ip'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  replacedBy: integer('replaced_by').references((): AnyPgColumn => authKeys.id, { onDelete: 'set null' }),
});

export const passwordResetRequests = pgTable('password_reset_requests', {
  id: idColumn(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash'),
  ip: textDefault('ip'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: textDefault('ip'),
  createdAt: createdAt(),
});

export const userCarts = pgTable(
  'user_carts',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The product's price_per_box when the line was last written (never the client's). */
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_carts_user_idx').on(t.userId, t.id),
    // 0002: one line per user and product.
    uniqueIndex('user_carts_user_product_key').on(t.userId, t.productId),
    check('quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: textDefault('address_line_2'),
    postalCode: textDefault('postal_code'),
    mobileNumber: text('mobile_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

export const paymentIntents = pgTable('payment_intents', {
  /** The provider's id: pi_… (Stripe) or pi_test_… (test-payment mode). */
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

export interface AddressSnapshot {
  name: string;
  address_line_1: string;
  address_line_2: string;
  postal_code: string;
  mobile_number: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export const orders = pgTable('orders', {
  id: idColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  appuserAddressId: integer('appuser_address_id').references(() => addresses.id, { onDelete: 'set null' }),
  addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot | null>(),
  paymentType: text('payment_type').notNull(),
  paymentStatus: text('payment_status').notNull(),
  paymentId: text('payment_id')
    .notNull()
    .unique()
    .references(() => paymentIntents.id),
  taxCents: integer('tax_cents').notNull(),
  shippingCents: integer('shipping_cents').notNull(),
  subTotalCents: integer('sub_total_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  pallets: integer('pallets').notNull().default(0),
  orderStatus: text('order_status').notNull(),
  deliveryType: text('delivery_type', { enum: ['Pickup', 'Delivery'] }).notNull(),
  /** Comma-joined cart line ids as the client posted them (§3 Order). */
  userCartsId: text('user_carts_id').notNull(),
  createdAt: createdAt(),
});

export const orderItems = pgTable('order_items', {
  id: idColumn(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userCartsId: integer('user_carts_id').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  title: text('title').notNull(),
  quantity: integer('quantity').notNull(),
  pricePerBoxCents: integer('price_per_box_cents').notNull(),
  lineTotalCents: integer('line_total_cents').notNull(),
});

/** Tables a shopper's actions write; tests empty these between cases (the catalogue stays seeded). */
export const shopperTables = [
  'order_items',
  'orders',
  'payment_intents',
  'user_carts',
  'addresses',
  'auth_keys',
  'password_reset_requests',
  'contact_messages',
  'users',
] as const;

export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
