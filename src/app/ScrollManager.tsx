import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { keepsPlace } from '@/state';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * §2 the page scrolls smoothly to the top on every route change; /?product scrolls smoothly to the
 * home page's product section once it has rendered (the home screen is lazy, so wait for it).
 * The page the app opens on is no change of route: where it is scrolled is the browser's (the top, an
 * `#anchor`, the place a reload or Back restores) or the shopper's, who may have scrolled a server-rendered
 * page before its code came; hydration does not send it back to the top. Nor is a change of a listing's
 * filters, sort or price (`keepPlaceFor`, docs/catalogue.md "Where the page stays"): the shopper ticking
 * several boxes low in the sidebar keeps their place.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const search = useSearch();
  const wantsProducts = location === '/' && new URLSearchParams(search).has('product');
  const opened = useRef(false);

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const firstPage = !opened.current;
    opened.current = true;
    if (keepsPlace(search ? `${location}?${search}` : location)) return;
    if (!wantsProducts) {
      if (!firstPage) window.scrollTo({ top: 0, behavior });
      return;
    }
    const scrollToSection = () => {
      const section = document.getElementById(HOME_PRODUCTS_ANCHOR);
      if (!section) return false;
      section.scrollIntoView({ behavior, block: 'start' });
      return true;
    };
    if (scrollToSection()) return;
    const observer = new MutationObserver(() => {
      if (scrollToSection()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [location, search, wantsProducts]);

  return null;
}
