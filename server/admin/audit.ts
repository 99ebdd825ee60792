// The audit log: every back-office change, written in the change's own transaction (a change without its
// entry cannot be committed), readable by the owners newest first.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AUDIT_ENTITIES, AuditEntry } from '../../src/contract/admin';
import type { Db, Queryable } from '../db/database';
import { auditLog } from '../db/schema';
import type { OwnerUser } from '../services/accounts';
import { claimVersion, type VersionedEntity } from './versions';

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditRecord {
  action: string;
  entity: AuditEntity;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who did it: an owner's session, or the server itself (ADMIN_EMAIL at start, `npm run admin`). */
export type Actor = Pick<OwnerUser, 'userId' | 'email'> | { userId: null; email: string };

export async function recordAudit(q: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  await q.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined ? '' : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function readAudit(
  db: Db,
  options: { beforeId?: number; entity?: AuditEntity },
): Promise<{ entries: z.input<typeof AuditEntry>[]; next_before_id: number | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId),
        options.entity === undefined ? undefined : eq(auditLog.entity, options.entity),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_email: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    })),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * An update of one record as a whole (the settings, a content part, a whole list): its version claimed first
 * (refused when `opened` is given and the record was written since: ./versions.ts), then `change` between
 * two reads of it, audited with both; answers the record as it is now and its new version.
 */
export async function auditedUpdate<T>(
  tx: Queryable,
  actor: Actor,
  entity: VersionedEntity,
  read: (q: Queryable) => Promise<T>,
  change: () => Promise<unknown>,
  opened?: number,
): Promise<{ after: T; version: number }> {
  const version = await claimVersion(tx, entity, '', opened);
  const before = await read(tx);
  await change();
  const after = await read(tx);
  await recordAudit(tx, actor, { action: 'update', entity, before, after });
  return { after, version };
}
