// The server's render plan for a path, from the route table (src/config/routes.ts): which screen (its
// chunk is preloaded), which public catalogue answers the page needs (embedded for hydration), the LCP
// image to preload, and the status. Only `public` routes read the catalogue; the others are rendered as
// the layout around a loading state (src/app/routes.tsx). Nothing a shopper owns is rendered on a server.
import { unstable_serialize } from 'swr';
import { firstProductsFields } from '@/api/first-products';
import { keys } from '@/api/hooks/catalogue';
import {
  FIRST_HTML_READS,
  matchRoute,
  screenModule,
  type FirstHtmlContext,
  type FirstHtmlRead,
  type LcpImage,
  type ReadData,
} from '@/config/routes';
import { Envelope, endpoints } from '@/contract';
import { listingFields } from '@/contract/catalogue-fields';
import { isPastLastPage } from '@/domain/catalogue';
import { mediaSrcSet } from '@/contract/media';
import { IMAGE_SIZES } from '@/ui/MediaImage/sizes';
import type { PreloadImage } from '@/contract/render';
import { paths, withRedirect } from '@/config/paths';

/** One answer as the API sent it (the envelope), with the call that produced it. */
export interface PrerenderedAnswer {
  endpoint: FirstHtmlRead;
  fields: Record<string, string>;
  answer: unknown;
}

/** The SWR key the app's hooks (api/hooks/catalogue.ts) use for this call. */
export function swrKeyOf(endpoint: FirstHtmlRead, fields: Record<string, string>): readonly unknown[] {
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
    case 'catalogue':
      return keys.catalogue(fields);
  }
}

/** Parsed data of a successful answer, exactly as `call()` would resolve it; undefined otherwise. */
export function dataOf(item: PrerenderedAnswer): unknown {
  const envelope = Envelope.safeParse(item.answer);
  if (!envelope.success || envelope.data.status !== 1) return undefined;
  const data = endpoints[item.endpoint].data.safeParse(envelope.data.data);
  return data.success ? data.data : undefined;
}

/**
 * Reads of one thing by the address's own name for it, whose refusal (§7: status 0, an unknown or
 * impossible slug) is the page's not-found state: kept as `null`, so that the server renders "not found"
 * (not a loading state that never ends without JavaScript) and the browser hydrates the same without
 * asking again (src/features/catalog/ProductDetailsScreen.tsx).
 */
const REFUSAL_IS_NOT_FOUND: readonly FirstHtmlRead[] = ['productDetails'];

/** SWR `fallback` entries (serialised key → parsed data) for the successful answers, and `null` for a
 *  refused read of one thing (REFUSAL_IS_NOT_FOUND). */
export function fallbackOf(answers: PrerenderedAnswer[]): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const item of answers) {
    if (!FIRST_HTML_READS.includes(item.endpoint)) continue;
    const key = unstable_serialize(swrKeyOf(item.endpoint, item.fields));
    const data = dataOf(item);
    if (data !== undefined) fallback[key] = data;
    else if (REFUSAL_IS_NOT_FOUND.includes(item.endpoint) && isRefusal(item.answer)) fallback[key] = null;
  }
  return fallback;
}

/** An answer of the API's envelope saying no (status 0), as opposed to one that never came whole. */
function isRefusal(answer: unknown): boolean {
  const envelope = Envelope.safeParse(answer);
  return envelope.success && envelope.data.status !== 1;
}

export type LoadAnswer = (endpoint: FirstHtmlRead, fields: Record<string, string>) => Promise<unknown>;

export type { PreloadImage };

export interface PrerenderPlan {
  /** Manifest key of the route's screen module; null when the screen is in the main chunk. */
  module: string | null;
  /** RouteServerSide.callsOnOpen. */
  callsOnOpen: boolean;
  /** A shopper's own page (RouteEntry.signInNotice): the sign-in address that comes back to it. */
  signInTo?: string;
  status: 200 | 404;
  answers: PrerenderedAnswer[];
  lcpImage?: PreloadImage;
}

/** Plans the server render of `url` from the route table; `load` answers a catalogue read with the
 *  API's envelope. */
export async function planPrerender(pathname: string, load: LoadAnswer, search = ''): Promise<PrerenderPlan> {
  const answers: PrerenderedAnswer[] = [];
  const read: FirstHtmlContext['read'] = async (endpoint, fields = {}) => {
    const item: PrerenderedAnswer = { endpoint, fields, answer: await load(endpoint, fields) };
    answers.push(item);
    return dataOf(item) as ReadData<typeof endpoint> | undefined;
  };
  // Settings feed the footer, the enquiry widget and the site meta on every page.
  const settings = read('settings');
  const match = matchRoute(pathname);
  if (!match) {
    await settings;
    return { module: null, callsOnOpen: false, status: 404, answers };
  }
  const { route, params } = match;
  const plan = route.guard === 'public' && route.server ? route.server.firstHtml : undefined;
  const [firstHtml] = await Promise.all([
    plan?.({
      params,
      search: new URLSearchParams(search),
      read,
      listingFields: (categoryId) => listingFields(search, categoryId),
      firstProductsFields: (categoryId, count) => textFields(firstProductsFields(categoryId, count)),
      pastLastPage: (answer) =>
        answer?.kind === 'page' && isPastLastPage(answer.page, answer.total, answer.pageSize),
    }),
    settings,
  ]);
  return {
    module: screenModule(route),
    callsOnOpen: route.server ? route.server.callsOnOpen === true : false,
    signInTo: route.signInNotice ? withRedirect(paths.login, pathname + search) : undefined,
    status: firstHtml?.status ?? 200,
    answers,
    lcpImage: image(firstHtml?.lcpImage),
  };
}

/** The preload of what the <img> (src/ui MediaImage) will pick: the same srcset and sizes. */
function image(lcp: LcpImage | undefined): PreloadImage | undefined {
  if (!lcp?.src) return undefined;
  const srcset = mediaSrcSet(lcp.src);
  const sizes = IMAGE_SIZES[lcp.sizes];
  return srcset ? { href: lcp.src, srcset, sizes } : { href: lcp.src };
}

function textFields(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}
