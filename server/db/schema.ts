// THE database schema: one source (drizzle pg-core) for the query layer of both drivers (PGlite and
// node-postgres) AND for the migrations, which drizzle-kit generates from it (server/db/migrations/NNNN_*.sql
// with their snapshots in migrations/meta/; `npm run db:generate -- --name what_changed`). To add or change
// a table: edit this file, generate, commit the SQL and the snapshot (docs/server.md "Changing the schema").
// Constraint and index names are the ones PostgreSQL gave the hand-written 0001/0002 (…_key, …_fkey,
// …_check), so the generated SQL can address them; new ones may use drizzle's defaults.
import {
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textDefault = (name: string) => text(name).notNull().default('');
/** Single-row tables (id is always 1). */
const singletonId = () => integer('id').primaryKey().default(1);
const isSingleton = (table: string, id: PgColumn) => check(`${table}_id_check`, sql`${id} = 1`);
/** A foreign key named as PostgreSQL names an inline REFERENCES: <table>_<column>_fkey. */
const fkey = (table: string, column: PgColumn, target: PgColumn) =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] });
const oneOf = (name: string, column: PgColumn, values: string[]) =>
  check(name, sql`${column} = ANY (ARRAY[${sql.raw(values.map((v) => `'${v}'::text`).join(', '))}])`);

export const siteSettings = pgTable(
  'site_settings',
  {
    id: singletonId(),
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
    /** Where deliveries start, set by the owner; null: the server's WAREHOUSE_LAT/LNG. */
    warehouseLat: doublePrecision('warehouse_lat'),
    warehouseLng: doublePrecision('warehouse_lng'),
    privacyPolicy: textDefault('privacy_policy'),
    termsConditions: textDefault('terms_conditions'),
  },
  (t) => [isSingleton('site_settings', t.id)],
);

export const homeContent = pgTable(
  'home_content',
  {
    id: singletonId(),
    spsFlooringTitle: textDefault('sps_flooring_title'),
    spsFlooringSubTitle: textDefault('sps_flooring_sub_title'),
    weeklyBestsellersTitle: textDefault('weekly_bestsellers_title'),
    weeklyBestsellersSubTitle: textDefault('weekly_bestsellers_sub_title'),
    clientsSayTitle: textDefault('clients_say_title'),
    clientsSaySubTitle: textDefault('clients_say_sub_title'),
    pickUpDelivery: textDefault('pick_up_delivery'),
    agreeDelivery: textDefault('agree_delivery'),
  },
  (t) => [isSingleton('home_content', t.id)],
);

export const homeBanners = pgTable(
  'home_banners',
  {
    id: idColumn(),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: ['Image', 'Video'] }).notNull(),
    image: textDefault('image'),
    video: textDefault('video'),
    title: textDefault('title'),
    subtitle: textDefault('subtitle'),
  },
  (t) => [oneOf('home_banners_type_check', t.type, ['Image', 'Video'])],
);

export const testimonials = pgTable('testimonials', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  name: textDefault('name'),
  designation: textDefault('designation'),
  description: textDefault('description'),
  image: textDefault('image'),
});

export const aboutContent = pgTable(
  'about_content',
  {
    id: singletonId(),
    image: textDefault('image'),
    bannerTitle: textDefault('banner_title'),
    bannerSubTitle: textDefault('banner_sub_title'),
    title: textDefault('title'),
    subTitle: textDefault('sub_title'),
    description: textDefault('description'),
  },
  (t) => [isSingleton('about_content', t.id)],
);

export const productCategories = pgTable('product_categories', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  description: textDefault('description'),
  image: textDefault('image'),
  onHome: boolean('on_home').notNull().default(true),
  /** Hidden by the owner: out of every shopper read, with its products; the back office still lists it. */
  hidden: boolean('hidden').notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    priceCents: integer('price_cents'),
    mainPriceCents: integer('main_price_cents'),
    saveButtonPrice: textDefault('save_button_price'),
    pricePerBoxCents: integer('price_per_box_cents'),
    sqftInBox: numeric('sqft_in_box', { precision: 10, scale: 3, mode: 'number' }),
    image: textDefault('image'),
    description: textDefault('description'),
    /** Hidden by the owner: out of every shopper read (lists, details, home); the back office still lists it. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    fkey('products', t.categoryId, productCategories.id),
    unique('products_slug_key').on(t.slug),
    check(
      'products_price_per_box_cents_check',
      sql`(${t.pricePerBoxCents} IS NULL) OR (${t.pricePerBoxCents} >= 0)`,
    ),
    index('products_category_idx').on(t.categoryId, t.position, t.id),
    // Search (docs/catalogue.md): words of the title (weight A) and description (D), accents folded, and
    // trigrams of the folded title for typos. The functions are created by the migration.
    index('products_search_idx').using('gin', sql`product_search_vector(${t.title}, ${t.description})`),
    index('products_title_trgm_idx').using('gin', sql`shop_fold(${t.title}) gin_trgm_ops`),
  ],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: idColumn(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
    title: textDefault('title'),
  },
  (t) => [
    fkey('product_specifications', t.productId, products.id).onDelete('cascade'),
    index('product_specifications_product_idx').on(t.productId),
  ],
);

export const productSpecificationRows = pgTable(
  'product_specification_rows',
  {
    id: idColumn(),
    specificationId: integer('specification_id').notNull(),
    position: integer('position').notNull().default(0),
    title: textDefault('title'),
    subTitle: textDefault('sub_title'),
  },
  (t) => [
    fkey('product_specification_rows', t.specificationId, productSpecifications.id).onDelete('cascade'),
    index('product_specification_rows_spec_idx').on(t.specificationId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: idColumn(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: ['Image', 'Video', 'Youtube'] }).notNull(),
    file: textDefault('file'),
    video: textDefault('video'),
    videoUrl: textDefault('video_url'),
  },
  (t) => [
    fkey('product_media', t.productId, products.id).onDelete('cascade'),
    oneOf('product_media_type_check', t.type, ['Image', 'Video', 'Youtube']),
    index('product_media_product_idx').on(t.productId),
  ],
);

export const deliveryTiers = pgTable(
  'delivery_tiers',
  {
    id: idColumn(),
    minMile: numeric('min_mile', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    maxMile: numeric('max_mile', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    pricePerPalletCents: integer('price_per_pallet_cents').notNull(),
  },
  (t) => [
    check('delivery_tiers_price_per_pallet_cents_check', sql`${t.pricePerPalletCents} >= 0`),
    check('delivery_tiers_check', sql`${t.minMile} <= ${t.maxMile}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Full encoded hash ($argon2id$… or $scrypt$…), so parameters can be raised later. */
    passwordHash: text('password_hash').notNull(),
    postalCode: textDefault('postal_code'),
    phoneNumber: textDefault('phone_number'),
    loginType: text('login_type').notNull().default('Normal'),
    /** 'owner' may sign in to the back office (/admin); every admin call checks it again. */
    role: text('role', { enum: ['shopper', 'owner'] })
      .notNull()
      .default('shopper'),
    createdAt: createdAt(),
  },
  // Emails are stored lower-cased; uniqueness is case-insensitive through that.
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    oneOf('users_role_check', t.role, ['shopper', 'owner']),
  ],
);

export const authKeys = pgTable(
  'auth_keys',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    /** SHA-256 (hex) of the auth_key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    devicesType: textDefault('devices_type'),
    devicesName: textDefault('devices_name'),
    appVersion: textDefault('app_version'),
    devicesId: textDefault('devices_id'),
    ip: textDefault('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    /** 'shop': the storefront's auth_key header; 'admin': the back office's session cookie. Never both. */
    scope: text('scope', { enum: ['shop', 'admin'] })
      .notNull()
      .default('shop'),
  },
  (t) => [
    oneOf('auth_keys_scope_check', t.scope, ['shop', 'admin']),
    fkey('auth_keys', t.userId, users.id).onDelete('cascade'),
    fkey('auth_keys', t.replacedBy, t.id).onDelete('set null'),
    unique('auth_keys_key_hash_key').on(t.keyHash),
    index('auth_keys_user_idx').on(t.userId),
  ],
);

export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: idColumn(),
    userId: integer('user_id'),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    ip: textDefault('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token reset the password, or when a later reset made it void: a token works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    fkey('password_reset_requests', t.userId, users.id).onDelete('cascade'),
    index('password_reset_requests_token_hash_idx').on(t.tokenHash),
  ],
);

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
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The product's price_per_box when the line was last written (never the client's). */
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey('user_carts', t.userId, users.id).onDelete('cascade'),
    fkey('user_carts', t.productId, products.id),
    check('user_carts_quantity_check', sql`${t.quantity} > 0`),
    check('user_carts_price_cents_check', sql`${t.priceCents} >= 0`),
    index('user_carts_user_idx').on(t.userId, t.id),
    // One line per user and product (0002): concurrent adds merge through INSERT … ON CONFLICT.
    uniqueIndex('user_carts_user_product_key').on(t.userId, t.productId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
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
    /** Road metres from the warehouse (§9, decision 3); null: no road route, or not measured yet. */
    roadMetres: doublePrecision('road_metres'),
    /** Which pair was measured ("lon,lat;lon,lat" of warehouse and address, 5 decimals); null: not measured.
     * A moved warehouse or an edited address no longer matches, so the distance is measured again. */
    roadMetresKey: text('road_metres_key'),
    roadMeasuredAt: timestamp('road_measured_at', { withTimezone: true }),
  },
  (t) => [
    fkey('addresses', t.userId, users.id).onDelete('cascade'),
    index('addresses_user_idx').on(t.userId, t.id),
  ],
);

/** A cart line as a payment intent was priced for it. */
export interface PricedLine {
  user_carts_id: number;
  product_id: number;
  title: string;
  quantity: number;
  price_per_box_cents: number;
}

/**
 * Our record of a payment intent: who made it, in which mode, and what it was priced for —
 * the cart lines, the delivery and the server's figures. Checkout and the webhook make the order from it.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id: pi_… (Stripe) or pi_test_… (test-payment mode). */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    /** The provider's status as last seen (created, failed, cancelled, succeeded). */
    status: text('status').notNull().default('requires_payment_method'),
    /** Stripe's last_payment_error.message (payment_intent.payment_failed), if any. */
    lastError: text('last_error'),
    deliveryType: text('delivery_type', { enum: ['Pickup', 'Delivery'] })
      .notNull()
      .default('Pickup'),
    appuserAddressId: integer('appuser_address_id'),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot | null>(),
    lines: jsonb('lines').$type<PricedLine[]>().notNull().default([]),
    itemsCents: integer('items_cents').notNull().default(0),
    /** null: the shop charges no tax. */
    taxCents: integer('tax_cents'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    deliveryLabel: text('delivery_label').notNull().default(''),
    miles: doublePrecision('miles'),
    /** Delivery priced "we will call you" (shipping 0): the shop calls to arrange it and its charge. */
    deliveryCallRequired: boolean('delivery_call_required').notNull().default(false),
    /** Paid but could not become an order: 'pending' until the provider confirms the refund, then 'refunded'. */
    refundStatus: text('refund_status', { enum: ['pending', 'refunded'] }),
    refundId: text('refund_id'),
    /** Why the paid intent could not become an order (logged and kept for support). */
    refundReason: text('refund_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The settling job's claim (one instance at a time looks at an intent): until then, others skip it. */
    settleClaimedUntil: timestamp('settle_claimed_until', { withTimezone: true }),
    /** When the settling job last found it paid-for-nothing-yet or unpaid; null: never looked. */
    settleCheckedAt: timestamp('settle_checked_at', { withTimezone: true }),
  },
  (t) => [
    fkey('payment_intents', t.userId, users.id).onDelete('cascade'),
    foreignKey({
      name: 'payment_intents_appuser_address_id_fkey',
      columns: [t.appuserAddressId],
      foreignColumns: [addresses.id],
    }).onDelete('set null'),
    oneOf('payment_intents_provider_check', t.provider, ['stripe', 'test']),
    oneOf('payment_intents_delivery_type_check', t.deliveryType, ['Pickup', 'Delivery']),
    oneOf('payment_intents_refund_status_check', t.refundStatus, ['pending', 'refunded']),
    check('payment_intents_amount_cents_check', sql`${t.amountCents} > 0`),
    index('payment_intents_user_idx').on(t.userId),
  ],
);

/**
 * Test-payment mode's provider state (the part Stripe keeps on its side in Stripe mode), so test intents
 * survive restarts: status, amount received and refunded.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  status: text('status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  amountReceivedCents: integer('amount_received_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  currency: text('currency').notNull(),
  userId: integer('user_id').notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    appuserAddressId: integer('appuser_address_id'),
    /** The delivery address as it was at checkout (addresses can be edited or deleted later). */
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot | null>(),
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentId: text('payment_id').notNull(),
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
    /** "Express Delivery", "Standard Delivery", "We will call you to set up delivery." or "Pickup". */
    deliveryLabel: text('delivery_label').notNull().default(''),
    /** Road miles the delivery was priced on; null for pickup or without a route. */
    miles: doublePrecision('miles'),
    /**
     * The owner must call the shopper to arrange the delivery (and its charge): the quote was "we will
     * call you" — no road route, routing unreachable, no coordinates, beyond the tiers or a tier priced 0 —
     * so shipping was stored as 0.
     */
    deliveryCallRequired: boolean('delivery_call_required').notNull().default(false),
  },
  (t) => [
    fkey('orders', t.userId, users.id).onDelete('cascade'),
    fkey('orders', t.appuserAddressId, addresses.id).onDelete('set null'),
    fkey('orders', t.paymentId, paymentIntents.id),
    unique('orders_payment_id_key').on(t.paymentId),
    oneOf('orders_delivery_type_check', t.deliveryType, ['Pickup', 'Delivery']),
    index('orders_user_idx').on(t.userId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull(),
    userCartsId: integer('user_carts_id').notNull(),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    pricePerBoxCents: integer('price_per_box_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    fkey('order_items', t.orderId, orders.id).onDelete('cascade'),
    fkey('order_items', t.productId, products.id),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * Throttle counters (server/services/throttle.ts), shared by every server on this database: attempts counted per
 * scope (what is limited: 'login-client', 'signup-ip', …) and key (who: an account, a device, an IP), with
 * the time of the last one. Keys are stored as SHA-256, never in clear. Rows past `expires_at` are pruned.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: integer('hits').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'throttle_counters_pkey', columns: [t.scope, t.keyHash] }),
    check('throttle_counters_hits_check', sql`${t.hits} >= 0`),
    index('throttle_counters_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * What the settling job did with each paid intent that had no order after the grace period: the order it
 * made, or the refund (and its failures), for the owner's back office and support. One row per action.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text('payment_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** ordered | refunded | refund_failed */
    outcome: text('outcome', { enum: ['ordered', 'refunded', 'refund_failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: integer('order_id'),
    refundId: text('refund_id'),
    /** Why: the refund reason, or the order's. */
    reason: text('reason').notNull().default(''),
    /** How long the intent had been paid without an order, in whole seconds, when settled. */
    waitedSeconds: integer('waited_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('payment_settlements_outcome_check', t.outcome, ['ordered', 'refunded', 'refund_failed']),
    index('payment_settlements_payment_idx').on(t.paymentId),
    index('payment_settlements_created_at_idx').on(t.createdAt),
  ],
);

/** Each status an order has had, with when and who set it (the shopper's order page shows it). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull(),
    status: text('status').notNull(),
    /** Who moved it: 'payment' for the first, else the back office's user or process. */
    actor: textDefault('actor'),
    createdAt: createdAt(),
  },
  (t) => [
    fkey('order_status_history', t.orderId, orders.id).onDelete('cascade'),
    index('order_status_history_order_idx').on(t.orderId, t.id),
  ],
);

/** A product's former slugs: the old URL redirects to the product's current one. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [fkey('product_slug_redirects', t.productId, products.id).onDelete('cascade')],
);

/** Bytes: Buffer in, Uint8Array (PGlite) or Buffer (node-postgres) out. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files the owner uploaded (server/admin/media.ts), served at /media/uploads/<name>. With PostgreSQL the
 * bytes are here, so every instance sharing it serves them; with the embedded PGlite (one process) they are
 * in DATA_DIR/uploads and `bytes` is null (PGlite copies a large value slowly, on the event loop). The name
 * is the content's hash, so a file never changes once stored (docs/admin.md "Media").
 */
export const mediaFiles = pgTable('media_files', {
  /** <hash>.<ext> */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  kind: text('kind', { enum: ['Image', 'Video'] }).notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  hasAlpha: boolean('has_alpha').notNull().default(false),
  /** null: in the server's upload directory (embedded PGlite). */
  bytes: bytea('bytes'),
  /** The file's name on the owner's computer (for the audit log and the owner's eyes only). */
  originalName: textDefault('original_name'),
  createdAt: createdAt(),
  createdBy: integer('created_by'),
});

/** Every change made in the back office: who, when, what, before and after. Written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** Kept as text too: the entry outlives the account. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: textDefault('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    fkey('audit_log', t.actorId, users.id).onDelete('set null'),
    index('audit_log_at_idx').on(t.at, t.id),
  ],
);

/**
 * The version of each record the back office edits (docs/admin.md "Changed elsewhere"), keyed as the audit
 * log names it (entity, and the id; '' for the settings, a content part or a whole list). Bumped in the
 * transaction of every write of the record, which it locks until commit; a save that sends the version it
 * was opened with is refused once another write has bumped it. No row: version 0 (never written since).
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    entity: text('entity').notNull(),
    entityId: textDefault('entity_id'),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] })],
);

/**
 * The mail outbox (server/mail/outbox.ts): each mail is written here in the transaction of what caused it,
 * already rendered, and a worker sends it with retries. `locked_until` is a sending lease: a server that dies
 * mid-send leaves it to expire, and the mail is sent again then (docs/mail.md says what can repeat).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** What it is ('order-confirmation', 'password-reset', …): logs and the .eml file name. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The Message-ID header, fixed at enqueue: a repeated send carries the same one. */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt (logged as an error; an operator can reset next_attempt_at). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);

/**
 * The catalogue's version, bumped in the transaction of every catalogue write: instances sharing one
 * PostgreSQL compare it (and hear NOTIFY catalogue_changed) to drop their caches.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: singletonId(),
    version: integer('version').notNull().default(0),
  },
  (t) => [isSingleton('catalogue_version', t.id)],
);

/** Tables a shopper's actions write; tests empty these between cases (the catalogue stays seeded). */
export const shopperTables = [
  'mail_outbox',
  'order_status_history',
  'order_items',
  'orders',
  'test_payment_intents',
  'payment_intents',
  'payment_settlements',
  'user_carts',
  'addresses',
  'auth_keys',
  'password_reset_requests',
  'contact_messages',
  'throttle_counters',
  'audit_log',
  'users',
] as const;

/** Which version (checksum) of a seed was last applied, so restarts skip an unchanged seed. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
