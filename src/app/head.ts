// One description of a page's head, from its route's `head` (src/config/routes.ts) and the site's
// settings (§3 meta_title, meta_description, meta_tag; §9 defaults): the server writes it into the
// first HTML (src/entry-server.tsx → headTags), the browser keeps it in step on navigation
// (./RouteHead.tsx → services/documentMeta). Crawlers and link previews that run no script read it.
import { brand } from '@/config/brand';
import { absoluteUrl } from '@/config/paths';
import { matchRoute, type HeadData, type PageHead, type RouteEntry } from '@/config/routes';
import type { SiteSettings } from '@/contract';
import { plainText, truncateText } from '@/domain/text';
import { metaEntries, setRouteHead, titleOf } from '@/services/documentHead';
import type { DocumentHead } from '@/services/documentMeta';

/** What a page that no route knows says (the not-found page). */
const NOT_FOUND: PageHead = { title: 'Page not found', noindex: true };

/** The head of `pathname` on `route` (null: not found), from the data the page has. */
export function describeHead(
  route: RouteEntry | null,
  params: Record<string, string | null>,
  pathname: string,
  data: HeadData & { settings?: SiteSettings },
  appUrl?: string,
): DocumentHead {
  const page = !route ? NOT_FOUND : typeof route.head === 'function' ? route.head(data, params) : route.head;
  const settings = data.settings;
  const siteTitle = settings?.meta_title || brand.tagline;
  const description =
    truncateText(plainText(page.description), 160) || settings?.meta_description || brand.defaultDescription;
  return {
    siteTitle,
    pageTitle: page.title,
    description,
    keywords: settings?.meta_tag || brand.defaultKeywords,
    canonical: page.noindex ? undefined : absoluteUrl(pathname, appUrl),
    image: page.image ? absoluteUrl(page.image, appUrl) : undefined,
    type: page.type ?? 'website',
    robots: page.noindex ? 'noindex, nofollow' : undefined,
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML tags, in the order and with the names the browser's writer looks for. */
export function headTags(head: DocumentHead): string {
  const tags = [`<title>${escape(titleOf(head))}</title>`];
  for (const [attr, key, content] of metaEntries(head)) {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escape(content)}">`);
  }
  if (head.canonical) tags.push(`<link rel="canonical" href="${escape(head.canonical)}">`);
  return tags.join('');
}

/** Sets the browser's head for `pathname` from the data its screens have loaded (src/app/RouteHead.tsx). */
export function applyRouteHead(pathname: string, data: HeadData & { settings?: SiteSettings }): void {
  const match = matchRoute(pathname);
  setRouteHead(describeHead(match?.route ?? null, match?.params ?? {}, pathname, data));
}
