// SWR hooks for the public catalogue and content (§7 beforeauth reads).
import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { call } from '@/api/client';

export const keys = {
  settings: ['settings'] as const,
  home: ['homeScreen'] as const,
  about: ['aboutUs'] as const,
  tiers: ['shippingCharge'] as const,
  categories: ['categories'] as const,
  products: (categoryId: number | null) => ['products', categoryId ?? 'ALL'] as const,
  product: (slug: string) => ['productDetails', slug] as const,
  /** A listing's page by the wire fields asked (sorted, so one page has one key on server and client). */
  /** A page by the wire fields asked: the server's first HTML and the screens build them with the same
   *  functions, so in the same order. */
  catalogue: (fields: Record<string, string | number>) =>
    ['catalogue', new URLSearchParams(fields as Record<string, string>).toString()] as const,
  suggestions: (q: string) => ['searchSuggestions', q] as const,
};

/** Site settings: contact details, tax, warehouse, policies, meta. */
export function useSettings() {
  return useSWRImmutable(keys.settings, () => call('settings'));
}

/**
 * The fetchers of the keys above that other hooks may share (src/app/RouteHead.tsx reads their answers
 * for the page's head; src/api/hooks/preloadShopperReads.ts asks for the tiers as the cart page starts).
 * Every hook of a key must have its real fetcher: SWR revalidates a key (a screen's "Try again") through
 * the first hook that subscribed to it, whichever that is.
 */
export const fetchers = {
  home: () => call('homeScreen'),
  about: () => call('aboutUs'),
  categories: () => call('categories'),
  tiers: () => call('shippingCharge'),
  product: (slug: string) => () => call('productDetails', { slug }),
};

export function useHomeContent() {
  return useSWR(keys.home, fetchers.home);
}

export function useAboutContent() {
  return useSWR(keys.about, fetchers.about);
}

/** Delivery tiers (price per pallet by mile range). */
export function useDeliveryTiers() {
  return useSWRImmutable(keys.tiers, fetchers.tiers);
}

/** §4 "categories fetched on mount". */
export function useCategories() {
  return useSWRImmutable(keys.categories, fetchers.categories);
}

/** Products of one category, or ALL (null → empty body, §7). §4 "fetched once on mount only". */
export function useProducts(categoryId: number | null) {
  return useSWRImmutable(keys.products(categoryId), () =>
    call('products', categoryId === null ? {} : { product_category_id: categoryId }),
  );
}

/** A product by its slug. Its data is `null` when the page came from the server with the shop's answer
 *  that no product has this slug (src/app/renderPlan.ts `fallbackOf`). */
export function useProduct(slug: string | null) {
  return useSWR<Awaited<ReturnType<ReturnType<typeof fetchers.product>>> | null>(
    slug ? keys.product(slug) : null,
    slug ? fetchers.product(slug) : null,
  );
}

/** Suggestions for what the shopper is typing (null → none asked). */
export function useSearchSuggestions(q: string | null) {
  return useSWRImmutable(q ? keys.suggestions(q) : null, () => call('searchSuggestions', { q: q! }));
}
