import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { paths } from '@/config/paths';

/** §2 header links, shared by the header and the mobile menu. */
export const navLinks = [
  { label: 'Home', href: paths.home },
  { label: 'Product', href: paths.homeProducts },
  { label: 'About Us', href: paths.aboutUs },
  { label: 'Contact Us', href: paths.contactUs },
] as const;

/** §2 the header is transparent and overlaid on / and /about-us, black elsewhere. */
export function isOverlayRoute(location: string): boolean {
  return location === paths.home || location === paths.aboutUs;
}

/**
 * A header link's click when it leads to the address already on screen (Product on `/?product` after
 * scrolling away, Home on `/`): the router draws nothing new for it, so the link goes itself where
 * arriving there goes (src/app/historyPlaces.ts `arrive`): the home page's products, else the top. Its
 * own hook, so only the links follow the address's query.
 */
export function useRevisit(href: string) {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return (event: MouseEvent) => {
    if (here !== href) return;
    event.preventDefault();
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const products = href === paths.homeProducts ? document.getElementById(HOME_PRODUCTS_ANCHOR) : null;
    if (products) products.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, behavior });
  };
}
