// Two owners saving the same record (server/admin/versions.ts, docs/admin.md "Changed elsewhere"): every
// editable record's read answers its version; a save that sends the version it was opened with succeeds
// and moves it on, one opened before another owner's save is refused with 409 and changes nothing, and a
// save without a version (an older client) is not checked.
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { STALE_SAVE_MESSAGE } from '../../src/contract/admin';
import type { Database, Db } from '../db/database';
import { ownerShop, restoreCatalogue, type AdminClient } from './admin-support';

// Other test files read the catalogue (a product hidden here, and its order), the settings and the home
// and About pages as the fixtures have them.
const ctx = ownerShop(restoreCatalogue);

type Call = Parameters<AdminClient['call']>[0];

/** One kind of record: how to read it (with its version), and a save of it with a change. */
interface Case {
  name: string;
  read: (admin: AdminClient) => Promise<{ record: unknown; version: number }>;
  save: Call;
  /** The save's body for the record read, with `n` making each change different. */
  body: (record: never, n: number) => Record<string, unknown>;
  /** What the record says after `body(…, n)`: compared to tell whose save is kept. */
  said: (record: never) => unknown;
}

const content = async (admin: AdminClient) => (await admin.call('adminContent')).body.data;
const settings = async (admin: AdminClient) => (await admin.call('adminSettings')).body.data;
type Rec = Record<string, unknown> & { version: number };

const CASES: Case[] = [
  {
    name: 'settings',
    read: async (admin) => {
      const { settings: record } = await settings(admin);
      return { record, version: record.version };
    },
    save: 'adminSaveSettings',
    body: ({ version: _v, ...s }: Rec, n) => ({ ...s, meta_title: `Floors ${n}` }),
    said: (s: Rec) => s.meta_title,
  },
  {
    name: 'delivery tiers',
    read: async (admin) => {
      const data = await settings(admin);
      return { record: data.tiers, version: data.tiers_version };
    },
    save: 'adminSaveTiers',
    body: (_tiers: never, n) => ({
      tiers: [{ min_mile: 0, max_mile: 50, price_per_pallet_cents: 10_000 + n }],
    }),
    said: (tiers: { price_per_pallet_cents: number }[]) => tiers[0]?.price_per_pallet_cents,
  },
  {
    name: 'home sections',
    read: async (admin) => {
      const { home } = await content(admin);
      return { record: home, version: home.version };
    },
    save: 'adminSaveHome',
    body: ({ version: _v, ...h }: Rec, n) => ({ ...h, sps_flooring_title: `Shop by floor ${n}` }),
    said: (h: Rec) => h.sps_flooring_title,
  },
  {
    name: 'banners',
    read: async (admin) => {
      const data = await content(admin);
      return { record: data.banners, version: data.banners_version };
    },
    save: 'adminSaveBanners',
    body: (_b: never, n) => ({
      banners: [{ type: 'Image', image: '/media/a.jpg', video: '', title: `New ${n}`, subtitle: '' }],
    }),
    said: (b: { title: string }[]) => b[0]?.title,
  },
  {
    name: 'testimonials',
    read: async (admin) => {
      const data = await content(admin);
      return { record: data.testimonials, version: data.testimonials_version };
    },
    save: 'adminSaveTestimonials',
    body: (_t: never, n) => ({
      testimonials: [{ name: `Jo ${n}`, designation: '', description: 'Great floors.', image: '' }],
    }),
    said: (t: { name: string }[]) => t[0]?.name,
  },
  {
    name: 'About page',
    read: async (admin) => {
      const { about } = await content(admin);
      return { record: about, version: about.version };
    },
    save: 'adminSaveAbout',
    body: ({ version: _v, ...a }: Rec, n) => ({ ...a, title: `Our story ${n}` }),
    said: (a: Rec) => a.title,
  },
  {
    name: 'a product',
    read: async (admin) => {
      const record = (await admin.call('adminProduct', { id: 1 })).body.data;
      return { record, version: record.version };
    },
    save: 'adminSaveProduct',
    body: ({ version: _v, position: _p, old_slugs: _o, ...p }: Rec, n) => ({
      ...p,
      save_button_price: `Save ${n}%`,
    }),
    said: (p: Rec) => p.save_button_price,
  },
  {
    name: 'a category',
    read: async (admin) => {
      const record = (await admin.call('adminCategories')).body.data[0];
      return { record, version: record.version };
    },
    save: 'adminSaveCategory',
    body: ({ id, title, image, on_home, hidden }: Rec, n) => ({
      id,
      title,
      description: `Rigid core ${n}`,
      image,
      on_home,
      hidden,
    }),
    said: (c: Rec) => c.description,
  },
];

describe.each(CASES)('$name', ({ read, save, body, said }) => {
  it('saves with the version it was opened with and moves it on; a save opened before that is refused', async () => {
    await ctx.admin.signIn();
    const opened = await read(ctx.admin);
    expect(opened.version).toEqual(expect.any(Number));
    // The first owner saves: the version moves on, in the answer and in the next read.
    const first = await ctx.admin.call(save, { ...body(opened.record as never, 1), version: opened.version });
    expect(first.status, first.body.message).toBe(200);
    const now = await read(ctx.admin);
    expect(now.version).toBe(opened.version + 1);
    expect(first.body.data.version).toBe(now.version);
    // The second owner opened it before: refused, with the project's error shape, and nothing written.
    const audited = (await ctx.admin.call('adminAudit')).body.data.entries.length;
    const stale = await ctx.admin.call(save, { ...body(opened.record as never, 2), version: opened.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ status: 0, message: STALE_SAVE_MESSAGE, data: null });
    const after = await read(ctx.admin);
    expect(after.version).toBe(now.version);
    expect(said(after.record as never)).toEqual(said(now.record as never));
    expect((await ctx.admin.call('adminAudit')).body.data.entries).toHaveLength(audited);
    // Opened again (the latest read), the same change is saved.
    const again = await ctx.admin.call(save, { ...body(after.record as never, 2), version: after.version });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data.version).toBe(after.version + 1);
  });

  it('saves without a version (an older client) whatever was saved before', async () => {
    await ctx.admin.signIn();
    const opened = await read(ctx.admin);
    await ctx.admin.call(save, { ...body(opened.record as never, 3), version: opened.version });
    const between = await read(ctx.admin);
    const old = await ctx.admin.call(save, body(opened.record as never, 4));
    expect(old.status, old.body.message).toBe(200);
    const now = await read(ctx.admin);
    expect(now.version).toBe(between.version + 1);
    expect(said(now.record as never)).not.toEqual(said(between.record as never));
  });
});

describe('writes that are not the form’s save move the version on too', () => {
  it('a product hidden from the list, and a CSV import, refuse a form opened before them', async () => {
    await ctx.admin.signIn();
    const opened = (await ctx.admin.call('adminProduct', { id: 1 })).body.data;
    const hidden = await ctx.admin.call('adminSetProductHidden', { id: 1, hidden: true });
    expect(hidden.status, hidden.body.message).toBe(200);
    const afterHide = (await ctx.admin.call('adminProduct', { id: 1 })).body.data;
    expect(afterHide.version).toBe(opened.version + 1);
    // The import (not checked: a file has no versions) changes the product's title.
    const { csv } = (await ctx.admin.call('adminExportProducts')).body.data;
    const renamed = csv.replace(afterHide.title, `${afterHide.title} Plus`);
    const imported = await ctx.admin.call('adminImportProducts', { csv: renamed, apply: true });
    expect(imported.status, imported.body.message).toBe(200);
    const afterImport = (await ctx.admin.call('adminProduct', { id: 1 })).body.data;
    expect(afterImport.version).toBe(afterHide.version + 1);
    const { version, position: _p, old_slugs: _o, ...fields } = afterHide;
    const stale = await ctx.admin.call('adminSaveProduct', { ...fields, version });
    expect(stale.status).toBe(409);
    expect((await ctx.admin.call('adminProduct', { id: 1 })).body.data.title).toBe(`${afterHide.title} Plus`);
  });

  it('reordering moves no version: an open form still saves', async () => {
    await ctx.admin.signIn();
    const list = (await ctx.admin.call('adminCategories')).body.data;
    const first = list[0];
    const ids = list.map((c: { id: number }) => c.id);
    [ids[0], ids[1]] = [ids[1], ids[0]];
    expect((await ctx.admin.call('adminOrderCategories', { ids })).status).toBe(200);
    const { id, title, description, image, on_home, hidden, version } = first;
    const saved = await ctx.admin.call('adminSaveCategory', {
      id,
      title,
      description: `${description} More.`,
      image,
      on_home,
      hidden,
      version,
    });
    expect(saved.status, saved.body.message).toBe(200);
  });

  it('two saves racing from the same version: one is kept, the other refused', async () => {
    await ctx.admin.signIn();
    const { home } = await content(ctx.admin);
    const { version, ...fields } = home;
    const answers = await Promise.all(
      ['A', 'B'].map((n) =>
        ctx.admin.call('adminSaveHome', { ...fields, sps_flooring_title: `Race ${n}`, version }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = answers.find((a) => a.status === 200)!.body.data.sps_flooring_title;
    expect((await content(ctx.admin)).home.sps_flooring_title).toBe(kept);
  });
});

/**
 * Statements run in a transaction of its own, which stays open (its locks held) until the returned function
 * is called: it stops another transaction at a chosen step, so two writes can be interleaved as they would
 * race in production.
 */
async function holding(db: Db, statements: SQL[]): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const ready = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
    held();
    await released;
  });
  await Promise.race([ready, done]);
  return async () => {
    release();
    await done;
  };
}

/** Until `n` of the database's sessions wait for a lock another one holds. */
async function lockWaits(database: Database, n: number) {
  await vi.waitFor(
    async () => {
      const waiting = await database.rawTransaction((exec) =>
        exec(`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`),
      );
      expect(waiting.rows[0]?.n).toBe(n);
    },
    { timeout: 10_000 },
  );
}

// Only PostgreSQL runs two transactions at once (PGlite has one connection): the lock order between the
// writes of one record is checked there, `npm run test:server:pg`.
describe.skipIf(!process.env.DATABASE_URL)('concurrent writes of one record (PostgreSQL)', () => {
  it('a CSV import and a save of a product in the file both end: neither deadlocks', async () => {
    await ctx.admin.signIn();
    const db = ctx.shop.database.db;
    const opened = (await ctx.admin.call('adminProduct', { id: 1 })).body.data;
    const { csv } = (await ctx.admin.call('adminExportProducts')).body.data;
    const renamed = csv.replace(opened.title, `${opened.title} Plus`);
    // The save holds the product's version and is stopped before it writes the row (it reads the gallery
    // last); the import then comes to the same product.
    const release = await holding(db, [sql`lock table product_media in access exclusive mode`]);
    const { version, position: _p, old_slugs: _o, ...fields } = opened;
    const saving = ctx.admin.call('adminSaveProduct', { ...fields, save_button_price: 'Save 9%', version });
    await lockWaits(ctx.shop.database, 1);
    const importing = ctx.admin.call('adminImportProducts', { csv: renamed, apply: true });
    await lockWaits(ctx.shop.database, 2);
    await release();
    const [saved, imported] = await Promise.all([saving, importing]);
    expect(saved.status, saved.body.message).toBe(200);
    expect(imported.status, imported.body.message).toBe(200);
    const now = (await ctx.admin.call('adminProduct', { id: 1 })).body.data;
    expect(now.title).toBe(`${opened.title} Plus`);
    expect(now.version).toBe(version + 2);
  });

  it('a CSV import and a reordering of products in the file both end: neither deadlocks', async () => {
    await ctx.admin.signIn();
    const db = ctx.shop.database.db;
    const [a, b] = (await ctx.admin.call('adminProducts')).body.data;
    const { csv } = (await ctx.admin.call('adminExportProducts')).body.data;
    const renamed = csv.replace(a.title, `${a.title} Plus`).replace(b.title, `${b.title} Plus`);
    // The import is stopped at its first audit entry, the first of its products written.
    const release = await holding(db, [sql`lock table audit_log in access exclusive mode`]);
    const importing = ctx.admin.call('adminImportProducts', { csv: renamed, apply: true });
    await lockWaits(ctx.shop.database, 1);
    const ordering = ctx.admin.call('adminOrderProducts', { ids: [b.id, a.id] });
    await lockWaits(ctx.shop.database, 2);
    await release();
    const [imported, ordered] = await Promise.all([importing, ordering]);
    expect(imported.status, imported.body.message).toBe(200);
    expect(ordered.status, ordered.body.message).toBe(200);
  });

  it('two reorderings of the categories in different orders both end: neither deadlocks', async () => {
    await ctx.admin.signIn();
    const db = ctx.shop.database.db;
    const ids = (await ctx.admin.call('adminCategories')).body.data.map((c: { id: number }) => c.id);
    const [first, second, ...rest] = [...ids].sort((x, y) => x - y);
    // The second category's row is held: one owner's order writes it first, the other's after the first.
    const release = await holding(db, [
      sql`select id from product_categories where id = ${second!} for update`,
    ]);
    const secondFirst = ctx.admin.call('adminOrderCategories', { ids: [second!, first!, ...rest] });
    await lockWaits(ctx.shop.database, 1);
    const firstFirst = ctx.admin.call('adminOrderCategories', { ids: [first!, second!, ...rest] });
    await lockWaits(ctx.shop.database, 2);
    await release();
    const answers = await Promise.all([secondFirst, firstFirst]);
    for (const answer of answers) expect(answer.status, answer.body.message).toBe(200);
  });

  it('a category’s audit entry has, as before, what the save replaced', async () => {
    await ctx.admin.signIn();
    const db = ctx.shop.database.db;
    const [category] = (await ctx.admin.call('adminCategories')).body.data;
    // Another write of the category, not yet committed, when the save starts.
    const release = await holding(db, [
      sql`insert into record_versions (entity, entity_id, version) values ('category', ${String(category.id)}, 1)
          on conflict (entity, entity_id) do update set version = record_versions.version + 1`,
      sql`update product_categories set description = 'Changed meanwhile' where id = ${category.id}`,
    ]);
    const { id, title, image, on_home, hidden } = category;
    const saving = ctx.admin.call('adminSaveCategory', {
      id,
      title,
      description: 'Saved',
      image,
      on_home,
      hidden,
    });
    await lockWaits(ctx.shop.database, 1);
    await release();
    const saved = await saving;
    expect(saved.status, saved.body.message).toBe(200);
    const [entry] = (await ctx.admin.call('adminAudit', { entity: 'category' })).body.data.entries;
    expect(entry).toMatchObject({
      before: { description: 'Changed meanwhile' },
      after: { description: 'Saved' },
    });
  });
});
