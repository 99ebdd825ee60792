import { describe, expect, it } from 'vitest';
import { Product } from '@/contract';
import { products } from '@fixtures';
import { absoluteUrl } from '@/config/paths';
import {
  breadcrumbJsonLd,
  productImageUrls,
  productJsonLd,
  serializeJsonLd,
} from '@/features/catalog/details/productJsonLd';
import {
  formatSqft,
  plainText,
  saveBadgeLabel,
  truncateText,
  youtubeEmbedUrl,
  youtubeId,
} from '@/features/catalog/details/productText';

const coastalOak = Product.parse(products[0]);

describe('save badge (§2 save_button_price, shown as given)', () => {
  it('prefixes "Save" to a percentage or text', () => {
    expect(saveBadgeLabel('20%')).toBe('Save 20%');
    expect(saveBadgeLabel(' 15 % ')).toBe('Save 15 %');
  });
  it('reads a bare number as dollars', () => {
    expect(saveBadgeLabel('0.70')).toBe('Save $0.70');
    expect(saveBadgeLabel('1.5')).toBe('Save $1.50');
    expect(saveBadgeLabel('$2')).toBe('Save $2.00');
  });
  it('keeps text that already says Save, and shows nothing for empty or zero', () => {
    expect(saveBadgeLabel('Save 10%')).toBe('Save 10%');
    expect(saveBadgeLabel('')).toBeNull();
    expect(saveBadgeLabel(null)).toBeNull();
    expect(saveBadgeLabel('0')).toBeNull();
  });
});

describe('YouTube links', () => {
  it('finds the id in the usual link forms', () => {
    for (const url of [
      'https://www.youtube.com/embed/LXb3EKWsInQ',
      'https://www.youtube.com/watch?v=LXb3EKWsInQ&t=10',
      'https://youtu.be/LXb3EKWsInQ',
      'https://m.youtube.com/shorts/LXb3EKWsInQ',
      'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ',
    ]) {
      expect(youtubeId(url)).toBe('LXb3EKWsInQ');
    }
  });
  it('embeds without cookies and refuses other hosts', () => {
    expect(youtubeEmbedUrl('https://youtu.be/LXb3EKWsInQ')).toBe(
      'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ?rel=0',
    );
    expect(youtubeEmbedUrl('https://evil.example/embed/LXb3EKWsInQ')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(youtubeEmbedUrl('')).toBeNull();
  });
});

describe('description text for meta tags', () => {
  it('strips tags and scripts, decodes entities, collapses whitespace', () => {
    expect(plainText('<p>Oak &amp; walnut</p>\n<ul><li>20 mil</li></ul><script>alert(1)</script>')).toBe(
      'Oak & walnut 20 mil',
    );
    expect(plainText(null)).toBe('');
  });
  it('truncates at a word boundary', () => {
    const text = 'word '.repeat(60).trim();
    const cut = truncateText(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncateText('short', 160)).toBe('short');
  });
  it('formats sqft with at most two decimals', () => {
    expect(formatSqft(23.77)).toBe('23.77');
    expect(formatSqft(20)).toBe('20');
    expect(formatSqft(1234.5)).toBe('1,234.5');
  });
});

describe('structured data (JSON-LD)', () => {
  const appUrl = 'https://floors.example';
  const url = absoluteUrl('/products/coastal-oak-spc', appUrl);

  it('Product with an offer per sqft in USD, in stock', () => {
    const data = productJsonLd({
      product: coastalOak,
      url,
      description: 'Oak',
      appUrl,
      categoryTitle: 'SPC Flooring',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Coastal Oak SPC',
      sku: '1',
      category: 'SPC Flooring',
      offers: {
        '@type': 'Offer',
        price: '2.79',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: { unitCode: 'FTK' },
      },
    });
    expect(data.image[0]).toBe('https://floors.example/media/coastal-oak-spc.jpg');
    // The video poster is not a product image.
    expect(productImageUrls(coastalOak, appUrl)).toHaveLength(3);
  });

  it('leaves the offer out when there is no price', () => {
    const data = productJsonLd({ product: { ...coastalOak, price: null }, url, description: '', appUrl });
    expect(data).not.toHaveProperty('offers');
  });

  it('BreadcrumbList numbers its items from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://floors.example/' },
      { name: 'Coastal Oak SPC', url },
    ]);
    expect(data.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });

  it('serialises so that no text can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });

  it('makes absolute URLs against the app URL', () => {
    expect(absoluteUrl('/media/a.svg', 'https://floors.example/shop')).toBe(
      'https://floors.example/media/a.svg',
    );
    expect(absoluteUrl('https://cdn.example/a.svg', appUrl)).toBe('https://cdn.example/a.svg');
  });
});
