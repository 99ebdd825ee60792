// The back office's home page and About page (server/admin/content.ts): the owner saves the section titles,
// the banners and testimonials (whole lists, in order) and the About page; HTML is sanitized; each save is
// audited and the shopper's next home or About read has it (the cached answer cleared); bad fields answer
// 400 with the field's message; a shopper's key is refused.
import { describe, expect, it } from 'vitest';
import { seedCatalogue, demoCatalogue } from '../db/seed';
import { OWNER, ownerShop, type AdminClient } from './admin-support';

// Other test files read the catalogue and the home and About pages as the fixtures have them.
const ctx = ownerShop((s) =>
  seedCatalogue(s.database.db, demoCatalogue, { force: true, catalog: s.shop.catalog }),
);

const auditTop = async () => (await ctx.admin.call('adminAudit')).body.data.entries[0];

describe('home page content', () => {
  it('saves the section titles (HTML sanitized), audited, and the shopper’s next home read has them', async () => {
    const shopper = ctx.shop.client();
    const old = await shopper.ok('homeScreen'); // cached now
    await ctx.admin.signIn();
    const { home } = (await ctx.admin.call('adminContent')).body.data;
    expect(home.sps_flooring_title).toBe(old.sps_flooring_title);
    const saved = await ctx.admin.call('adminSaveHome', {
      ...home,
      weekly_bestsellers_title: '  Best sellers this week ',
      pick_up_delivery: '<p>Pickup at the dock</p><script>alert(1)</script>',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('Home page saved');
    expect(saved.body.data.weekly_bestsellers_title).toBe('Best sellers this week');
    expect(saved.body.data.pick_up_delivery).toBe('<p>Pickup at the dock</p>');
    const fresh = await shopper.ok('homeScreen');
    expect(fresh.weekly_bestsellers_title).toBe('Best sellers this week');
    expect(fresh.pick_up_delivery).toBe('<p>Pickup at the dock</p>');
    const entry = await auditTop();
    expect(entry).toMatchObject({ actor_email: OWNER.email, action: 'update', entity: 'home' });
    expect(entry.before.weekly_bestsellers_title).toBe(old.weekly_bestsellers_title);
    expect(entry.after.weekly_bestsellers_title).toBe('Best sellers this week');
  });

  it('saves the banners as a whole list in its order (added, moved, removed)', async () => {
    const shopper = ctx.shop.client();
    const old = await shopper.ok('homeScreen');
    expect(old.banner.length).toBeGreaterThan(1);
    await ctx.admin.signIn();
    const { banners } = (await ctx.admin.call('adminContent')).body.data;
    const next = [
      { type: 'Image', image: '/media/new.jpg', video: '', title: 'New floors', subtitle: 'In stock' },
      banners[1],
      banners[0],
    ];
    const saved = await ctx.admin.call('adminSaveBanners', { banners: next });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.banners).toEqual(next);
    const fresh = await shopper.ok('homeScreen');
    expect(fresh.banner.map((b) => b.title)).toEqual(next.map((b) => b.title));
    const entry = await auditTop();
    expect(entry).toMatchObject({ action: 'update', entity: 'home_banners' });
    expect(entry.before).toHaveLength(banners.length);
    expect(entry.after).toHaveLength(3);
  });

  it('saves the testimonials as a whole list in its order', async () => {
    const shopper = ctx.shop.client();
    await shopper.ok('homeScreen');
    await ctx.admin.signIn();
    const { testimonials } = (await ctx.admin.call('adminContent')).body.data;
    const next = [
      testimonials.at(-1),
      { name: 'Jo Rivera', designation: 'Homeowner', description: 'Great floors.', image: '' },
    ];
    const saved = await ctx.admin.call('adminSaveTestimonials', { testimonials: next });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await shopper.ok('homeScreen')).client_say.map((t) => t.name)).toEqual(next.map((t) => t.name));
    expect(await auditTop()).toMatchObject({ action: 'update', entity: 'testimonials' });
  });
});

describe('About page', () => {
  it('saves the About page with its description sanitized; the shopper’s next read has it', async () => {
    const shopper = ctx.shop.client();
    await shopper.ok('aboutUs'); // cached now
    await ctx.admin.signIn();
    const { about } = (await ctx.admin.call('adminContent')).body.data;
    const saved = await ctx.admin.call('adminSaveAbout', {
      ...about,
      title: 'Floors at honest prices',
      description: '<h3>Our story</h3><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.description).toBe('<h3>Our story</h3><img src="x"><a>x</a>');
    const fresh = await shopper.ok('aboutUs');
    expect(fresh.title).toBe('Floors at honest prices');
    expect(fresh.description).toBe('<h3>Our story</h3><img src="x"><a>x</a>');
    const entry = await auditTop();
    expect(entry).toMatchObject({ actor_email: OWNER.email, action: 'update', entity: 'about' });
    expect(entry.after.title).toBe('Floors at honest prices');
    const filtered = await ctx.admin.call('adminAudit', { entity: 'about' });
    expect(filtered.body.data.entries.map((e: { entity: string }) => e.entity)).toEqual(['about']);
  });
});

describe('bad input', () => {
  it('answers 400 with the field’s message and changes nothing', async () => {
    await ctx.admin.signIn();
    const { home, banners, about } = (await ctx.admin.call('adminContent')).body.data;
    const cases: [Parameters<AdminClient['call']>[0], unknown, string][] = [
      ['adminSaveHome', { ...home, sps_flooring_title: '   ' }, 'Categories section title is required'],
      [
        'adminSaveBanners',
        { banners: [{ ...banners[0], type: 'Image', image: '' }] },
        'An image banner needs an image',
      ],
      [
        'adminSaveBanners',
        { banners: [{ ...banners[0], type: 'Video', video: '' }] },
        'A video banner needs a video',
      ],
      [
        'adminSaveTestimonials',
        { testimonials: [{ name: 'A', designation: '', description: '', image: '' }] },
        'Testimonial text is required',
      ],
      ['adminSaveAbout', { ...about, title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['adminSaveAbout', { ...about, title: 'a\u0007b' }, 'Title must not contain control characters'],
    ];
    const before = (await ctx.admin.call('adminAudit')).body.data.entries.length;
    for (const [name, body, message] of cases) {
      const answer = await ctx.admin.call(name, body);
      expect(answer.status, `${name}: ${answer.body.message}`).toBe(400);
      expect(answer.body).toMatchObject({ status: 0, message });
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await ctx.admin.call('adminAudit')).body.data.entries.length).toBe(before);
    expect((await ctx.shop.client().ok('aboutUs')).title).toBe(about.title);
  });

  it('refuses a shopper’s key with 403 on every content endpoint, and asks to sign in without a session', async () => {
    const shopper = ctx.shop.client();
    await shopper.signUp();
    for (const name of ['adminContent', 'adminSaveHome', 'adminSaveAbout'] as const) {
      const answer = await ctx.admin.call(name, {}, { auth_key: shopper.authKey! });
      expect(answer.status, name).toBe(403);
      expect((await ctx.admin.call(name, {})).status, name).toBe(401);
    }
  });
});
