// The versions of the records the back office edits (docs/admin.md "Changed elsewhere"): every write of one
// bumps its version in the write's transaction; a save that sends the version it was opened with is refused
// (409, STALE_SAVE_MESSAGE) when another write came in between, so a second owner's save no longer
// overwrites the first one's without a word. A save without it is not checked (an older client).
import { and, eq, sql } from 'drizzle-orm';
import { STALE_SAVE_MESSAGE, type AUDIT_ENTITIES } from '../../src/contract/admin';
import type { Queryable } from '../db/database';
import { recordVersions } from '../db/schema';
import { ApiError } from '../http/errors';

/** A record as the audit log names it: the settings, a content part or a whole list have no id. */
export type VersionedEntity = Extract<
  (typeof AUDIT_ENTITIES)[number],
  'product' | 'category' | 'settings' | 'delivery_tiers' | 'home' | 'home_banners' | 'testimonials' | 'about'
>;

/** The record's version now (0: never written since versions were kept). */
export async function versionOf(
  q: Queryable,
  entity: VersionedEntity,
  id: number | '' = '',
): Promise<number> {
  const [row] = await q
    .select({ version: recordVersions.version })
    .from(recordVersions)
    .where(and(eq(recordVersions.entity, entity), eq(recordVersions.entityId, String(id))));
  return row?.version ?? 0;
}

/** Every version of one kind of record, by id (the categories' list). */
export async function versionsOf(q: Queryable, entity: VersionedEntity): Promise<Map<number, number>> {
  const rows = await q
    .select({ id: recordVersions.entityId, version: recordVersions.version })
    .from(recordVersions)
    .where(eq(recordVersions.entity, entity));
  return new Map(rows.map((r) => [Number(r.id), r.version]));
}

/**
 * Bumps the record's version and answers the new one; with `opened` (the version the save was opened
 * with), refuses when the record was written since. Called before the write itself: the bump locks the
 * version's row until the transaction ends, so of two saves racing from the same version the second waits,
 * then finds the first one's version and is refused (its transaction, bump included, rolls back).
 */
export async function claimVersion(
  q: Queryable,
  entity: VersionedEntity,
  id: number | '' = '',
  opened?: number,
): Promise<number> {
  const [row] = await q
    .insert(recordVersions)
    .values({ entity, entityId: String(id), version: 1 })
    .onConflictDoUpdate({
      target: [recordVersions.entity, recordVersions.entityId],
      set: { version: sql`${recordVersions.version} + 1` },
    })
    .returning({ version: recordVersions.version });
  const version = row!.version;
  if (opened !== undefined && opened !== version - 1) throw new ApiError(409, STALE_SAVE_MESSAGE);
  return version;
}
