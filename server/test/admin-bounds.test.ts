// The back office's input at its edges: what the contract lets through must fit the database, so an
// impossible value is a 400 naming its field, never a 500 from PostgreSQL nor a value stored rounded.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCatalogue, seedCatalogue } from '../db/seed';
import { SESSION_COOKIE } from '../http/xsrf';
import { OWNER, ownerShop } from './admin-support';

// Other test files read the catalogue and the tiers as the fixtures have them.
const ctx = ownerShop((s) =>
  seedCatalogue(s.database.db, demoCatalogue, { force: true, catalog: s.shop.catalog }),
);

describe('bodies nobody signed in may send', () => {
  it('are not parsed for an owner’s call, and are small for the sign-in (1 MB of JSON held the loop seconds)', async () => {
    const raw = (path: string, body: string) =>
      ctx.shop.app.request(`/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': ctx.admin.xsrf,
          Cookie: `XSRF-TOKEN=${ctx.admin.xsrf}; ${SESSION_COOKIE}=${ctx.admin.xsrfSession}`,
        },
        body,
      });
    // Malformed too: refused for who sends it (401), never read (a 400 would say it was parsed).
    const nested = `{"title":${'['.repeat(5000)}`;
    const anonymous = await raw('/admin/products/save', nested);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Please sign in to the back office.');
    const padded = JSON.stringify({
      email: OWNER.email,
      password: OWNER.password,
      pad: 'x'.repeat(16 * 1024),
    });
    const large = await raw('/admin/login', padded);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ status: 0, message: 'The request is too large.', data: null });
    // A sign-in of its usual size still passes.
    expect((await raw('/admin/login', JSON.stringify(OWNER))).status).toBe(200);
  });
});

describe('an upload’s file name', () => {
  it('keeps no NUL and no half of an emoji (the database refused both: a 500)', async () => {
    await ctx.admin.signIn();
    const picture = (width: number) =>
      sharp({ create: { width, height: 4, channels: 3, background: '#a0522d' } })
        .png()
        .toBuffer();
    const withNul = await ctx.admin.upload(await picture(4), 'image/png', 'floor\u0000plan.png');
    expect(withNul.status, withNul.body.message).toBe(200);
    // 199 characters, then an emoji the 200-character cut would halve.
    const cut = await ctx.admin.upload(await picture(5), 'image/png', `${'x'.repeat(199)}😀.png`);
    expect(cut.status, cut.body.message).toBe(200);
    const names = (await ctx.admin.call('adminAudit', { entity: 'media' })).body.data.entries.map(
      (e: { after: { original_name: string } }) => e.after.original_name,
    );
    expect(names).toEqual([`${'x'.repeat(199)}😀`, 'floorplan.png']);
  });
});
