// The back office's shop settings and delivery tiers. Same write path as the catalogue: one transaction
// with the audit entry and the catalogue's version bump, then this instance's cache cleared.
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeliveryTierFields, ShopSettingsFields } from '../../src/contract/admin';
import type { Db, Queryable, Tx } from '../db/database';
import { deliveryTiers, siteSettings } from '../db/schema';
import { writeCatalogue } from '../services/catalogue-changes';
import { recordAudit, type Actor } from './audit';
import { sanitizeHtml } from './html';

type Settings = z.output<typeof ShopSettingsFields>;
type Tier = z.output<typeof DeliveryTierFields>;

export async function readShopSettings(q: Queryable): Promise<Settings> {
  const [r] = await q.select().from(siteSettings).limit(1);
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

export async function readDeliveryTiers(q: Queryable): Promise<Tier[]> {
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

export class AdminSettings {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => void,
  ) {}

  private write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return writeCatalogue(this.db, this.invalidate, fn);
  }

  async read() {
    return { settings: await readShopSettings(this.db), tiers: await readDeliveryTiers(this.db) };
  }

  async save(actor: Actor, input: Settings): Promise<Settings> {
    const privacy = await sanitizeHtml(input.privacy_policy);
    const terms = await sanitizeHtml(input.terms_conditions);
    return this.write(async (tx) => {
      const before = await readShopSettings(tx);
      const values = {
        contactNo: input.contact_no,
        email: input.email,
        address: input.address,
        mapUrl: input.map_url,
        instagram: input.instagram,
        facebook: input.facebook,
        tiktok: input.tiktok,
        metaTitle: input.meta_title,
        metaDescription: input.meta_description,
        metaTag: input.meta_tag,
        taxPercent: input.tax_percent,
        warehouseAddress: input.warehouse_address,
        warehouseLat: input.warehouse_lat,
        warehouseLng: input.warehouse_lng,
        privacyPolicy: privacy,
        termsConditions: terms,
      };
      await tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values });
      const after = await readShopSettings(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'settings', before, after });
      return after;
    });
  }

  /** Replaces every tier (the contract has checked they neither overlap nor leave gaps). */
  async saveTiers(actor: Actor, tiers: Tier[]): Promise<Tier[]> {
    return this.write(async (tx) => {
      const before = await readDeliveryTiers(tx);
      await tx.delete(deliveryTiers);
      if (tiers.length > 0)
        await tx.insert(deliveryTiers).values(
          tiers.map((t) => ({
            minMile: t.min_mile,
            maxMile: t.max_mile,
            pricePerPalletCents: t.price_per_pallet_cents,
          })),
        );
      const after = await readDeliveryTiers(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'delivery_tiers', before, after });
      return after;
    });
  }
}
