import { useEffect } from 'react';
import useSWR from 'swr';
import { useLocation, useRoute } from 'wouter';
import { useSettings } from '@/api';
import { keys } from '@/api/hooks/catalogue';
import { routes, type HeadData } from '@/config/routes';

/** An answer the page's screens have loaded (or the server sent), read from the cache: never fetched. */
function useLoaded<T>(key: readonly unknown[] | null): T | undefined {
  return useSWR<T>(key, null).data;
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
  const homeScreen = useLoaded<HeadData['homeScreen']>(keys.home);
  const aboutUs = useLoaded<HeadData['aboutUs']>(keys.about);
  const categories = useLoaded<HeadData['categories']>(keys.categories);
  const productDetails = useLoaded<HeadData['productDetails']>(slug ? keys.product(slug) : null);
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
