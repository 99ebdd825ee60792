// Demo catalogue seed FROM fixtures (one source of truth with the MSW mocks). Idempotent: the
// fixtures are parsed with the contract's schemas, upserted by their ids in one transaction, and the
// checksum of what was applied is kept in seed_state, so a restart with unchanged fixtures does nothing and
// a changed fixture file is picked up on the next start.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as fixtures from '../../fixtures/index';
import {
  AboutContent,
  Address,
  Category,
  DeliveryTierWire,
  HomeContent,
  Product,
  SiteSettings,
} from '../../src/contract/entities';
import type { Db, Tx } from './database';
import {
  aboutRow,
  homeRow,
  mediaRows,
  productRow,
  settingsRow,
  specificationRows,
  upsertSingleton,
} from './rows';
import {
  aboutContent,
  addresses,
  auditLog,
  deliveryTiers,
  homeBanners,
  homeContent,
  productCategories,
  productMedia,
  products,
  productSpecificationRows,
  productSpecifications,
  seedState,
  siteSettings,
  testimonials,
  userCarts,
  users,
} from './schema';
import { addressValues } from '../services/address-mapping';
import type { PasswordHasher } from '../services/passwords';

/** Bump when the seed code changes in a way that must re-apply unchanged fixtures. */
const SEED_CODE_VERSION = 1;

export interface CatalogueFixtures {
  settings: z.input<typeof SiteSettings>;
  home: z.input<typeof HomeContent>;
  about: z.input<typeof AboutContent>;
  categories: z.input<typeof Category>[];
  products: z.input<typeof Product>[];
  deliveryTiers: z.input<typeof DeliveryTierWire>[];
}

export const demoCatalogue: CatalogueFixtures = {
  settings: fixtures.settings,
  home: fixtures.home,
  about: fixtures.about,
  categories: fixtures.categories,
  products: fixtures.products,
  deliveryTiers: fixtures.deliveryTiers,
};

const checksumOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify({ v: SEED_CODE_VERSION, value }))
    .digest('hex');

async function alreadyApplied(db: Db, name: string, checksum: string): Promise<boolean> {
  const [row] = await db.select().from(seedState).where(eq(seedState.name, name)).limit(1);
  return row?.checksum === checksum;
}

async function ownerEditedCatalogue(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      inArray(auditLog.entity, [
        'product',
        'category',
        'settings',
        'delivery_tiers',
        'home',
        'home_banners',
        'testimonials',
        'about',
      ]),
    )
    .limit(1);
  return row !== undefined;
}

async function markApplied(tx: Tx, name: string, checksum: string) {
  await tx
    .insert(seedState)
    .values({ name, checksum })
    .onConflictDoUpdate({ target: seedState.name, set: { checksum, appliedAt: new Date() } });
}

/** Moves an identity column's sequence past the ids the seed inserted explicitly. */
async function syncIdentity(tx: Tx, table: string) {
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    ),
  );
}

/** Applies the catalogue; returns false when the same fixtures were already applied. */
export async function seedCatalogue(
  db: Db,
  input: CatalogueFixtures = demoCatalogue,
  options: {
    force?: boolean;
    /** Its cache is cleared after the write. */ catalog?: { invalidate(): void };
  } = {},
): Promise<boolean> {
  const checksum = checksumOf(input);
  if (!options.force && (await alreadyApplied(db, 'catalogue', checksum))) return false;
  // Once an owner has edited the catalogue in the back office, the database is its source: changed
  // fixtures no longer overwrite it (docs/admin.md).
  if (!options.force && (await ownerEditedCatalogue(db))) return false;

  // Parse with the contract: money → cents, numeric strings → numbers, null text → ''.
  const settings = SiteSettings.parse(input.settings);
  const home = HomeContent.parse(input.home);
  const about = AboutContent.parse(input.about);
  const categories = z.array(Category).parse(input.categories);
  const items = z.array(Product).parse(input.products);
  const tiers = z.array(DeliveryTierWire).parse(input.deliveryTiers);
  const homeCategoryIds = new Set(home.product_category.map((c) => c.product_category_id));

  await db.transaction(async (tx) => {
    // The fixtures have no warehouse coordinates: a re-seed leaves the owner's as they are.
    await upsertSingleton(tx, siteSettings, settingsRow({ ...settings, tax_percent: settings.tax }));
    await upsertSingleton(tx, homeContent, homeRow(home));
    await tx.delete(homeBanners);
    if (home.banner.length > 0) {
      await tx.insert(homeBanners).values(home.banner.map((b, position) => ({ position, ...b })));
    }
    await tx.delete(testimonials);
    if (home.client_say.length > 0) {
      await tx.insert(testimonials).values(home.client_say.map((t, position) => ({ position, ...t })));
    }

    await upsertSingleton(tx, aboutContent, aboutRow(about));

    for (const [position, c] of categories.entries()) {
      const row = {
        position,
        title: c.title,
        description: c.description ?? '',
        image: c.image ?? '',
        onHome: homeCategoryIds.size === 0 || homeCategoryIds.has(c.product_category_id),
      };
      await tx
        .insert(productCategories)
        .values({ id: c.product_category_id, ...row })
        .onConflictDoUpdate({ target: productCategories.id, set: row });
    }

    for (const [position, p] of items.entries()) {
      const row = { ...productRow(p), position };
      await tx
        .insert(products)
        .values({ id: p.product_id, ...row })
        .onConflictDoUpdate({ target: products.id, set: row });
    }
    const productIds = items.map((p) => p.product_id);
    if (productIds.length > 0) {
      // Child lists have no stable ids of their own (media) or are owned by the product: replace them.
      await tx.delete(productSpecifications).where(inArray(productSpecifications.productId, productIds));
      await tx.delete(productMedia).where(inArray(productMedia.productId, productIds));
    }
    const specs = items.flatMap((p) =>
      p.product_specifications.map((s, position) => ({
        id: s.product_specifications_id || undefined,
        productId: p.product_id,
        position,
        title: s.title,
        rows: s.product_specifications_detail,
      })),
    );
    for (const spec of specs) {
      const [created] = await tx
        .insert(productSpecifications)
        .values({ id: spec.id, productId: spec.productId, position: spec.position, title: spec.title })
        .returning({ id: productSpecifications.id });
      if (created && spec.rows.length > 0) {
        await tx.insert(productSpecificationRows).values(specificationRows(created.id, spec.rows));
      }
    }
    const media = items.flatMap((p) => mediaRows(p.product_id, p.product_image));
    if (media.length > 0) await tx.insert(productMedia).values(media);

    await tx.delete(deliveryTiers);
    if (tiers.length > 0) {
      await tx
        .insert(deliveryTiers)
        .values(
          tiers.map((t) => ({ minMile: t.min_mile, maxMile: t.max_mile, pricePerPalletCents: t.price })),
        );
    }

    for (const table of ['product_categories', 'products', 'product_specifications'])
      await syncIdentity(tx, table);
    await markApplied(tx, 'catalogue', checksum);
  });
  options.catalog?.invalidate();
  return true;
}

/**
 * Demo shoppers (fixtures/users.ts) with their addresses and cart lines, for development only
 * (never in production: the password is public). Matched by email; an existing account is left alone.
 * The fixtures' fixed auth keys are not installed: sign in with the demo password instead.
 */
export async function seedDemoShoppers(db: Db, passwords: PasswordHasher): Promise<number> {
  let created = 0;
  for (const demo of fixtures.users) {
    const email = demo.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) continue;
    const passwordHash = await passwords.hash(demo.password);
    const addressList = z.array(Address).parse(demo.addresses);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, firstName: demo.first_name, lastName: demo.last_name, passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return;
      created += 1;
      for (const a of addressList) {
        await tx.insert(addresses).values({ userId: user.id, ...addressValues(a) });
      }
      for (const line of demo.cart) {
        const [product] = await tx.select().from(products).where(eq(products.id, line.product_id)).limit(1);
        if (!product || product.pricePerBoxCents === null) continue;
        await tx.insert(userCarts).values({
          userId: user.id,
          productId: product.id,
          quantity: line.quantity,
          priceCents: product.pricePerBoxCents,
        });
      }
    });
  }
  return created;
}
