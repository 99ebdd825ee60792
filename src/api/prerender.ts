// Pages rendered by a server (issue 9): the catalogue answers a page was rendered with travel in the
// HTML (a JSON data block), so the browser hydrates with the same data and does not fetch it again.
// Only public catalogue reads (the same for every shopper) are ever prerendered; nothing a shopper owns.
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { Envelope, endpoints } from '../contract';
import { keys } from './hooks/catalogue';

/** The reads a server may render a page with. */
export const PRERENDER_READS = [
  'settings',
  'homeScreen',
  'aboutUs',
  'shippingCharge',
  'categories',
  'products',
  'productDetails',
] as const;
export type PrerenderRead = (typeof PRERENDER_READS)[number];

/** One answer as the API sent it (the envelope), with the call that produced it. */
export interface PrerenderedAnswer {
  endpoint: PrerenderRead;
  fields: Record<string, string>;
  answer: unknown;
}

/** The SWR key the app's hooks (api/hooks/catalogue.ts) use for this call. */
export function swrKeyOf(endpoint: PrerenderRead, fields: Record<string, string>): readonly unknown[] {
  switch (endpoint) {
    case 'settings':
      return keys.settings;
    case 'homeScreen':
      return keys.home;
    case 'aboutUs':
      return keys.about;
    case 'shippingCharge':
      return keys.tiers;
    case 'categories':
      return keys.categories;
    case 'products':
      return keys.products(fields.product_category_id ? Number(fields.product_category_id) : null);
    case 'productDetails':
      return keys.product(fields.slug ?? '');
  }
}

/** Parsed data of a successful answer, exactly as `call()` would resolve it; undefined otherwise. */
export function dataOf(item: PrerenderedAnswer): unknown {
  const envelope = Envelope.safeParse(item.answer);
  if (!envelope.success || envelope.data.status !== 1) return undefined;
  const data = endpoints[item.endpoint].data.safeParse(envelope.data.data);
  return data.success ? data.data : undefined;
}

/** SWR `fallback` entries (serialised key → parsed data) for the successful answers. */
export function fallbackOf(answers: PrerenderedAnswer[]): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const item of answers) {
    if (!PRERENDER_READS.includes(item.endpoint)) continue;
    const data = dataOf(item);
    if (data !== undefined) fallback[unstable_serialize(swrKeyOf(item.endpoint, item.fields))] = data;
  }
  return fallback;
}

/**
 * SWR configuration for hydrating a prerendered page: the answers as `fallback`, and no revalidation
 * on mount for those keys until `settle()` (the first navigation): the server's data is as fresh as the
 * page. Later mounts revalidate as usual.
 */
export function prerenderedSwr(answers: PrerenderedAnswer[]): { config: SWRConfiguration; settle(): void } {
  const fallback = fallbackOf(answers);
  const fresh = new Set(Object.keys(fallback));
  const keepServerData: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      fresh.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
  return { config: { fallback, use: [keepServerData] }, settle: () => fresh.clear() };
}

/** The id of the JSON data block in a prerendered page. */
export const PRERENDER_DATA_ID = 'prerendered-data';

/** JSON safe inside <script type="application/json"> (no `</script>` or `<!--` can close it). */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The answers a prerendered page carries, or null for a page the browser renders alone. */
export function readPrerenderedAnswers(doc: Document = document): PrerenderedAnswer[] | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as PrerenderedAnswer[]) : null;
  } catch {
    return null;
  }
}

/**
 * The server inlines a rendered screen's stylesheets as `<style data-href>`. When the screen's chunk is
 * imported during hydration, Vite's preloader would fetch those files again and hold the import until
 * they load; it skips any stylesheet already linked, so each inlined one gets a disabled `<link>` (a
 * disabled stylesheet is never fetched). Created here rather than sent in the HTML: the browser's
 * preload scanner fetches disabled links found in markup.
 */
export function markInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    style.after(link);
  }
}
