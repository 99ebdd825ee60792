import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useLocation, useRoute } from 'wouter';
import { useSettings } from '@/api';
import { fetchers, keys } from '@/api/hooks/catalogue';
import { routes, type HeadData } from '@/config/routes';
import { setUnwrittenRouteHead } from '@/services/documentMeta';
import { isHydratingServerHtml } from '@/ui/ClientOnly';

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
 * the server's HTML, and the code loads only once the page or its data change, or a screen state puts
 * its own title over it).
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
  // What the server rendered the first page with: while the page and its data are the same, the head
  // the server wrote is the route's head, and the head's code (2.4 KB) is not loaded for it. Once
  // anything has changed, no longer: Back to the first page must write its head again.
  const serverPage = useRef(
    isHydratingServerHtml() ? { pathname, homeScreen, aboutUs, categories, productDetails, settings } : null,
  );
  useEffect(() => {
    let live = true;
    const data = { homeScreen, aboutUs, categories, productDetails, settings };
    const write = () =>
      import('./head').then(({ applyRouteHead }) => {
        if (live) applyRouteHead(pathname, data);
      });
    const first = serverPage.current;
    const unchanged =
      first?.pathname === pathname &&
      (Object.keys(data) as (keyof typeof data)[]).every((key) => first[key] === data[key]);
    // A screen state's own title over it (not found, an error) writes it first (services/documentMeta).
    setUnwrittenRouteHead(unchanged ? write : null);
    if (!unchanged) {
      serverPage.current = null;
      void write();
    }
    return () => {
      live = false;
    };
  }, [pathname, homeScreen, aboutUs, categories, productDetails, settings]);
  return null;
}
