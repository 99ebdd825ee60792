// The browsing fields of `beforeauth/getproduct` (not in the spec; docs/catalogue.md): how a listing's
// query travels to the server and back. Without any of them the call is the spec's and answers the
// whole list (of a category), exactly as before.
import { FACET_KEYS, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, SORTS, type SortKey } from '../domain/catalogue';
import type { CatalogueInput } from './catalogue-fields';
import { FIELD_LIMITS, idField, optionalText } from './primitives';
import { z } from './zod';

/** The highest page number asked for (a crawler's link of page 10^9 is not a query worth running). */
export const MAX_PAGE = 10_000;

export { BROWSING_FIELDS } from './catalogue-fields';

/** The request of `beforeauth/getproduct`: the spec's category plus the optional browsing fields. */
export const catalogueRequest = () =>
  z.object({
    product_category_id: idField('product_category_id').optional(),
    q: optionalText('q', MAX_QUERY_LENGTH).optional(),
    sort: z
      .enum(SORTS.map((s) => s.key) as [SortKey, ...SortKey[]], { error: 'sort is not a known order' })
      .optional(),
    page: idField('page', { max: MAX_PAGE }).optional(),
    page_size: idField('page_size', { max: MAX_PAGE_SIZE }).optional(),
    price_min: idField('price_min', { min: 0 }).optional(),
    price_max: idField('price_max', { min: 0 }).optional(),
    ...Object.fromEntries(FACET_KEYS.map((key) => [key, optionalText(key, FIELD_LIMITS.idList).optional()])),
  }) as z.ZodType<CatalogueInput, CatalogueWireInput>;

export type CatalogueWireInput = Record<string, string | number | undefined>;

export * from './catalogue-fields';
