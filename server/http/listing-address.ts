// A listing's address without its empty and default parameters (docs/catalogue.md "The listing's
// address"). The listing's GET forms, used without JavaScript, send every field: the price boxes left
// empty (`min_price=&max_price=`), the sort at its default (`sort=featured`). The server answers such a
// first visit with a permanent redirect to the same listing's address without them, so a listing has one
// address (shared, bookmarked, indexed). Parameters the listing does not read (a campaign's `utm_*`) and
// the order of the rest are kept. Server-only: no byte of it in the storefront's first visit.
import { defaultSort, FACET_KEYS, normaliseSearchText } from '../../src/domain/catalogue';

/** `/products` and `/products/category/{id}` (a trailing slash allowed). */
const LISTING_PATH = /^\/products(?:\/category\/[^/]+)?\/?$/;
const LISTING_KEYS = new Set<string>(['q', 'sort', 'page', 'min_price', 'max_price', ...FACET_KEYS]);

/**
 * The address to redirect a listing's first visit to (path and query), or null when `search` holds no
 * empty or default listing parameter (or `pathname` is not a listing).
 */
export function canonicalListingAddress(pathname: string, search: string): string | null {
  if (!LISTING_PATH.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const q = normaliseSearchText(params.get('q') ?? '');
  const all = [...params];
  const kept = all.filter(([key, value]) => {
    if (!LISTING_KEYS.has(key)) return true;
    if (value.trim() === '') return false;
    if (key === 'page') return !/^0*1$/.test(value.trim());
    if (key === 'sort') return value !== defaultSort(q) && !(value === 'relevance' && !q);
    return true;
  });
  if (kept.length === all.length) return null;
  const rest = new URLSearchParams(kept).toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
