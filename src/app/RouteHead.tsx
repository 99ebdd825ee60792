import { useEffect } from 'react';
import useSWR from 'swr';
import { useLocation, useRoute } from 'wouter';
import { useSettings } from '@/api';
import { fetchers, keys } from '@/api/hooks/catalogue';
import { routes, type HeadData } from '@/config/routes';

/** Never fetched on this hook's own account: it reads what the page's screens loaded (or the server sent). */
export const READ_ONLY = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;

/**
 * An answer the page's screens have loaded, from the cache. It subscribes with the key's real fetcher:
 * SWR runs a screen's revalidation ("Try again") through the key's first subscriber, which may be this
 * one, and a subscriber without a fetcher would make that retry do nothing.
 */
function useLoaded<T>(key: readonly unknown[] | null, fetcher: (() => Promise<T>) | null): T | undefined {
  return useSWR<T>(key, fetcher, READ_ONLY).data;
}

function decoded(segment: string | undefined): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the document's head in step with the route (title, description, canonical, link preview,
 * robots), from the route table's head and the site's settings: the same description the server
 * wrote into the first HTML (src/app/head.ts, loaded on its own: a first visit's head is already in
 * the server's HTML).
 */
export function RouteHead() {
  const [pathname] = useLocation();
  const [, product] = useRoute<{ slug: string }>(routes.product.path);
  const slug = decoded(product?.slug);
  const { data: settings } = useSettings();
  const homeScreen = useLoaded<HeadData['homeScreen']>(keys.home, fetchers.home);
  const aboutUs = useLoaded<HeadData['aboutUs']>(keys.about, fetchers.about);
  const categories = useLoaded<HeadData['categories']>(keys.categories, fetchers.categories);
  const productDetails = useLoaded<HeadData['productDetails']>(
    slug ? keys.product(slug) : null,
    slug ? fetchers.product(slug) : null,
  );
  useEffect(() => {
    let live = true;
    void import('./head').then(({ applyRouteHead }) => {
      if (live) applyRouteHead(pathname, { homeScreen, aboutUs, categories, productDetails, settings });
    });
    return () => {
      live = false;
    };
  }, [pathname, homeScreen, aboutUs, categories, productDetails, settings]);
  return null;
}
