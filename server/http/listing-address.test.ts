import { describe, expect, it } from 'vitest';
import { canonicalListingAddress } from './listing-address';

describe('canonicalListingAddress', () => {
  it('drops what a GET form sends empty or at its default', () => {
    expect(canonicalListingAddress('/products', '?min_price=&max_price=')).toBe('/products');
    expect(canonicalListingAddress('/products', '?min_price=&max_price=&thickness=6.5+mm')).toBe(
      '/products?thickness=6.5+mm',
    );
    expect(canonicalListingAddress('/products/category/2', '?sort=featured&page=1')).toBe(
      '/products/category/2',
    );
    expect(canonicalListingAddress('/products', '?q=oak&sort=relevance&min_price=')).toBe('/products?q=oak');
    expect(canonicalListingAddress('/products', '?sort=relevance')).toBe('/products');
    expect(canonicalListingAddress('/products', '?q=+')).toBe('/products');
  });

  it('keeps a canonical address, other parameters and the order', () => {
    expect(canonicalListingAddress('/products', '')).toBeNull();
    expect(canonicalListingAddress('/products', '?sort=price_asc&min_price=3&page=2')).toBeNull();
    expect(canonicalListingAddress('/products', '?q=oak&sort=featured')).toBeNull();
    expect(canonicalListingAddress('/products', '?utm_source=mail&max_price=&sort=name')).toBe(
      '/products?utm_source=mail&sort=name',
    );
    expect(canonicalListingAddress('/products', '?utm_source=')).toBeNull();
  });

  it('only for a listing', () => {
    expect(canonicalListingAddress('/products/coastal-oak-spc', '?min_price=')).toBeNull();
    expect(canonicalListingAddress('/', '?q=')).toBeNull();
  });
});
