// The head of each page (src/app/head.ts from the route table's `head`): what the server writes into
// the first HTML and the browser keeps in step.
import { describe, expect, it } from 'vitest';
import { products, settings } from '@fixtures';
import { describeHead, headTags } from '@/app/head';
import { matchRoute } from '@/config/routes';
import { endpoints } from '@/contract';

const APP = 'https://floors.example';
const siteSettings = endpoints.settings.data.parse(settings);
const headOf = (pathname: string, data: Parameters<typeof describeHead>[3] = {}) => {
  const match = matchRoute(pathname);
  return describeHead(match?.route ?? null, match?.params ?? {}, pathname, data, APP);
};

describe('page heads', () => {
  it("home: the settings' meta title, description and keywords, canonical on VITE_APP_URL", () => {
    const head = headOf('/', { settings: siteSettings });
    expect(head).toMatchObject({
      siteTitle: settings.meta_title,
      pageTitle: undefined,
      description: settings.meta_description,
      keywords: settings.meta_tag,
      canonical: `${APP}/`,
      robots: undefined,
    });
  });

  it("a product: its title, its text cut near 160 characters, its first photo as the link's picture", () => {
    const product = endpoints.productDetails.data.parse(products[0]);
    const head = headOf(`/products/${product.slug}`, { settings: siteSettings, productDetails: product });
    expect(head.pageTitle).toBe(product.title);
    expect(head.description).not.toMatch(/</);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.slice(0, 20)).toBe(
      product.description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 20),
    );
    expect(head.image).toMatch(new RegExp(`^${APP}/media/`));
    expect(head.type).toBe('product');
    const tags = headTags(head);
    expect(tags).toContain(`<title>${product.title} | ${settings.meta_title}</title>`);
    expect(tags).toContain(`<link rel="canonical" href="${APP}/products/${product.slug}">`);
    expect(tags).toContain(`<meta property="og:image" content="${head.image}">`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('the cart, the account and developer pages are not indexed and have no canonical', () => {
    for (const path of ['/my-cart', '/login', '/sign-up', '/forgot-password', '/callback', '/callbacktest']) {
      const head = headOf(path);
      expect(head.robots, path).toBe('noindex, nofollow');
      expect(head.canonical, path).toBeUndefined();
    }
    expect(headOf('/no-such-page')).toMatchObject({
      pageTitle: 'Page not found',
      robots: 'noindex, nofollow',
    });
  });

  it('escapes what the catalogue says', () => {
    const head = { ...headOf('/'), pageTitle: 'Oak "Grey" <b> & co' };
    expect(headTags(head)).toContain('<title>Oak &quot;Grey&quot; &lt;b&gt; &amp; co | ');
  });
});
