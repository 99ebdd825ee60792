// Document title, description, keywords, canonical URL and Open Graph tags (§9 default title;
// issue 4 per-page meta). One page at a time sets its meta; the layout sets the site defaults.
import { useEffect } from 'react';
import { brand } from '@/config/brand';

export interface DocumentMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** e.g. "noindex, nofollow" for the developer test pages. */
  robots?: string;
}

let defaults: Required<Pick<DocumentMeta, 'title' | 'description' | 'keywords'>> = {
  title: brand.tagline,
  description: brand.defaultDescription,
  keywords: brand.defaultKeywords,
};
let page: DocumentMeta = {};

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  // Unchanged values are not written: a page the server rendered already has them, and each write to
  // the head makes the browser look at its (large, inline) stylesheets again.
  if (el.getAttribute('content') !== content) el.setAttribute('content', content);
}

function setCanonical(href: string | undefined): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  if (el.getAttribute('href') !== href) el.href = href;
}

function apply(): void {
  if (typeof document === 'undefined') return;
  const title = page.title ? `${page.title} | ${defaults.title}` : defaults.title;
  const description = page.description || defaults.description;
  if (document.title !== title) document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', page.keywords || defaults.keywords);
  setMeta('property', 'og:title', page.title || defaults.title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', page.type ?? 'website');
  setMeta('property', 'og:image', page.image);
  setMeta('property', 'og:url', page.canonical);
  setMeta('name', 'robots', page.robots);
  setCanonical(page.canonical);
}

/** Site-wide defaults (from settings; empty values fall back to the given defaults). */
export function setDefaultMeta(next: { title: string; description: string; keywords: string }): void {
  defaults = next;
  apply();
}

/** A page's own meta, reset when the page unmounts. */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, keywords, canonical, image, type, robots } = meta;
  useEffect(() => {
    page = { title, description, keywords, canonical, image, type, robots };
    apply();
    return () => {
      page = {};
      apply();
    };
  }, [title, description, keywords, canonical, image, type, robots]);
}
