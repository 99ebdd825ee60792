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
};

/** Site settings: contact details, tax, warehouse, policies, meta. */
export function useSettings() {
  return useSWRImmutable(keys.settings, () => call('settings'));
}

export function useHomeContent() {
  return useSWR(keys.home, () => call('homeScreen'));
}

export function useAboutContent() {
  return useSWR(keys.about, () => call('aboutUs'));
}

/** Delivery tiers (price per pallet by mile range). */
export function useDeliveryTiers() {
  return useSWRImmutable(keys.tiers, () => call('shippingCharge'));
}

/** §4 "categories fetched on mount". */
export function useCategories() {
  return useSWRImmutable(keys.categories, () => call('categories'));
}

/** Products of one category, or ALL (null → empty body, §7). §4 "fetched once on mount only". */
export function useProducts(categoryId: number | null) {
  return useSWRImmutable(keys.products(categoryId), () =>
    call('products', categoryId === null ? {} : { product_category_id: categoryId }),
  );
}

export function useProduct(slug: string | null) {
  return useSWR(slug ? keys.product(slug) : null, () => call('productDetails', { slug: slug! }));
}
