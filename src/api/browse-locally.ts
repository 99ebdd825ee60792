// The browser's paging of a whole list, for a server of the spec's contract that ignores the browsing
// fields: loaded only when such an answer comes (src/api/browse.ts).
import type { Product } from '@/contract/entities';
import { facetValuesOf, type CatalogueQuery } from '@/domain/catalogue';
import { browseCatalogue, textRank, type CatalogueRecord } from '@/domain/catalogue-search';
import type { Listing } from './browse';

export function pageLocally(products: readonly Product[], query: CatalogueQuery): Listing {
  const records: CatalogueRecord[] = products.map((p, position) => ({
    id: p.product_id,
    categoryId: p.product_category_id,
    position,
    title: p.title,
    priceCents: p.price,
    facets: facetValuesOf(p.product_specifications),
  }));
  let relevance: Map<number, number> | undefined;
  if (query.q) {
    relevance = new Map();
    for (const p of products) {
      const rank = textRank(query.q, p.title, p.description);
      if (rank > 0) relevance.set(p.product_id, rank);
    }
  }
  const result = browseCatalogue(records, query, relevance);
  const byId = new Map(products.map((p) => [p.product_id, p]));
  return {
    products: result.ids.map((id) => byId.get(id)!),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    facets: result.facets,
    categories: result.categories,
    priceRange: result.priceRange,
    pagedBy: 'browser',
  };
}
