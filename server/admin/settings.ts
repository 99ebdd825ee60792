// The back office's shop settings and delivery tiers. Same write path as the catalogue: one transaction
// with the audit entry and the catalogue's version bump, then this instance's cache cleared.
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeliveryTierFields, ShopSettingsFields } from '../../src/contract/admin';
import type { Db, Queryable, Tx } from '../db/database';
import { readSingleton, settingsFields, settingsRow, upsertSingleton } from '../db/rows';
import { deliveryTiers, siteSettings } from '../db/schema';
import { writeCatalogue } from '../services/catalogue-changes';
import { auditedUpdate, type Actor } from './audit';
import { sanitizeHtml } from './html';

type Settings = z.output<typeof ShopSettingsFields>;
type Tier = z.output<typeof DeliveryTierFields>;

export async function readShopSettings(q: Queryable): Promise<Settings> {
  return settingsFields(await readSingleton(q, siteSettings));
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
    const row = settingsRow({ ...input, privacy_policy: privacy, terms_conditions: terms });
    return this.write((tx) =>
      auditedUpdate(tx, actor, 'settings', readShopSettings, () => upsertSingleton(tx, siteSettings, row)),
    );
  }

  /** Replaces every tier (the contract has checked they neither overlap nor leave gaps). */
  async saveTiers(actor: Actor, tiers: Tier[]): Promise<Tier[]> {
    return this.write((tx) =>
      auditedUpdate(tx, actor, 'delivery_tiers', readDeliveryTiers, async () => {
        await tx.delete(deliveryTiers);
        if (tiers.length > 0)
          await tx.insert(deliveryTiers).values(
            tiers.map((t) => ({
              minMile: t.min_mile,
              maxMile: t.max_mile,
              pricePerPalletCents: t.price_per_pallet_cents,
            })),
          );
      }),
    );
  }
}
