// The shop's content tables as the contract spells them: each table's columns (camelCase) to its wire or
// admin fields (snake_case) and back, written once for every reader and writer (the shopper's catalogue,
// the back office, the seed and the benchmarks). Rows that have not been written yet read as empty fields.
import type { z } from 'zod';
import { asc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as Admin from '../../src/contract/admin';
import type { Product } from '../../src/contract/entities';
import type { Queryable } from './database';
import { deliveryTiers, homeBanners, testimonials } from './schema';
import type { aboutContent, homeContent, products, siteSettings } from './schema';

type HomeFields = z.output<typeof Admin.HomeContentFields>;
type AboutFields = z.output<typeof Admin.AboutContentFields>;
type SettingsFields = z.output<typeof Admin.ShopSettingsFields>;

/** The tables that hold one row (id 1). */
type SingletonTable = typeof siteSettings | typeof homeContent | typeof aboutContent;

/** Writes the single row of `table`: inserted the first time, updated after. */
export async function upsertSingleton<T extends SingletonTable>(
  q: Queryable,
  table: T,
  values: Omit<T['$inferInsert'], 'id'>,
): Promise<void> {
  const anyTable = table as typeof siteSettings;
  const set = values as Omit<typeof siteSettings.$inferInsert, 'id'>;
  await q
    .insert(anyTable)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: anyTable.id, set });
}

/** The single row of `table`, if it has been written. */
export async function readSingleton<T extends SingletonTable>(
  q: Queryable,
  table: T,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await q
    .select()
    .from(table as typeof siteSettings)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

export function settingsFields(r: typeof siteSettings.$inferSelect | undefined | null): SettingsFields {
  return {
    contact_no: r?.contactNo ?? '',
    email: r?.email ?? '',
    address: r?.address ?? '',
    map_url: r?.mapUrl ?? '',
    instagram: r?.instagram ?? '',
    facebook: r?.facebook ?? '',
    tiktok: r?.tiktok ?? '',
    meta_title: r?.metaTitle ?? '',
    meta_description: r?.metaDescription ?? '',
    meta_tag: r?.metaTag ?? '',
    tax_percent: r?.taxPercent ?? null,
    warehouse_address: r?.warehouseAddress ?? '',
    warehouse_lat: r?.warehouseLat ?? null,
    warehouse_lng: r?.warehouseLng ?? null,
    privacy_policy: r?.privacyPolicy ?? '',
    terms_conditions: r?.termsConditions ?? '',
  };
}

/** The warehouse coordinates are optional: without them a write leaves the saved ones as they are. */
export function settingsRow(
  f: Omit<SettingsFields, 'warehouse_lat' | 'warehouse_lng'> &
    Partial<Pick<SettingsFields, 'warehouse_lat' | 'warehouse_lng'>>,
) {
  return {
    contactNo: f.contact_no,
    email: f.email,
    address: f.address,
    mapUrl: f.map_url,
    instagram: f.instagram,
    facebook: f.facebook,
    tiktok: f.tiktok,
    metaTitle: f.meta_title,
    metaDescription: f.meta_description,
    metaTag: f.meta_tag,
    taxPercent: f.tax_percent,
    warehouseAddress: f.warehouse_address,
    warehouseLat: f.warehouse_lat,
    warehouseLng: f.warehouse_lng,
    privacyPolicy: f.privacy_policy,
    termsConditions: f.terms_conditions,
  };
}

export function homeFields(r: typeof homeContent.$inferSelect | undefined): HomeFields {
  return {
    sps_flooring_title: r?.spsFlooringTitle ?? '',
    sps_flooring_sub_title: r?.spsFlooringSubTitle ?? '',
    weekly_bestsellers_title: r?.weeklyBestsellersTitle ?? '',
    weekly_bestsellers_sub_title: r?.weeklyBestsellersSubTitle ?? '',
    clients_say_title: r?.clientsSayTitle ?? '',
    clients_say_sub_title: r?.clientsSaySubTitle ?? '',
    pick_up_delivery: r?.pickUpDelivery ?? '',
    agree_delivery: r?.agreeDelivery ?? '',
  };
}

export function homeRow(f: HomeFields) {
  return {
    spsFlooringTitle: f.sps_flooring_title,
    spsFlooringSubTitle: f.sps_flooring_sub_title,
    weeklyBestsellersTitle: f.weekly_bestsellers_title,
    weeklyBestsellersSubTitle: f.weekly_bestsellers_sub_title,
    clientsSayTitle: f.clients_say_title,
    clientsSaySubTitle: f.clients_say_sub_title,
    pickUpDelivery: f.pick_up_delivery,
    agreeDelivery: f.agree_delivery,
  };
}

export function aboutFields(r: typeof aboutContent.$inferSelect | undefined): AboutFields {
  return {
    image: r?.image ?? '',
    banner_title: r?.bannerTitle ?? '',
    banner_sub_title: r?.bannerSubTitle ?? '',
    title: r?.title ?? '',
    sub_title: r?.subTitle ?? '',
    description: r?.description ?? '',
  };
}

export function aboutRow(f: AboutFields) {
  return {
    image: f.image,
    bannerTitle: f.banner_title,
    bannerSubTitle: f.banner_sub_title,
    title: f.title,
    subTitle: f.sub_title,
    description: f.description,
  };
}

/** A product as the wire (and the fixtures) spell it, in cents, to its row's own columns. */
type WireProductFields = Pick<
  z.output<typeof Product>,
  | 'product_category_id'
  | 'title'
  | 'slug'
  | 'price'
  | 'main_price'
  | 'save_button_price'
  | 'price_per_box'
  | 'sqft_in_box'
  | 'image'
  | 'description'
>;

export function productRow(p: WireProductFields) {
  return {
    categoryId: p.product_category_id,
    title: p.title,
    slug: p.slug,
    priceCents: p.price,
    mainPriceCents: p.main_price,
    saveButtonPrice: p.save_button_price,
    pricePerBoxCents: p.price_per_box,
    sqftInBox: p.sqft_in_box,
    image: p.image,
    description: p.description,
  };
}

/** A product row as the back office lists its fields (the catalogue's editor and its CSV). */
export function adminProductFields(p: typeof products.$inferSelect) {
  return {
    id: p.id,
    category_id: p.categoryId,
    title: p.title,
    slug: p.slug,
    price_cents: p.priceCents,
    main_price_cents: p.mainPriceCents,
    save_button_price: p.saveButtonPrice,
    price_per_box_cents: p.pricePerBoxCents,
    sqft_in_box: p.sqftInBox,
    image: p.image,
    description: p.description,
    hidden: p.hidden,
  };
}

/** A table whose rows the owner puts in order: by `position`, ties broken by id. */
type Arranged = { position: AnyColumn; id: AnyColumn };

/** The order the owner arranged `table`'s rows in (an `orderBy`'s terms): by position, then id. */
export const arranged = (table: Arranged) => [asc(table.position), asc(table.id)] as const;

/** The rows of `table` that `where` keeps (every row without it), in the order the owner arranged them. */
export async function arrangedRows<T extends PgTable & Arranged>(
  q: Queryable,
  table: T,
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  const rows = await q
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...arranged(table));
  return rows as T['$inferSelect'][];
}

/** The home page's banners, in their order. */
export async function readBanners(q: Queryable): Promise<z.output<typeof Admin.AdminHomeBanner>[]> {
  const rows = await arrangedRows(q, homeBanners);
  return rows.map((b) => ({
    type: b.type,
    image: b.image,
    video: b.video,
    title: b.title,
    subtitle: b.subtitle,
  }));
}

/** The home page's testimonials, in their order. */
export async function readTestimonials(q: Queryable): Promise<z.output<typeof Admin.AdminTestimonial>[]> {
  const rows = await arrangedRows(q, testimonials);
  return rows.map((t) => ({
    name: t.name,
    designation: t.designation,
    description: t.description,
    image: t.image,
  }));
}

/** The delivery tiers, nearest first, in cents. */
export async function readDeliveryTiers(q: Queryable): Promise<z.output<typeof Admin.DeliveryTierFields>[]> {
  const rows = await q
    .select()
    .from(deliveryTiers)
    .orderBy(asc(deliveryTiers.minMile), asc(deliveryTiers.id));
  return rows.map((t) => ({
    min_mile: t.minMile,
    max_mile: t.maxMile,
    price_per_pallet_cents: t.pricePerPalletCents,
  }));
}

/** A product's gallery as rows, in its order. */
export function mediaRows<Type extends string>(
  productId: number,
  media: readonly { type: Type; file: string; video: string; video_url: string }[],
) {
  return media.map((m, position) => ({
    productId,
    position,
    type: m.type,
    file: m.file,
    video: m.video,
    videoUrl: m.video_url,
  }));
}

/** A specification group's rows, in their order. */
export function specificationRows(
  specificationId: number,
  rows: readonly { title: string; sub_title: string }[],
) {
  return rows.map((r, position) => ({ specificationId, position, title: r.title, subTitle: r.sub_title }));
}
