// SEO structured data for the product page: schema.org Product (with an Offer priced per sqft) and
// BreadcrumbList, serialised safely for an inline <script type="application/ld+json">.
import { centsToDecimal } from '@/domain/money';
import type { Product } from '@/contract';
import { absoluteUrl } from '@/config/paths';

/** Image URLs of a product: its gallery images (and video posters), else its main image. */
export function productImageUrls(
  product: Pick<Product, 'image' | 'product_image'>,
  appUrl: string,
): string[] {
  const files = product.product_image.filter((m) => m.type === 'Image' && m.file).map((m) => m.file);
  const list = files.length ? files : product.image ? [product.image] : [];
  return [...new Set(list)].map((f) => absoluteUrl(f, appUrl));
}

export interface ProductJsonLdInput {
  product: Product;
  /** Canonical page URL. */
  url: string;
  description: string;
  appUrl: string;
  categoryTitle?: string | null;
}

export function productJsonLd({ product, url, description, appUrl, categoryTitle }: ProductJsonLdInput) {
  const price = product.price ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: productImageUrls(product, appUrl),
    description,
    sku: String(product.product_id),
    productID: String(product.product_id),
    url,
    ...(categoryTitle ? { category: categoryTitle } : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: centsToDecimal(price),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            // The price is per square foot (UN/CEFACT FTK).
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: centsToDecimal(price),
              priceCurrency: 'USD',
              unitCode: 'FTK',
              unitText: 'sqft',
            },
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for an inline script: `<` (so no "</script>" or "<!--" can close it early) and the JS line
 * separators are escaped; the JSON means the same.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
