// The document's head in the browser: title, description, keywords, canonical URL, robots, Open Graph
// and Twitter card tags. The route's head (src/app/head.ts, from the route table) is set on each
// navigation; a screen state the table cannot know (a product that does not exist) may override the
// title and robots while it is shown. The server writes the same tags into the first HTML, so on a
// server-rendered page nothing here changes the head.
import { brand } from '@/config/brand';
import type { DocumentHead, HeadOverride } from './documentMeta';

/** "<page> | <site>", or the site's title alone. */
export const titleOf = (head: Pick<DocumentHead, 'siteTitle' | 'pageTitle'>) =>
  head.pageTitle ? `${head.pageTitle} | ${head.siteTitle}` : head.siteTitle;

/** Every meta tag of a head: [attribute, name, content or undefined to leave it out]. */
export function metaEntries(head: DocumentHead): [attr: 'name' | 'property', key: string, string?][] {
  const title = head.pageTitle || head.siteTitle;
  return [
    ['name', 'description', head.description],
    ['name', 'keywords', head.keywords],
    ['name', 'robots', head.robots],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type],
    ['property', 'og:url', head.canonical],
    ['property', 'og:image', head.image],
    ['property', 'og:site_name', brand.name],
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', head.image],
  ];
}

let routeHead: DocumentHead = {
  siteTitle: brand.tagline,
  description: brand.defaultDescription,
  keywords: brand.defaultKeywords,
  type: 'website',
};
let override: HeadOverride = {};

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
  const head: DocumentHead = {
    ...routeHead,
    pageTitle: override.title ?? routeHead.pageTitle,
    robots: override.robots ?? routeHead.robots,
  };
  const title = titleOf(head);
  if (document.title !== title) document.title = title;
  for (const [attr, key, content] of metaEntries(head)) setMeta(attr, key, content);
  setCanonical(override.robots ? undefined : head.canonical);
}

/** The current route's head (src/app/RouteHead.tsx). */
export function setRouteHead(head: DocumentHead): void {
  routeHead = head;
  apply();
}

/** A screen state's own title and robots ({} to drop them). */
export function setHeadOverride(next: HeadOverride): void {
  override = next;
  apply();
}
