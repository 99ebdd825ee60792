// Browsing a large catalogue: the facets flooring shoppers filter on (read from each product's own
// specification rows), the sorts, the page size and the address (query string) of a listing. How a
// listing is searched, filtered, counted, sorted and paged is in ./catalogue-search.

/**
 * The facets and the specification row titles (compared trimmed, case-insensitively) each is read from.
 * A row whose title is not listed is not a facet.
 */
export const FACETS = [
  { key: 'thickness', label: 'Thickness', rows: ['thickness', 'overall thickness', 'total thickness'] },
  { key: 'wear_layer', label: 'Wear layer', rows: ['wear layer', 'wear layer thickness'] },
  { key: 'plank_size', label: 'Plank size', rows: ['plank size', 'piece size', 'tile size', 'size'] },
  { key: 'waterproof', label: 'Waterproof', rows: ['waterproof'] },
  { key: 'installation', label: 'Installation', rows: ['installation', 'installation method'] },
  { key: 'look', label: 'Look', rows: ['look', 'colour', 'color', 'species', 'style'] },
] as const;

export type FacetKey = (typeof FACETS)[number]['key'];
export const FACET_KEYS: readonly FacetKey[] = FACETS.map((f) => f.key);
export type FacetValues = Partial<Record<FacetKey, string[]>>;

const facetByRowTitle = new Map<string, FacetKey>(
  FACETS.flatMap((f) => f.rows.map((row) => [row, f.key] as const)),
);

/** Every row title that is read as a facet (lower case), for a server's query. */
export const FACET_ROW_TITLES: readonly string[] = [...facetByRowTitle.keys()];

/** The facet a specification row feeds, or null. */
export function facetOfRow(title: string | null | undefined): FacetKey | null {
  return facetByRowTitle.get((title ?? '').trim().toLowerCase()) ?? null;
}

/** A row's value as a facet value: trimmed, inner whitespace collapsed; empty → null. */
export function facetValue(subTitle: string | null | undefined): string | null {
  const value = (subTitle ?? '').replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}

interface SpecGroupLike {
  product_specifications_detail: readonly { title?: string | null; sub_title?: string | null }[];
}

/** A product's facet values from its specification groups (a value once per facet). */
export function facetValuesOf(groups: readonly SpecGroupLike[]): FacetValues {
  const values: FacetValues = {};
  for (const group of groups) {
    for (const row of group.product_specifications_detail) {
      const key = facetOfRow(row.title);
      const value = facetValue(row.sub_title);
      if (!key || !value) continue;
      const list = (values[key] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  return values;
}

export const SORTS = [
  { key: 'featured', label: 'Featured' },
  { key: 'relevance', label: 'Best match' },
  { key: 'price_asc', label: 'Price: low to high' },
  { key: 'price_desc', label: 'Price: high to low' },
  { key: 'newest', label: 'Newest' },
  { key: 'name', label: 'Name' },
] as const;
export type SortKey = (typeof SORTS)[number]['key'];
const SORT_KEYS = new Set<string>(SORTS.map((s) => s.key));

/** Cards per page: six rows of four on a desktop, twelve of two on a phone. */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
/** Longest search text kept. */
export const MAX_QUERY_LENGTH = 100;

export interface CatalogueQuery {
  q: string;
  categoryId: number | null;
  sort: SortKey;
  page: number;
  pageSize: number;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  filters: FacetValues;
}

export function emptyQuery(categoryId: number | null = null): CatalogueQuery {
  return {
    q: '',
    categoryId,
    sort: 'featured',
    page: 1,
    pageSize: PAGE_SIZE,
    priceMinCents: null,
    priceMaxCents: null,
    filters: {},
  };
}

/** The sort a listing has when its address names none: "Best match" for a search, else "Featured". */
export function defaultSort(q: string): SortKey {
  return q ? 'relevance' : 'featured';
}

/** The sort a listing uses: relevance only means something with a search text. */
export function effectiveSort(query: Pick<CatalogueQuery, 'q' | 'sort'>): SortKey {
  if (query.sort === 'relevance') return query.q ? 'relevance' : 'featured';
  return query.sort;
}

/** True when the shopper narrowed the listing (search, price or a facet): "clear filters" applies. */
export function isNarrowed(query: CatalogueQuery): boolean {
  return (
    query.q !== '' ||
    query.priceMinCents !== null ||
    query.priceMaxCents !== null ||
    FACET_KEYS.some((k) => (query.filters[k]?.length ?? 0) > 0)
  );
}

// ---- the address of a listing (the query string) ----

/** Dollars as typed in a price box ("12", "12.5", "$12.50") → cents, or null when not a price. */
export function dollarsToCents(text: string | null | undefined): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A price as a listing's address and price fields write it: whole dollars bare, else two decimals. */
export function centsToDollarText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!text || !/^\d{1,9}$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * A listing's query from its URL's search (`?q=…&sort=…&page=…&min_price=…&max_price=…&<facet>=…`,
 * a facet repeated once per value, as a GET form's checkboxes send it). Unknown or malformed parts are
 * dropped, never an error: an old or hand-edited link still opens a listing.
 */
export function queryFromSearch(search: string | URLSearchParams, categoryId: number | null): CatalogueQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort') ?? '';
  const q = normaliseSearchText(params.get('q') ?? '');
  let priceMinCents = dollarsToCents(params.get('min_price'));
  let priceMaxCents = dollarsToCents(params.get('max_price'));
  if (priceMinCents !== null && priceMaxCents !== null && priceMinCents > priceMaxCents) {
    [priceMinCents, priceMaxCents] = [priceMaxCents, priceMinCents];
  }
  const filters: FacetValues = {};
  for (const key of FACET_KEYS) {
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map(facetValue)
          .filter((v): v is string => v !== null),
      ),
    ];
    if (values.length > 0) filters[key] = values.sort();
  }
  return {
    q,
    categoryId,
    sort: SORT_KEYS.has(sort) ? (sort as SortKey) : defaultSort(q),
    page: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZE,
    priceMinCents,
    priceMaxCents,
    filters,
  };
}

/** The query string of a listing (without "?"; empty for the plain listing). Stable order. */
export function searchOf(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  const sort = effectiveSort(query);
  if (sort !== defaultSort(query.q)) params.set('sort', sort);
  if (query.priceMinCents !== null) params.set('min_price', centsToDollarText(query.priceMinCents));
  if (query.priceMaxCents !== null) params.set('max_price', centsToDollarText(query.priceMaxCents));
  for (const key of FACET_KEYS) for (const value of query.filters[key] ?? []) params.append(key, value);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The query with one facet value switched on or off (back to page 1). */
export function toggleFilter(query: CatalogueQuery, key: FacetKey, value: string): CatalogueQuery {
  const current = query.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const filters = { ...query.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...query, filters, page: 1 };
}

/** The same listing without search, price or facets (the sort is kept). */
export function clearedQuery(query: CatalogueQuery): CatalogueQuery {
  return { ...emptyQuery(query.categoryId), sort: query.q ? 'featured' : query.sort };
}

// ---- search text ----

/** Search text as kept: whitespace collapsed, trimmed, bounded. */
export function normaliseSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Pages in a listing of `total` products. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * True when a listing's page is past its last one (an old or hand-edited link, e.g. `?page=999`): the
 * listing then says there is no such page (404 on a first visit), not that the shop has no products.
 * An empty listing has one page, its empty state.
 */
export function isPastLastPage(page: number, total: number, pageSize: number): boolean {
  return page > pageCount(total, pageSize);
}
