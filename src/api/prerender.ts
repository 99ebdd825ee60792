// Pages rendered by a server (issue 9): the catalogue answers a page was rendered with travel in the
// HTML (a JSON data block), so the browser hydrates with the same data and does not fetch it again.
// Only public catalogue reads (the same for every shopper) are ever prerendered; nothing a shopper owns.
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';

/**
 * SWR configuration for hydrating a prerendered page: the answers as `fallback`, and no revalidation
 * on mount for those keys until `settle()` (the first navigation): the server's data is as fresh as the
 * page. Later mounts revalidate as usual.
 */
export function prerenderedSwr(fallback: Record<string, unknown>): {
  config: SWRConfiguration;
  settle(): void;
} {
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

/**
 * The SWR fallback a prerendered page carries (serialised key → data, parsed by the app's own schemas
 * where the server rendered it: src/entry-server.tsx), or null for a page the browser renders alone.
 * Not parsed again here: it is the data the page's HTML was rendered from, and reading it needs no
 * schema code in the first visit (issue 9).
 */
export function readPrerenderedFallback(doc: Document = document): Record<string, unknown> | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
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
