// Search and browsing over a whole list: text folding, typo-forgiving matching and ranking, and how a
// listing is filtered, counted, sorted and paged. One set of rules for the reference server (its ranking
// and facet counts), the mocks and the storefront's fallback against a server that answers the whole
// list, which loads this module only then (the listing's address rules are in ./catalogue).
import {
  FACET_KEYS,
  MAX_PAGE_SIZE,
  effectiveSort,
  type CatalogueQuery,
  type FacetKey,
  type FacetValues,
  type SortKey,
} from './catalogue';
import { centsToDecimal } from './money';

/** Lower case without accents ("Chêne" → "chene"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search or a text, folded (letters and digits; tags of HTML dropped). */
export function searchWords(text: string): string[] {
  return foldText(text.replace(/<[^>]*>/g, ' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A crude English singular, enough for a shopper's plural ("planks", "tiles", "boxes"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|ses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The spellings a typed word may stand for besides itself (each then read as a word's beginning):
 * none under 3 letters (a 1–2 letter word matches a whole word only: "h" is not every "h…"); from 3, a
 * swapped pair of neighbours ("oka" → "oak") or a doubled letter ("hering" → "herring"); from 5, one
 * extra letter left out ("flooor" → "floor").
 */
export function slipVariants(word: string): string[] {
  const variants = new Set<string>();
  if (word.length >= 3) {
    for (let i = 0; i + 1 < word.length; i++) {
      variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i + 1) + word.slice(i));
  }
  if (word.length >= 5)
    for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  variants.delete(word);
  return [...variants];
}

/**
 * True when a typed word matches a text's word (both folded): the same word or its plural; from 3
 * letters, a beginning of it as typed or as one of the typed word's slips (`slipVariants`).
 */
export function wordMatches(typed: string, word: string): boolean {
  if (typed === word || singular(typed) === singular(word)) return true;
  if (typed.length < 3) return false;
  return [typed, ...slipVariants(typed)].some((v) => word.startsWith(v));
}

/**
 * One typed word as a PostgreSQL text-search query of the `simple` configuration (no stemming: "hering"
 * must not become "here"), to be OR-ed with the word's English stem (plurals): a 1–2 letter word as a
 * whole lexeme; from 3 letters, the word and its slips as prefixes. Only letters and digits reach it
 * (`searchWords`), so nothing in it is an operator.
 */
export function wordTsQuery(word: string): string {
  if (word.length < 3) return word;
  return [word, ...slipVariants(word)].map((v) => `${v}:*`).join(' | ');
}

/** The words of a search the database is asked about (at most 8), or none. */
export function searchQueryWords(search: string): string[] {
  return searchWords(search).slice(0, 8);
}

/**
 * The relevance of a product to a search, as the storefront's fallback ranks it (the reference server
 * ranks in its database, by the same principle): every typed word must match the title or the
 * description; a title match weighs more than a description match. 0 = no match.
 */
export function textRank(search: string, title: string, description: string): number {
  const typed = searchWords(search);
  if (typed.length === 0) return 0;
  const titleWords = searchWords(title);
  const descriptionWords = searchWords(description);
  let rank = 0;
  for (const word of typed) {
    if (titleWords.some((w) => wordMatches(word, w))) rank += 10;
    else if (descriptionWords.some((w) => wordMatches(word, w))) rank += 1;
    else return 0;
  }
  return rank;
}

// ---- filtering, counting, sorting, paging ----

/** What a listing needs to know of a product. */
export interface CatalogueRecord {
  id: number;
  categoryId: number;
  /** Merchandising order ("featured"). */
  position: number;
  title: string;
  priceCents: number | null;
  facets: FacetValues;
}

export interface FacetCount {
  key: FacetKey;
  values: { value: string; count: number }[];
}

export interface CatalogueResult {
  ids: number[];
  total: number;
  page: number;
  pageSize: number;
  facets: FacetCount[];
  categories: { categoryId: number; count: number }[];
  /** Lowest and highest price per sqft among the products the price filter would choose from. */
  priceRange: { minCents: number; maxCents: number } | null;
}

/** Number-aware comparison of facet values ("6.5 mm" before "12 mm", "9\" × 48\"" before "9\" × 60\""). */
const valueOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * One page of a listing. `relevance` (product id → rank) is the search's answer when there is a search
 * text: only the products it holds match. Each facet's counts apply every other filter (so a shopper
 * sees what ticking one more value would give); the categories' counts apply every filter but the
 * category; the price range every filter but the price.
 */
export function browseCatalogue(
  records: readonly CatalogueRecord[],
  query: CatalogueQuery,
  relevance?: ReadonlyMap<number, number>,
): CatalogueResult {
  const searched = query.q && relevance ? records.filter((r) => relevance.has(r.id)) : records;
  const active = FACET_KEYS.filter((k) => (query.filters[k]?.length ?? 0) > 0);
  const inCategory = (r: CatalogueRecord) => query.categoryId === null || r.categoryId === query.categoryId;
  const inPrice = (r: CatalogueRecord) =>
    (query.priceMinCents === null || (r.priceCents !== null && r.priceCents >= query.priceMinCents)) &&
    (query.priceMaxCents === null || (r.priceCents !== null && r.priceCents <= query.priceMaxCents));
  const hasFacet = (r: CatalogueRecord, key: FacetKey) =>
    (r.facets[key] ?? []).some((v) => query.filters[key]!.includes(v));
  const passesFacets = (r: CatalogueRecord, except?: FacetKey) =>
    active.every((k) => k === except || hasFacet(r, k));

  const matching = searched.filter((r) => inCategory(r) && inPrice(r) && passesFacets(r));

  const facets: FacetCount[] = [];
  for (const key of FACET_KEYS) {
    const counts = new Map<string, number>();
    for (const r of searched) {
      if (!inCategory(r) || !inPrice(r) || !passesFacets(r, key)) continue;
      for (const value of r.facets[key] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    // A ticked value stays listed (with 0) so it can be unticked.
    for (const value of query.filters[key] ?? []) if (!counts.has(value)) counts.set(value, 0);
    if (counts.size === 0) continue;
    const values = [...counts].map(([value, count]) => ({ value, count }));
    values.sort((a, b) => valueOrder.compare(a.value, b.value));
    facets.push({ key, values });
  }

  const categoryCounts = new Map<number, number>();
  for (const r of searched) {
    if (inPrice(r) && passesFacets(r))
      categoryCounts.set(r.categoryId, (categoryCounts.get(r.categoryId) ?? 0) + 1);
  }

  let priceRange: CatalogueResult['priceRange'] = null;
  for (const r of searched) {
    if (r.priceCents === null || !inCategory(r) || !passesFacets(r)) continue;
    priceRange = priceRange
      ? {
          minCents: Math.min(priceRange.minCents, r.priceCents),
          maxCents: Math.max(priceRange.maxCents, r.priceCents),
        }
      : { minCents: r.priceCents, maxCents: r.priceCents };
  }

  const sorted = sortRecords(matching, effectiveSort(query), relevance);
  const pageSize = Math.min(Math.max(query.pageSize, 1), MAX_PAGE_SIZE);
  const start = (query.page - 1) * pageSize;
  return {
    ids: sorted.slice(start, start + pageSize).map((r) => r.id),
    total: matching.length,
    page: query.page,
    pageSize,
    facets,
    categories: [...categoryCounts].map(([categoryId, count]) => ({ categoryId, count })),
    priceRange,
  };
}

const byFeatured = (a: CatalogueRecord, b: CatalogueRecord) => a.position - b.position || a.id - b.id;
const titleOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Products without a price go last whichever way prices are sorted. */
function byPrice(direction: 1 | -1) {
  return (a: CatalogueRecord, b: CatalogueRecord) => {
    if (a.priceCents === null || b.priceCents === null) {
      return (a.priceCents === null ? 1 : 0) - (b.priceCents === null ? 1 : 0) || byFeatured(a, b);
    }
    return direction * (a.priceCents - b.priceCents) || byFeatured(a, b);
  };
}

export function sortRecords(
  records: readonly CatalogueRecord[],
  sort: SortKey,
  relevance?: ReadonlyMap<number, number>,
): CatalogueRecord[] {
  const list = [...records];
  switch (sort) {
    case 'price_asc':
      return list.sort(byPrice(1));
    case 'price_desc':
      return list.sort(byPrice(-1));
    case 'newest':
      // Ids grow as products are added.
      return list.sort((a, b) => b.id - a.id);
    case 'name':
      return list.sort((a, b) => titleOrder.compare(a.title, b.title) || a.id - b.id);
    case 'relevance':
      return list.sort(
        (a, b) => (relevance?.get(b.id) ?? 0) - (relevance?.get(a.id) ?? 0) || byFeatured(a, b),
      );
    case 'featured':
      return list.sort(byFeatured);
  }
}

/** A listing's figures as the catalogue call answers them (the reference server and the mocks): prices in dollars. */
export function catalogueResultFields(result: CatalogueResult) {
  return {
    total: result.total,
    page: result.page,
    page_size: result.pageSize,
    facets: result.facets,
    categories: result.categories.map((c) => ({ product_category_id: c.categoryId, count: c.count })),
    price_range: result.priceRange
      ? { min: centsToDecimal(result.priceRange.minCents), max: centsToDecimal(result.priceRange.maxCents) }
      : null,
  };
}
