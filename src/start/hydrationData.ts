// Pages rendered by a server: the catalogue answers a page was rendered with travel in the
// HTML (a JSON data block), so the browser hydrates with the same data and does not fetch it again.
// Only public catalogue reads (the same for every shopper) are ever prerendered; nothing a shopper owns.
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { yieldToBrowser } from '@/start/steps';

/**
 * SWR configuration for hydrating a prerendered page: the answers as `fallback`, and no revalidation
 * on mount for those keys until `settle()` (the first navigation): the server's data is as fresh as the
 * page. Later mounts revalidate as usual. Those keys never show another key's answer (`keepPreviousData`).
 */
export function prerenderedSwr(fallback: Record<string, unknown>): {
  config: SWRConfiguration;
  settle(): void;
} {
  const fresh = new Set(Object.keys(fallback));
  // A key the page was rendered with always has data (its fallback), which SWR reads only while its cache
  // holds none: `keepPreviousData` would show the previous key's answer in its place instead, for good
  // (an immutable read does not fetch a key that has data). The listing's first address, left for a filter
  // and come back to (Back, or the box unticked), showed the filtered products.
  const keepServerData: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    return useSWRNext(
      key,
      fetcher,
      serialized in fallback
        ? { ...config, keepPreviousData: false, ...(fresh.has(serialized) && { revalidateOnMount: false }) }
        : config,
    );
  };
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
 * schema code in the first visit.
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

/** Links added per task: inserting a `<link rel="stylesheet">` costs about 1 ms of main thread on our
 *  bench host before throttling (its request starts synchronously), and a product page has eight
 *  sheets: all in one task made it a long one on a phone (TBT). */
export const STYLESHEET_LINKS_PER_TASK = 2;

/** A media query no device matches: the sheet is fetched but applies to nothing until it is changed. */
const NOT_YET = 'not all';

/**
 * The server inlines a rendered screen's stylesheets as `<style data-href>`, cut down to the rules its
 * markup can match when marked `data-critical` (server/render/critical-css.ts). Before hydrating, each gets its
 * `<link>`:
 * - a critical one, the full sheet, placed before the inline copy and waited for, so that what hydration
 *   and the shopper bring up (menus, drawers, states, the next screen) is styled. The copy, after it,
 *   holds some of the sheet's rules only, and it outweighs the sheet's own later rules of the same weight
 *   that it lacks (the product page's copy of the product grid's sheet has the two-column base rule, not
 *   the listing's three-column one): the copies are taken out at the shopper's first press, key or change
 *   of address (`retireCopies`), before any other screen is drawn, the full sheets then deciding in their
 *   own order. Not at once, nor by linking the full sheet after its copy: that restyle, right after the
 *   sheets arrive, made the category page's first card image a new, late LCP candidate in Lighthouse
 *   (its LCP 1.5–1.7 s → 3.4–3.7 s, A/B on one host), though no computed style changed;
 * - a complete one, a disabled link (never fetched), only so that Vite's preloader, which skips any
 *   stylesheet already linked, does not fetch it again when the screen's chunk is imported.
 * Created here rather than sent in the HTML: the browser's preload scanner would fetch them at once, in
 * competition with the first paint. A few links per task (`STYLESHEET_LINKS_PER_TASK`). The full sheets
 * arrive one by one, and each sheet applied makes the browser restyle the whole page (≈ 15 ms before
 * throttling on a product page): they are fetched under a media query that matches nothing and applied
 * together once all have arrived, one restyle in all (TBT).
 * Resolves when the full sheets have loaded (or failed: the page stays as the server styled it).
 */
export async function linkInlinedStylesheets(
  doc: Document = document,
  yieldTask: () => Promise<void> = yieldToBrowser,
): Promise<void> {
  const loads: Promise<void>[] = [];
  const fullSheets: { link: HTMLLinkElement; copy: HTMLStyleElement; loaded: boolean }[] = [];
  const styles = [...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')];
  for (const [index, style] of styles.entries()) {
    if (index > 0 && index % STYLESHEET_LINKS_PER_TASK === 0) await yieldTask();
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    if (style.hasAttribute('data-critical')) {
      link.media = NOT_YET;
      const sheet = { link, copy: style, loaded: false };
      loads.push(
        new Promise((resolve) => {
          link.addEventListener(
            'load',
            () => {
              sheet.loaded = true;
              resolve();
            },
            { once: true },
          );
          link.addEventListener('error', () => resolve(), { once: true });
        }),
      );
      fullSheets.push(sheet);
      style.before(link);
    } else {
      link.disabled = true;
      style.after(link);
    }
  }
  await Promise.all(loads);
  for (const { link } of fullSheets) link.removeAttribute('media');
  retireCopies(fullSheets.filter((sheet) => sheet.loaded).map((sheet) => sheet.copy));
}

/** The first press, key or change of address (wouter sends `pushState`), before the app draws anything else. */
const FIRST_CHANGE = ['pointerdown', 'keydown', 'popstate', 'pushState'] as const;

/** Takes the critical copies of sheets now linked whole out of the page at the shopper's first change. */
function retireCopies(copies: HTMLStyleElement[]) {
  if (copies.length === 0) return;
  const retire = () => {
    for (const type of FIRST_CHANGE) removeEventListener(type, retire, true);
    for (const copy of copies) copy.remove();
  };
  for (const type of FIRST_CHANGE) addEventListener(type, retire, { capture: true, passive: true });
}
