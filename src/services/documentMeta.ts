// The document's head: what it says (DocumentHead, written by the server into the first HTML and kept
// in step in the browser by ./documentHead.ts), and a screen state's own title over the route's head.
import { useEffect } from 'react';

export interface DocumentHead {
  /** The site's title (settings' meta_title, or §9's default). */
  siteTitle: string;
  pageTitle?: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** Absolute URL of the link preview's picture. */
  image?: string;
  type: 'website' | 'product' | 'article';
  /** e.g. "noindex, nofollow" for pages that are the shopper's own or for developers. */
  robots?: string;
}

/** A screen state's own title and robots, over the route's head. */
export interface HeadOverride {
  title?: string;
  robots?: string;
}

/**
 * The route's head: what writes it while it is still the one the server wrote into the first page's
 * HTML, then that write's promise. Until then the browser's writer (./documentHead.ts) lacks it:
 * src/app/RouteHead.tsx leaves the head's code unloaded on a server-rendered page until the page changes,
 * and puts here what writes it. A screen state's own title goes over the route's head, so the writer
 * must know that head first (or it would write the rest of the head from the site's defaults: a
 * not-found page lost its `noindex`).
 */
let routeHead: Promise<void> | (() => Promise<void>) = Promise.resolve();

/** What writes the first page's route head, while it is still the server's (null once written). */
export function setUnwrittenRouteHead(write: (() => Promise<void>) | null): void {
  routeHead = write ?? Promise.resolve();
}

/** The route's head given to the writer, if it has not been yet: one write that every screen state's
 *  title waits for, so that they still go over it in the order of their effects. */
function routeHeadWritten(): Promise<void> {
  if (typeof routeHead === 'function') routeHead = routeHead();
  return routeHead;
}

/** A screen state's own title (and robots) while it is mounted: not found, an error. The writer loads
 *  on its own (./documentHead.ts): no first visit needs it. */
export function useDocumentMeta(meta: HeadOverride): void {
  const { title, robots } = meta;
  useEffect(() => {
    let shown = true;
    // After the import (a later task): RouteHead's effect of the same commit has run by then. Not once
    // the screen state has gone (the route head's code can come after the shopper has left).
    void import('./documentHead').then(async (head) => {
      await routeHeadWritten();
      if (shown) head.setHeadOverride({ title, robots });
    });
    return () => {
      shown = false;
      void import('./documentHead').then((head) => head.setHeadOverride({}));
    };
  }, [title, robots]);
}
