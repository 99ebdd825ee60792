// The server's render plan (src/app/renderPlan.ts), from the route table: which catalogue reads a
// page's first HTML carries, which screen module it preloads, its LCP image and its status. Only
// public routes read the catalogue; nothing a shopper owns is read.
import { describe, expect, it } from 'vitest';
import { about, categories, home, products, settings } from '@fixtures';
import { fallbackOf, planPrerender, swrKeyOf, type LoadAnswer } from '@/app/renderPlan';
import { unstable_serialize } from 'swr';
import { IMAGE_SIZES } from '@/ui/MediaImage/sizes';

const ok = (data: unknown) => ({ status: 1, message: '', data });
const load: LoadAnswer = async (endpoint, fields) => {
  switch (endpoint) {
    case 'settings':
      return ok(settings);
    case 'homeScreen':
      return ok(home);
    case 'aboutUs':
      return ok(about);
    case 'categories':
      return ok(categories);
    case 'products':
      return ok(
        fields.product_category_id
          ? products.filter((p) => String(p.product_category_id) === fields.product_category_id)
          : products,
      );
    case 'catalogue':
      // A server of the spec's contract: the whole list, whatever was asked.
      return ok(products);
    case 'productDetails': {
      const product = products.find((p) => p.slug === fields.slug);
      return product ? ok(product) : { status: 0, message: 'Product not found', data: null };
    }
    default:
      return { status: 0, message: 'not here', data: null };
  }
};
const reads = (plan: Awaited<ReturnType<typeof planPrerender>>) =>
  plan.answers.map((a) => [a.endpoint, a.fields]);

describe('the render plan', () => {
  it('home: the settings, home content, categories and the first page it shows; the first banner preloaded', async () => {
    const plan = await planPrerender('/', load);
    expect(plan).toMatchObject({ module: 'src/features/content/HomeScreen.tsx', status: 200 });
    expect(reads(plan)).toEqual([
      ['settings', {}],
      ['homeScreen', {}],
      ['categories', {}],
      ['catalogue', { page: '1', page_size: '8', sort: 'featured' }],
    ]);
    expect(plan.lcpImage).toMatchObject({
      href: home.banner.find((b) => b.image)!.image,
      sizes: IMAGE_SIZES.heroBanner,
    });
  });

  it("a page that calls the API as it opens (the shopper's own data) asks for the contract's code; others do not", async () => {
    for (const path of ['/my-cart', '/orders', '/orders/7'])
      expect((await planPrerender(path, load)).callsOnOpen, path).toBe(true);
    for (const path of ['/', '/products', '/login', '/nowhere'])
      expect((await planPrerender(path, load)).callsOnOpen, path).toBe(false);
  });

  it("a shopper's own page sends a visitor without a session to sign in, and back; no other page does", async () => {
    expect((await planPrerender('/my-cart', load)).signInTo).toBe('/login?redirect=%2Fmy-cart');
    expect((await planPrerender('/orders/7', load, '?paid=1')).signInTo).toBe(
      '/login?redirect=%2Forders%2F7%3Fpaid%3D1',
    );
    expect((await planPrerender('/orders', load)).signInTo).toBe('/login?redirect=%2Forders');
    for (const path of ['/', '/products', '/login', '/admin', '/nowhere'])
      expect((await planPrerender(path, load)).signInTo, path).toBeUndefined();
  });

  it('a product: its details, the categories and its related products; its photo preloaded', async () => {
    const product = products[0]!;
    const plan = await planPrerender(`/products/${encodeURIComponent(product.slug)}`, load);
    expect(plan).toMatchObject({ module: 'src/features/catalog/ProductDetailsScreen.tsx', status: 200 });
    expect(reads(plan)).toEqual([
      ['settings', {}],
      ['productDetails', { slug: product.slug }],
      ['categories', {}],
      // The four shown, and one more: the product itself may be among them.
      [
        'catalogue',
        {
          page: '1',
          page_size: '5',
          sort: 'featured',
          product_category_id: String(product.product_category_id),
        },
      ],
    ]);
    expect(plan.lcpImage?.sizes).toBe(IMAGE_SIZES.productPhoto);
  });

  it('an unknown product or path answers 404', async () => {
    const noSuchFloor = await planPrerender('/products/no-such-floor', load);
    expect(noSuchFloor).toMatchObject({ status: 404 });
    // The page renders "not found" from a null answer, on the server and in the browser alike; a read
    // that failed otherwise (no envelope) leaves the key out, and the browser asks again.
    const key = unstable_serialize(swrKeyOf('productDetails', { slug: 'no-such-floor' }));
    expect(fallbackOf(noSuchFloor.answers)).toHaveProperty([key], null);
    const broken = [
      { endpoint: 'productDetails' as const, fields: { slug: 'no-such-floor' }, answer: 'oops' },
    ];
    expect(fallbackOf(broken)).not.toHaveProperty([key]);
    const unknown = await planPrerender('/no-such-page', load);
    expect(unknown).toMatchObject({ module: null, status: 404 });
    expect(reads(unknown)).toEqual([['settings', {}]]);
  });

  it('a listing: the page its address asks for (search, sort, filters, page); a category id that is not a number reads none', async () => {
    expect(reads(await planPrerender('/products/category/2/', load))).toEqual([
      ['settings', {}],
      ['categories', {}],
      ['catalogue', { page: '1', page_size: '24', sort: 'featured', product_category_id: '2' }],
    ]);
    const search = '?q=oak&sort=price_asc&page=2&thickness=6.5mm&thickness=5mm&min_price=1.5';
    expect(reads(await planPrerender('/products', load, search))).toEqual([
      ['settings', {}],
      ['categories', {}],
      [
        'catalogue',
        {
          page: '2',
          page_size: '24',
          sort: 'price_asc',
          q: 'oak',
          price_min: '150',
          thickness: '5mm|6.5mm',
        },
      ],
    ]);
    expect(reads(await planPrerender('/products/category/oak', load))).toEqual([
      ['settings', {}],
      ['categories', {}],
    ]);
  });

  it('an unknown or non-numeric category answers 404; a real category without products 200', async () => {
    expect(await planPrerender('/products/category/999', load)).toMatchObject({ status: 404 });
    expect(await planPrerender('/products/category/oak', load)).toMatchObject({ status: 404 });
    const trims = categories.at(-1)!.product_category_id;
    const empty: LoadAnswer = (endpoint, fields) =>
      endpoint === 'catalogue'
        ? Promise.resolve(ok({ products: [], total: 0, page: 1, page_size: 24, facets: [], categories: [] }))
        : load(endpoint, fields);
    expect(await planPrerender(`/products/category/${trims}`, empty)).toMatchObject({ status: 200 });
    // The category list unread: the page cannot tell, so it renders the listing.
    const noCategories: LoadAnswer = (endpoint, fields) =>
      endpoint === 'categories'
        ? Promise.resolve({ status: 0, message: 'down', data: null })
        : load(endpoint, fields);
    expect(await planPrerender('/products/category/999', noCategories)).toMatchObject({ status: 200 });
  });

  it("a listing's page past its last answers 404 (a paging server); a whole list is paged in the browser", async () => {
    const paging: LoadAnswer = (endpoint, fields) =>
      endpoint === 'catalogue'
        ? Promise.resolve(
            ok({
              products: Number(fields.page) === 1 ? products.slice(0, 24) : [],
              total: products.length,
              page: Number(fields.page),
              page_size: 24,
              facets: [],
              categories: [],
            }),
          )
        : load(endpoint, fields);
    const pages = Math.ceil(products.length / 24);
    expect(await planPrerender('/products', paging, `?page=${pages}`)).toMatchObject({ status: 200 });
    expect(await planPrerender('/products', paging, `?page=${pages + 1}`)).toMatchObject({ status: 404 });
    const past = await planPrerender('/products', paging, '?q=oak&sort=zzz&page=999');
    expect(past).toMatchObject({ status: 404, lcpImage: undefined });
    expect(await planPrerender('/products/category/1', paging, '?page=999')).toMatchObject({ status: 404 });
    // A server of the spec's contract answers the whole list: the browser pages it and says so.
    expect(await planPrerender('/products', load, '?page=999')).toMatchObject({ status: 200 });
  });

  it("a shopper's page reads nothing but the settings", async () => {
    for (const path of ['/login', '/sign-up', '/callback']) {
      const plan = await planPrerender(path, load);
      expect(plan.status).toBe(200);
      expect(reads(plan)).toEqual([['settings', {}]]);
    }
  });
});
