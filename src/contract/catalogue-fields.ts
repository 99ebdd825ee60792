// The browsing fields of `beforeauth/getproduct` as the browser sends them and a server reads them,
// without zod (the storefront's first visit does not load the contract's schemas): docs/catalogue.md.
import {
  FACET_KEYS,
  defaultSort,
  emptyQuery,
  facetValue,
  queryFromSearch,
  type CatalogueQuery,
  type FacetValues,
  type SortKey,
} from '../domain/catalogue';

/** Values of one facet in one field: joined with this (a facet value never holds it). */
export const FACET_VALUE_SEPARATOR = '|';

export const BROWSING_FIELDS = [
  'q',
  'sort',
  'page',
  'page_size',
  'price_min',
  'price_max',
  ...FACET_KEYS,
] as const;

export interface CatalogueInput {
  product_category_id?: number;
  q?: string;
  sort?: SortKey;
  page?: number;
  page_size?: number;
  price_min?: number;
  price_max?: number;
  [facet: string]: string | number | undefined;
}

/** The wire fields asking for one page of a listing (prices in cents, a facet's values joined). */
export function catalogueFields(query: CatalogueQuery): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    page: query.page,
    page_size: query.pageSize,
    sort: query.sort,
  };
  if (query.categoryId !== null) fields.product_category_id = query.categoryId;
  if (query.q) fields.q = query.q;
  if (query.priceMinCents !== null) fields.price_min = query.priceMinCents;
  if (query.priceMaxCents !== null) fields.price_max = query.priceMaxCents;
  for (const key of FACET_KEYS) {
    const values = query.filters[key];
    if (values?.length) fields[key] = values.join(FACET_VALUE_SEPARATOR);
  }
  return fields;
}

/** The fields of the page a listing's address shows, as text (the server's first HTML asks them; the
 *  listing screen asks the same through catalogueFields). */
export function listingFields(
  search: string | URLSearchParams,
  categoryId: number | null,
): Record<string, string> {
  const fields = catalogueFields(queryFromSearch(search, categoryId));
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

/** A server's reading of the fields: the listing's query, or null for the spec's whole-list call. */
export function queryOfCatalogueInput(input: CatalogueInput): CatalogueQuery | null {
  if (!BROWSING_FIELDS.some((field) => input[field] !== undefined && input[field] !== '')) return null;
  const query = emptyQuery(input.product_category_id ?? null);
  const filters: FacetValues = {};
  for (const key of FACET_KEYS) {
    const raw = input[key];
    if (typeof raw !== 'string' || raw === '') continue;
    const values = [...new Set(raw.split(FACET_VALUE_SEPARATOR).map(facetValue))].filter(
      (v): v is string => v !== null,
    );
    if (values.length > 0) filters[key] = values.sort();
  }
  let min = input.price_min ?? null;
  let max = input.price_max ?? null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const q = (input.q ?? '').replace(/\s+/g, ' ').trim();
  return {
    ...query,
    q,
    sort: input.sort ?? defaultSort(q),
    page: input.page ?? 1,
    pageSize: input.page_size ?? query.pageSize,
    priceMinCents: min,
    priceMaxCents: max,
    filters,
  };
}
