import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as fixtures from '../../fixtures/index';
import { products as productsTable, siteSettings } from '../db/schema';
import { seedCatalogue } from '../db/seed';
import { MEDIA_CACHE_CONTROL } from '../http/media';
import { testShop, type TestShop } from './support';

describe('catalogue reads (beforeauth)', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop();
  });

  it('GET setting answers the seeded settings and sets the XSRF cookie', async () => {
    const res = await t.client().request('GET', '/api/beforeauth/setting', {}, { xsrfCookie: null });
    expect(res.status).toBe(200);
    expect(res.res.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[\w-]{43}\.[\w-]{43}; Max-Age=\d+; Path=\/; SameSite=Lax$/,
    );
    const settings = await t.client().ok('settings');
    expect(settings.tax).toBe(8.25);
    expect(settings.warehouse_address).toBe(fixtures.settings.warehouse_address);
  });

  it('home, about, categories and delivery tiers come from the fixtures', async () => {
    const api = t.client();
    const home = await api.ok('homeScreen');
    expect(home.banner).toHaveLength(fixtures.home.banner.length);
    expect(home.product_category.map((c) => c.title)).toEqual(fixtures.categories.map((c) => c.title));
    expect(home.client_say.length).toBe(fixtures.home.client_say.length);
    expect((await api.ok('aboutUs')).banner_title).toBe(fixtures.about.banner_title);
    expect((await api.ok('categories')).map((c) => c.product_category_id)).toEqual([1, 2, 3, 4]);
    // §9 old calculator: 0–100 mi $150/pallet, 100–200 mi $200/pallet.
    // With the warehouse the server quotes from (WAREHOUSE_LAT/LNG, default the fixtures' location).
    expect(await api.ok('shippingCharge')).toEqual({
      tiers: [
        { minMile: 0, maxMile: 100, pricePerPalletCents: 15000 },
        { minMile: 100.01, maxMile: 200, pricePerPalletCents: 20000 },
      ],
      warehouse: fixtures.warehouseLocation,
    });
    const moved = await testShop({ warehouse: { lat: 30.2672, lng: -97.7431 } });
    expect((await moved.client().ok('shippingCharge')).warehouse).toEqual({ lat: 30.2672, lng: -97.7431 });
    expect((await moved.client().ok('settings')).payment_mode).toBe('test');
  });

  it('getproduct lists all products with an empty body, or one category', async () => {
    const api = t.client();
    const all = await api.ok('products', {}, { encoding: 'none' });
    expect(all).toHaveLength(fixtures.products.length);
    const herringbone = await api.ok('products', { product_category_id: 3 });
    expect(herringbone.length).toBeGreaterThan(0);
    expect(herringbone.every((p) => p.product_category_id === 3)).toBe(true);
    expect(await api.ok('products', { product_category_id: 999 })).toEqual([]);
    const bad = await api.call('products', { product_category_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/product_category_id/);
  });

  it('getproductdetails answers the product with specifications and media, exactly as the fixture says', async () => {
    const api = t.client();
    const product = await api.ok('productDetails', { slug: 'coastal-oak-spc' });
    const fixture = fixtures.products.find((p) => p.slug === 'coastal-oak-spc')!;
    expect(product.price_per_box).toBe(6632);
    expect(product.product_specifications.map((s) => s.title)).toEqual(
      fixture.product_specifications!.map((s) => s.title),
    );
    expect(product.product_image.map((m) => m.type)).toEqual(fixture.product_image!.map((m) => m.type));
    const missing = await api.call('productDetails', { slug: 'no-such-floor' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, message: 'Product not found', data: null });
    const noSlug = await api.call('productDetails', {});
    expect(noSlug.status).toBe(400);
    expect(noSlug.body.message).toMatch(/slug/);
  });

  it('accepts POST reads as multipart too, and rejects extra fields on calls that take none', async () => {
    const api = t.client();
    const viaMultipart = await api.ok(
      'productDetails',
      { slug: 'smoked-walnut-spc' },
      { encoding: 'multipart' },
    );
    expect(viaMultipart.title).toBe('Smoked Walnut SPC');
    const strict = await api.call('categories', { surprise: '1' });
    expect(strict.status).toBe(400);
    expect(strict.body.status).toBe(0);
  });

  it('serves catalogue reads from memory and forgets them when the catalogue is written', async () => {
    const api = t.client();
    expect((await api.ok('settings')).contact_no).toBe(fixtures.settings.contact_no);
    await t.database.db.update(siteSettings).set({ contactNo: '(555) 000-0000' });
    // Still cached…
    expect((await api.ok('settings')).contact_no).toBe(fixtures.settings.contact_no);
    // …until a catalogue write (the seed) invalidates it.
    try {
      await seedCatalogue(t.database.db, undefined, { force: true, catalog: t.shop.catalog });
      expect((await api.ok('settings')).contact_no).toBe(fixtures.settings.contact_no);
      await t.database.db.update(siteSettings).set({ contactNo: '(555) 000-0000' });
      t.shop.catalog.invalidate();
      expect((await api.ok('settings')).contact_no).toBe('(555) 000-0000');
    } finally {
      await seedCatalogue(t.database.db, undefined, { force: true });
    }
  });

  it('the seed is idempotent and keeps identity sequences ahead of seeded ids', async () => {
    expect(await seedCatalogue(t.database.db)).toBe(false); // unchanged fixtures: nothing to do
    await seedCatalogue(t.database.db, undefined, { force: true });
    const rows = await t.database.db.select().from(productsTable);
    expect(rows).toHaveLength(fixtures.products.length);
    const [inserted] = await t.database.db
      .insert(productsTable)
      .values({ categoryId: 1, title: 'Temp', slug: 'temp-seq-check' })
      .returning();
    expect(inserted!.id).toBeGreaterThan(fixtures.products.length);
    await t.database.db.delete(productsTable).where(eq(productsTable.id, inserted!.id));
  });

  it('serves demo images from /media', async () => {
    const res = await t.app.request('/media/coastal-oak-spc.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/jpeg/);
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect((await t.app.request('/media/nope.jpg')).status).toBe(404);
    expect((await t.app.request('/media/..%2Fpackage.json')).status).toBe(404);
  });
});
