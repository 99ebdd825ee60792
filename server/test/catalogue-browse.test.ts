import { beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../fixtures/index';
import { testShop, type TestShop } from './support';

describe('getproduct with browsing fields (pages, sorts, search, facets)', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await testShop();
  });

  it('without them answers the whole list exactly as the spec call does', async () => {
    const api = t.client();
    const all = await api.ok('catalogue', {});
    expect(all.kind).toBe('all');
    expect(all.products.map((p) => p.slug)).toEqual(fixtures.products.map((p) => p.slug));
    const spc = await api.ok('catalogue', { product_category_id: 1 });
    expect(spc).toEqual({ kind: 'all', products: await api.ok('products', { product_category_id: 1 }) });
  });

  it('pages with the total, and filters by a thickness sorted by price with counts', async () => {
    const api = t.client();
    const first = await api.ok('catalogue', { page: 1, page_size: 5 });
    if (first.kind !== 'page') throw new Error('expected a page');
    expect(first.total).toBe(fixtures.products.length);
    expect(first.products).toHaveLength(5);
    const second = await api.ok('catalogue', { page: 2, page_size: 5 });
    if (second.kind !== 'page') throw new Error('expected a page');
    expect(second.products[0]!.slug).toBe(fixtures.products[5]!.slug);

    const thick = await api.ok('catalogue', { thickness: '6.5 mm', sort: 'price_asc', page: 1 });
    if (thick.kind !== 'page') throw new Error('expected a page');
    const expected = fixtures.products.filter((p) =>
      p.product_specifications?.some((g) =>
        g.product_specifications_detail?.some((r) => r.title === 'Thickness' && r.sub_title === '6.5 mm'),
      ),
    );
    expect(thick.total).toBe(expected.length);
    const prices = thick.products.map((p) => p.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const thickness = thick.facets.find((f) => f.key === 'thickness')!;
    // The thickness counts ignore the thickness filter itself: every value stays choosable.
    expect(thickness.values.length).toBeGreaterThan(1);
    expect(thickness.values.find((v) => v.value === '6.5 mm')!.count).toBe(expected.length);
  });

  it('search forgives case, accents, plurals and a swapped letter, title matches first', async () => {
    const api = t.client();
    for (const q of ['oak', 'OAK', 'óak', 'oaks', 'oka']) {
      const page = await api.ok('catalogue', { q, page: 1, sort: 'relevance' });
      if (page.kind !== 'page') throw new Error('expected a page');
      expect(page.total, q).toBeGreaterThan(0);
      expect(page.products[0]!.title.toLowerCase(), q).toContain('oak');
    }
    const none = await api.ok('catalogue', { q: 'zzzzqqq', page: 1 });
    expect(none.kind === 'page' && none.total).toBe(0);
    const suggestions = await api.ok('searchSuggestions', { q: 'herring' });
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.categories.map((c) => c.title)).toContain('Waterproof Herringbone');
  });

  it('matches a 1–2 letter word whole only, and "hering" finds the herringbone floors (best match first)', async () => {
    const api = t.client();
    const h = await api.ok('catalogue', { q: 'h', page: 1 });
    if (h.kind !== 'page') throw new Error('expected a page');
    // Before, "h" was a prefix: 11 of 24 products.
    expect(h.total).toBeLessThan(3);
    // No sort named: a search is sorted by best match.
    const hering = await api.ok('catalogue', { q: 'hering', page: 1 });
    if (hering.kind !== 'page') throw new Error('expected a page');
    expect(hering.total).toBeGreaterThan(0);
    expect(hering.products[0]!.title.toLowerCase()).toContain('herringbone');
  });

  it('refuses malformed browsing fields with status 0 and a message', async () => {
    const bad = await t.client().call('catalogue', { sort: 'cheapest', page: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sort/);
  });
});

describe("a listing's address from a GET form without JavaScript", () => {
  it('is redirected (301) to the address without its empty and default fields', async () => {
    const { app } = await testShop();
    const res = await app.request(
      '/products/category/1?min_price=&max_price=&thickness=6.5+mm&sort=featured',
    );
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/products/category/1?thickness=6.5+mm');
    const plain = await app.request('/products?min_price=&max_price=');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('Location')).toBe('/products');
    // Already canonical: no redirect (here the unbuilt store's 503).
    expect((await app.request('/products?thickness=6.5+mm')).status).not.toBe(301);
  });
});

describe('an address that ends like a file name', () => {
  it("is a plain 404 for a file's request, and the app's page for a browser's navigation", async () => {
    const { app } = await testShop();
    const file = await app.request('/orders/1.5', { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(file.status).toBe(404);
    expect(await file.text()).toBe('Not found');
    // A navigation reaches the app's pages (here the unbuilt store's 503, which says to build it).
    const page = await app.request('/orders/1.5', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).not.toBe(404);
    expect(await page.text()).toMatch(/npm run build/);
    // The build's own files stay files, whatever is asked.
    const asset = await app.request('/assets/missing.js', { headers: { Accept: 'text/html' } });
    expect(asset.status).toBe(404);
  });
});
