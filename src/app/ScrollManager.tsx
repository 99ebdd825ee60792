import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { keepsPlace } from '@/state';
import type * as HistoryPlaces from './historyPlaces';

/** Where the page goes (src/app/historyPlaces.ts): loaded once the first page has hydrated. */
let places: Promise<typeof HistoryPlaces> | undefined;
let loaded: typeof HistoryPlaces | undefined;

// The entry left keeps the offset it had as the address changed, taken before the router draws the next
// page (historyPlaces `leave`). Listened for from the start, before the router's own listener (wouter
// listens once the app first renders): `window`'s listeners ran in the order they were added (a capturing
// one too: measured in Chromium, docs/catalogue.md), and the router's render runs in the microtasks
// between a browser event's listeners, so a listener added later saw the next page, and the next entry
// already on screen. wouter sends `pushState` from the call itself, before any microtask.
if (typeof window !== 'undefined') {
  for (const type of ['popstate', 'pushState']) addEventListener(type, () => loaded?.leave());
}

/**
 * §2 the page scrolls smoothly to the top on every route change; /?product scrolls smoothly to the
 * home page's product section once it has rendered. Back and Forward put a page back where it was left,
 * once drawn (docs/catalogue.md "Where the page stays").
 * The page the app opens on is no change of route: where it is scrolled is the browser's (the top, an
 * `#anchor`, the place a reload or Back restores) or the shopper's, who may have scrolled a server-rendered
 * page before its code came; hydration does not send it back to the top. Nor is a change of a listing's
 * filters, sort or price (`keepPlaceFor`): the shopper ticking several boxes low in the sidebar keeps
 * their place.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const search = useSearch();
  const opened = useRef(false);

  useEffect(() => {
    const firstPage = !opened.current;
    opened.current = true;
    const kept = keepsPlace(search ? `${location}?${search}` : location);
    let stop: (() => void) | null | undefined;
    (places ??= import('./historyPlaces')).then(
      (module) => {
        loaded = module;
        if (stop === undefined) stop = module.arrive(location, search, firstPage, kept);
      },
      () => {
        places = undefined; // asked again at the next change; this one goes to the top (§2)
        if (!firstPage && !kept) window.scrollTo(0, 0);
      },
    );
    return () => {
      stop?.();
      stop = null;
    };
  }, [location, search]);

  return null;
}
