// Contract cases: the catalogue reads. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { type ContractCase, fails, ok } from '../case-kit';
import { ListedProduct } from '../../../src/contract/entities';

export const catalogueCases: ContractCase[] = [
  {
    title: 'setting answers site settings with the payment mode (decision 4)',
    endpoint: 'settings',
    expect: ok((d) => {
      expect(d).toHaveProperty('warehouse_address');
      expect((d as { payment_mode: unknown }).payment_mode).toBe('test');
    }),
  },
  {
    title: 'gethomescreen answers home content',
    endpoint: 'homeScreen',
    expect: ok((d) => expect((d as { banner: unknown[] }).banner.length).toBeGreaterThan(0)),
  },
  { title: 'getaboutus answers the about page', endpoint: 'aboutUs', expect: ok() },
  {
    title: 'getshippingcharge answers delivery tiers with the warehouse they start from (decision 1)',
    endpoint: 'shippingCharge',
    expect: ok((d) => {
      const answer = d as { tiers: unknown[]; warehouse: { lat: number; lng: number } | null };
      expect(answer.tiers.length).toBeGreaterThan(0);
      expect(answer.warehouse).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }),
  },
  {
    title: 'getproductcategory answers categories',
    endpoint: 'categories',
    expect: ok((d) => expect((d as unknown[]).length).toBeGreaterThan(0)),
  },
  {
    title: 'getproductcategory refuses fields it does not take',
    endpoint: 'categories',
    fields: { surprise: '1' },
    expect: fails(undefined, 400),
  },
  {
    title: 'getproduct with an empty body answers every product',
    endpoint: 'products',
    expect: ok((d) => expect((d as unknown[]).length).toBeGreaterThan(0)),
  },
  {
    title: 'getproduct with product_category_id answers that category only',
    endpoint: 'products',
    fields: { product_category_id: 1 },
    expect: ok((d) => {
      const list = d as { product_category_id: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.product_category_id === 1)).toBe(true);
    }),
  },
  {
    title: 'getproduct refuses a non-numeric category, naming the field',
    endpoint: 'products',
    fields: { product_category_id: 'abc' },
    expect: fails(/product_category_id/, 400),
  },
  {
    title: 'getproduct with browsing fields answers one page, its total and facet counts',
    endpoint: 'catalogue',
    fields: { thickness: '6.5 mm', sort: 'price_asc', page: 1, page_size: 3 },
    expect: ok((d) => {
      const page = d as {
        total: number;
        products: { price: number | string | null }[];
        facets: { key: string; values: { value: string; count: number }[] }[];
      };
      // The demo catalogue's 6.5 mm floors: five, three to a page, cheapest first.
      expect(page.total).toBe(5);
      const prices = page.products.map((p) => Number(p.price));
      expect(prices).toHaveLength(3);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const thickness = page.facets.find((f) => f.key === 'thickness');
      expect(thickness?.values.find((v) => v.value === '6.5 mm')?.count).toBe(5);
    }),
  },
  {
    title: 'a page lists its products by their cards’ fields only: no description, specifications or gallery',
    endpoint: 'catalogue',
    fields: { page: 1, page_size: 4 },
    expect: ok(async (_data, _state, { driver }) => {
      // The parsed data drops unknown fields: read what the wire carries.
      const { body } = await driver.call('catalogue', { page: 1, page_size: 4 });
      const products = (body as { data: { products: Record<string, unknown>[] } }).data.products;
      expect(products).toHaveLength(4);
      for (const product of products) {
        expect(Object.keys(product).sort()).toEqual(Object.keys(ListedProduct.shape).sort());
      }
    }),
  },
  {
    title: 'getproduct refuses an unknown sort, naming the field',
    endpoint: 'catalogue',
    fields: { sort: 'cheapest', page: 1 },
    expect: fails(/sort/, 400),
  },
  {
    title: 'searchsuggestions answers products and categories for what is typed',
    endpoint: 'searchSuggestions',
    fields: { q: 'herring' },
    expect: ok((d) => {
      const answer = d as { products: { title: string }[]; categories: { title: string }[] };
      expect(answer.products.length).toBeGreaterThan(0);
      expect(answer.categories.map((c) => c.title)).toContain('Waterproof Herringbone');
    }),
  },
  {
    title: 'searchsuggestions without q names the field',
    endpoint: 'searchSuggestions',
    fields: {},
    expect: fails(/q/, 400),
  },
  {
    title: 'getproductdetails answers the product with its media',
    endpoint: 'productDetails',
    fields: { slug: 'coastal-oak-spc' },
    expect: ok((d) => {
      const p = d as { slug: string; product_image: unknown[] };
      expect(p.slug).toBe('coastal-oak-spc');
      expect(p.product_image.length).toBeGreaterThan(0);
    }),
  },
  {
    title: 'getproductdetails of an unknown slug fails',
    endpoint: 'productDetails',
    fields: { slug: 'no-such-floor' },
    expect: fails(/not found/i, 404),
  },
  {
    title: 'getproductdetails without a slug names the field',
    endpoint: 'productDetails',
    fields: {},
    expect: fails(/slug/, 400),
  },
];
