// /sitemap.xml and /robots.txt for crawlers: both parsed as a crawler reads them. The
// sitemap lists home, every category and every product of the database on the store's public origin;
// robots.txt points to it and keeps crawlers off the shopper's own and the developer pages.
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productCategories, products } from '../db/schema';
import { testShop } from './support';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// jsdom ships no types: the one constructor used is typed here (as server/render/page.ts does).
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

/** The <loc> of every <url>, read with an XML parser (a malformed document fails here). */
function locations(xml: string): string[] {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  return [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map(
    (url) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
  );
}

/** robots.txt as RFC 9309 groups it: the `*` group's rules, and the sitemaps. */
function parseRobots(text: string) {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.indexOf(':');
      return [l.slice(0, at).trim().toLowerCase(), l.slice(at + 1).trim()] as const;
    });
  return {
    agents: lines.filter(([k]) => k === 'user-agent').map(([, v]) => v),
    disallow: lines.filter(([k]) => k === 'disallow').map(([, v]) => v),
    allow: lines.filter(([k]) => k === 'allow').map(([, v]) => v),
    sitemaps: lines.filter(([k]) => k === 'sitemap').map(([, v]) => v),
  };
}

describe('sitemap and robots', () => {
  it('/sitemap.xml lists home, every category and every product from the database', async () => {
    const t = await testShop({ publicUrl: 'https://floors.example' });
    const res = await t.app.request('http://127.0.0.1/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = locations(await res.text());
    const categories = await t.database.db.select().from(productCategories);
    const items = await t.database.db.select().from(products);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(locs)).toEqual(
      new Set([
        'https://floors.example/',
        ...categories.map((c) => `https://floors.example/products/category/${c.id}`),
        ...items.map((p) => `https://floors.example/products/${encodeURIComponent(p.slug)}`),
      ]),
    );
    expect(locs).toHaveLength(1 + categories.length + items.length);
  });

  it('a product added to the database is listed; without a public URL the request’s origin is used', async () => {
    const t = await testShop();
    const [category] = await t.database.db.select().from(productCategories).limit(1);
    await t.database.db
      .insert(products)
      .values({ categoryId: category!.id, title: 'Tide & Stone <SPC>', slug: 'tide-&-stone' });
    try {
      const locs = locations(await (await t.app.request('http://localhost:8080/sitemap.xml')).text());
      expect(locs).toContain('http://localhost:8080/products/tide-%26-stone');
      expect(locs[0]).toBe('http://localhost:8080/');
    } finally {
      // The catalogue is shared by the run's tests.
      await t.database.db.delete(products).where(eq(products.slug, 'tide-&-stone'));
    }
  });

  it('leaves out a hidden product and the products of a hidden category', async () => {
    const t = await testShop();
    const [category] = await t.database.db.select().from(productCategories).limit(1);
    const [other] = await t.database.db
      .select()
      .from(products)
      .where(ne(products.categoryId, category!.id))
      .limit(1);
    const ofCategory = await t.database.db
      .select()
      .from(products)
      .where(eq(products.categoryId, category!.id));
    expect(ofCategory.length).toBeGreaterThan(0);
    await t.database.db
      .update(productCategories)
      .set({ hidden: true })
      .where(eq(productCategories.id, category!.id));
    await t.database.db.update(products).set({ hidden: true }).where(eq(products.id, other!.id));
    try {
      const locs = locations(await (await t.app.request('http://localhost:8080/sitemap.xml')).text());
      expect(locs).not.toContain(`http://localhost:8080/products/category/${category!.id}`);
      expect(locs).not.toContain(`http://localhost:8080/products/${encodeURIComponent(other!.slug)}`);
      for (const p of ofCategory)
        expect(locs).not.toContain(`http://localhost:8080/products/${encodeURIComponent(p.slug)}`);
      expect(locs.length).toBeGreaterThan(1);
    } finally {
      // The catalogue is shared by the run's tests.
      await t.database.db
        .update(productCategories)
        .set({ hidden: false })
        .where(eq(productCategories.id, category!.id));
      await t.database.db.update(products).set({ hidden: false }).where(eq(products.id, other!.id));
    }
  });

  it('/robots.txt points to the sitemap and disallows the account, cart and developer pages', async () => {
    const t = await testShop({ publicUrl: 'https://floors.example' });
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = parseRobots(await res.text());
    expect(robots.agents).toEqual(['*']);
    expect(robots.sitemaps).toEqual(['https://floors.example/sitemap.xml']);
    for (const path of ['/login', '/sign-up', '/forgot-password', '/my-cart', '/callback', '/callbacktest'])
      expect(robots.disallow).toContain(path);
    // Shop pages stay open: no rule is a prefix of them.
    for (const open of ['/', '/products/coastal-oak-spc', '/products/category/1', '/calculate', '/about-us'])
      expect(robots.disallow.some((rule) => rule !== '' && open.startsWith(rule))).toBe(false);
  });
});
