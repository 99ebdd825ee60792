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

/** A screen state's own title (and robots) while it is mounted: not found, an error. The writer loads
 *  on its own (./documentHead.ts): no first visit needs it. */
export function useDocumentMeta(meta: HeadOverride): void {
  const { title, robots } = meta;
  useEffect(() => {
    void import('./documentHead').then((head) => head.setHeadOverride({ title, robots }));
    return () => void import('./documentHead').then((head) => head.setHeadOverride({}));
  }, [title, robots]);
}
