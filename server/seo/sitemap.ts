// /sitemap.xml and /robots.txt (sitemaps.org protocol 0.9, RFC 9309), from the database: home, every
// shown category and product, on the store's public origin. The storefront's paths are
// src/config/paths.ts (the server may not import it); tests/unit/seo-paths.test.ts keeps the two in step.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { arranged } from '../db/rows';
import { productCategories, products } from '../db/schema';

export const SITE_PATHS = {
  home: '/',
  category: (id: number) => `/products/category/${id}`,
  product: (slug: string) => `/products/${encodeURIComponent(slug)}`,
} as const;

/**
 * Pages crawlers are asked to leave alone: the shopper's own (sign-in, sign-up, password recovery, the
 * cart) and the developer test pages. They also say `noindex` in their head.
 */
export const DISALLOWED_PATHS = [
  '/login',
  '/sign-up',
  '/forgot-password',
  '/my-cart',
  '/callback',
  '/callbacktest',
] as const;

export interface SitemapEntry {
  path: string;
  /** W3C datetime; left out when the database does not know when the page last changed. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`);

/** An absolute URL on `origin` (no trailing slash) for a site path. */
export const siteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/** The pages the sitemap lists, from the database, in the shop's own order. */
export async function sitemapEntries(db: Queryable): Promise<SitemapEntry[]> {
  // Shown ones only: a hidden product, or one of a hidden category, has no page (docs/admin.md).
  const categories = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.hidden, false))
    .orderBy(...arranged(productCategories));
  const items = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.hidden, false), eq(productCategories.hidden, false)))
    .orderBy(...arranged(products));
  return [
    { path: SITE_PATHS.home },
    ...categories.map((c) => ({ path: SITE_PATHS.category(c.id) })),
    ...items.map((p) => ({ path: SITE_PATHS.product(p.slug) })),
  ];
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(siteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
