// The back office's shop settings and delivery tiers. Same write path as the catalogue: one transaction
// with the audit entry and the catalogue's version bump, then this instance's cache cleared. Each has its
// version (./versions.ts): a save opened before another one's is refused.

import type { z } from 'zod';
import type { DeliveryTierFields, ShopSettingsFields } from '../../src/contract/admin';
import type { Queryable } from '../db/database';
import { readDeliveryTiers, readSingleton, settingsFields, settingsRow, upsertSingleton } from '../db/rows';

export { readDeliveryTiers };
import { deliveryTiers, siteSettings } from '../db/schema';
import { CatalogueWriter } from '../services/catalogue-changes';
import { auditedUpdate, type Actor } from './audit';
import { versionOf } from './versions';
import { sanitizeHtml } from './html';

type Settings = z.output<typeof ShopSettingsFields>;
type Tier = z.output<typeof DeliveryTierFields>;

export async function readShopSettings(q: Queryable): Promise<Settings> {
  return settingsFields(await readSingleton(q, siteSettings));
}

export class AdminSettings extends CatalogueWriter {
  async read() {
    // Versions before the records: a write in between makes the read look older, never newer, than it is.
    const version = await versionOf(this.db, 'settings');
    const tiersVersion = await versionOf(this.db, 'delivery_tiers');
    return {
      settings: { ...(await readShopSettings(this.db)), version },
      tiers: await readDeliveryTiers(this.db),
      tiers_version: tiersVersion,
    };
  }

  async save(actor: Actor, { version: opened, ...input }: Settings & { version?: number }) {
    const privacy = await sanitizeHtml(input.privacy_policy);
    const terms = await sanitizeHtml(input.terms_conditions);
    const row = settingsRow({ ...input, privacy_policy: privacy, terms_conditions: terms });
    const { after, version } = await this.write((tx) =>
      auditedUpdate(
        tx,
        actor,
        'settings',
        readShopSettings,
        () => upsertSingleton(tx, siteSettings, row),
        opened,
      ),
    );
    return { ...after, version };
  }

  /** Replaces every tier (the contract has checked they neither overlap nor leave gaps). */
  async saveTiers(actor: Actor, tiers: Tier[], opened?: number) {
    const { after, version } = await this.write((tx) =>
      auditedUpdate(
        tx,
        actor,
        'delivery_tiers',
        readDeliveryTiers,
        async () => {
          await tx.delete(deliveryTiers);
          if (tiers.length > 0)
            await tx.insert(deliveryTiers).values(
              tiers.map((t) => ({
                minMile: t.min_mile,
                maxMile: t.max_mile,
                pricePerPalletCents: t.price_per_pallet_cents,
              })),
            );
        },
        opened,
      ),
    );
    return { tiers: after, version };
  }
}
