// The first products of a category or of the whole catalogue, in its own order: home's list (and the
// first HTML of home, src/config/routes.ts through src/app/renderPlan.ts). One page asked with the
// catalogue's browsing fields, without the listing's query rules, so home's first visit does not carry
// them (src/api/browse.ts has them). Only home imports it, so its code is in home's chunk.
import useSWRImmutable from 'swr/immutable';
import { call } from './client';
import { keys } from './hooks/catalogue';

/**
 * The fields of page 1 of `count` products: what the listing's rules send for a query with nothing
 * narrowed and that page size (tests/unit/catalogue-domain.test.ts holds them equal), so the server's
 * render plan and the screens ask the same page under the same key.
 */
export function firstProductsFields(
  categoryId: number | null,
  count: number,
): Record<string, string | number> {
  const fields: Record<string, string | number> = { page: 1, page_size: count, sort: 'featured' };
  if (categoryId !== null) fields.product_category_id = categoryId;
  return fields;
}

/** The first `count` products, or undefined while they load. A server of the spec's contract answers the
 *  whole list, in the catalogue's order: its first ones. */
export function useFirstProducts(categoryId: number | null, count: number) {
  const fields = firstProductsFields(categoryId, count);
  const answer = useSWRImmutable(keys.catalogue(fields), () => call('catalogue', fields), {
    keepPreviousData: true,
  });
  const products = answer.data && answer.data.products.slice(0, count);
  return { ...answer, products };
}
