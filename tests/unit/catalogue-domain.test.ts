import { describe, expect, it } from 'vitest';
import { firstProductsFields } from '../../src/api/first-products';
import { keys } from '../../src/api/hooks/catalogue';
import { catalogueFields } from '../../src/contract/catalogue-fields';
import {
  emptyQuery,
  facetValuesOf,
  isPastLastPage,
  queryFromSearch,
  searchOf,
  toggleFilter,
} from '../../src/domain/catalogue';
import {
  browseCatalogue,
  slipVariants,
  textRank,
  wordMatches,
  wordTsQuery,
  type CatalogueRecord,
} from '../../src/domain/catalogue-search';

const rec = (id: number, priceCents: number | null, thickness: string, categoryId = 1): CatalogueRecord => ({
  id,
  categoryId,
  position: id,
  title: `Floor ${id}`,
  priceCents,
  facets: { thickness: [thickness], waterproof: ['Yes'] },
});

describe('the listing query string', () => {
  it('round-trips search, sort, price, facets (repeated keys) and page', () => {
    const query = queryFromSearch(
      'q=oak&sort=price_asc&min_price=2.5&max_price=4&thickness=8 mm&thickness=6.5 mm&page=3',
      2,
    );
    expect(query).toMatchObject({
      q: 'oak',
      categoryId: 2,
      sort: 'price_asc',
      page: 3,
      priceMinCents: 250,
      priceMaxCents: 400,
      filters: { thickness: ['6.5 mm', '8 mm'] },
    });
    expect(queryFromSearch(searchOf(query), 2)).toEqual(query);
    expect(searchOf(emptyQuery())).toBe('');
  });

  it('a search is sorted by best match unless another sort is named', () => {
    expect(queryFromSearch('q=oak', null).sort).toBe('relevance');
    expect(searchOf(queryFromSearch('q=oak', null))).toBe('q=oak');
    const featured = queryFromSearch('q=oak&sort=featured', null);
    expect(featured.sort).toBe('featured');
    expect(queryFromSearch(searchOf(featured), null)).toEqual(featured);
    expect(queryFromSearch('sort=relevance', null).sort).toBe('relevance');
    expect(searchOf(queryFromSearch('sort=relevance', null))).toBe('');
  });

  it('drops what it cannot read instead of failing', () => {
    const query = queryFromSearch('sort=cheapest&page=-2&min_price=abc&colour=red', null);
    expect(query).toEqual(emptyQuery());
  });

  it('an unknown sort falls back to the default one, silently, and leaves the address', () => {
    expect(queryFromSearch('sort=zzz&page=999', null)).toEqual({ ...emptyQuery(), page: 999 });
    const search = queryFromSearch('q=oak&sort=zzz', null);
    expect(search.sort).toBe('relevance');
    expect(searchOf({ ...search, page: 2 })).toBe('q=oak&page=2');
  });

  it('a page past the last is one past pageCount; an empty listing has one page', () => {
    expect(isPastLastPage(1, 24, 24)).toBe(false);
    expect(isPastLastPage(2, 24, 24)).toBe(true);
    expect(isPastLastPage(2, 25, 24)).toBe(false);
    expect(isPastLastPage(3, 25, 24)).toBe(true);
    expect(isPastLastPage(999, 24, 24)).toBe(true);
    expect(isPastLastPage(1, 0, 24)).toBe(false);
    expect(isPastLastPage(2, 0, 24)).toBe(true);
  });

  it('toggling a facet value goes back to page 1', () => {
    const on = toggleFilter({ ...emptyQuery(), page: 4 }, 'thickness', '8 mm');
    expect(on.page).toBe(1);
    expect(toggleFilter(on, 'thickness', '8 mm').filters).toEqual({});
  });
});

describe('browseCatalogue', () => {
  const records = [
    rec(1, 300, '6.5 mm'),
    rec(2, 200, '8 mm'),
    rec(3, 100, '6.5 mm'),
    rec(4, null, '6.5 mm', 2),
  ];

  it('filters by a thickness, sorts by price (no price last) and counts each facet without its own filter', () => {
    const result = browseCatalogue(records, {
      ...emptyQuery(),
      sort: 'price_asc',
      filters: { thickness: ['6.5 mm'] },
    });
    expect(result.ids).toEqual([3, 1, 4]);
    expect(result.total).toBe(3);
    expect(result.facets.find((f) => f.key === 'thickness')!.values).toEqual([
      { value: '6.5 mm', count: 3 },
      { value: '8 mm', count: 1 },
    ]);
    expect(result.categories).toEqual([
      { categoryId: 1, count: 2 },
      { categoryId: 2, count: 1 },
    ]);
  });

  it('pages', () => {
    const result = browseCatalogue(records, { ...emptyQuery(), pageSize: 3, page: 2 });
    expect(result).toMatchObject({ ids: [4], total: 4, page: 2 });
  });

  it('keeps only what the search matched, best first', () => {
    const result = browseCatalogue(
      records,
      { ...emptyQuery(), q: 'x', sort: 'relevance' },
      new Map([
        [2, 1],
        [4, 5],
      ]),
    );
    expect(result.ids).toEqual([4, 2]);
  });
});

describe('search text', () => {
  it('forgives case, accents, plurals and one slip; title above description', () => {
    expect(textRank('OAK', 'Coastal Oak SPC', '')).toBeGreaterThan(0);
    expect(textRank('chêne', 'Chene Naturel', '')).toBeGreaterThan(0);
    expect(textRank('planks', 'Wide plank', '')).toBeGreaterThan(0);
    expect(textRank('oka', 'Coastal Oak SPC', '')).toBeGreaterThan(0);
    expect(textRank('walnut', 'Coastal Oak SPC', '')).toBe(0);
    expect(textRank('oak', 'Coastal Oak', '')).toBeGreaterThan(textRank('oak', 'Walnut', 'goes with oak'));
  });

  it('matches 1–2 letter words whole, from 3 letters a prefix or a slip, from 5 one extra letter', () => {
    // "h" is not every word beginning with h.
    expect(wordMatches('h', 'herringbone')).toBe(false);
    expect(wordMatches('h', 'h')).toBe(true);
    expect(wordMatches('mm', 'mmx')).toBe(false);
    expect(wordMatches('her', 'herringbone')).toBe(true);
    // A doubled letter ("hering" → "herring…"), a swapped pair ("oka" → "oak").
    expect(wordMatches('hering', 'herringbone')).toBe(true);
    expect(wordMatches('oka', 'oak')).toBe(true);
    // One extra letter only from 5 letters.
    expect(wordMatches('flooor', 'floor')).toBe(true);
    expect(wordMatches('oaak', 'oak')).toBe(false);
    expect(wordMatches('walnut', 'oak')).toBe(false);
    expect(textRank('h', 'Herringbone Hickory', 'hand scraped')).toBe(0);
    expect(textRank('hering', 'Herringbone Hickory', '')).toBeGreaterThan(0);
  });

  it('builds a tsquery per word of prefixes (whole words under 3 letters), with slips', () => {
    expect(wordTsQuery('x')).toBe('x');
    expect(wordTsQuery('oka')).toBe('oka:* | koa:* | oak:* | ooka:* | okka:* | okaa:*');
    expect(slipVariants('hering')).toContain('herring');
    expect(slipVariants('oak')).not.toContain('ok');
  });

  it('reads facets from specification rows by their titles', () => {
    expect(
      facetValuesOf([
        {
          product_specifications_detail: [
            { title: ' Thickness ', sub_title: '6.5  mm' },
            { title: 'Radiant heat', sub_title: 'Compatible' },
            { title: 'Plank size', sub_title: '9" × 60"' },
          ],
        },
      ]),
    ).toEqual({ thickness: ['6.5 mm'], plank_size: ['9" × 60"'] });
  });
});

describe('the first products of a category (home, related products)', () => {
  it('ask exactly what the listing rules ask for an unnarrowed query of that size, under one cache key', () => {
    for (const categoryId of [null, 3]) {
      const listing = catalogueFields({ ...emptyQuery(categoryId), pageSize: 5 });
      expect(firstProductsFields(categoryId, 5)).toEqual(listing);
      // The key is the fields in order: the server's first HTML and the screen must build the same one.
      expect(keys.catalogue(firstProductsFields(categoryId, 5))).toEqual(keys.catalogue(listing));
    }
  });
});
