// THE ROUTE TABLE (§2): every page of the store, declared once. From it come the client's routes
// (src/app/routes.tsx), the links' path builders (./paths.ts), the server's render plan
// (src/app/renderPlan.ts: what the first HTML reads, which image it preloads, its status), the first-visit
// bundle budgets (scripts/bench-bundle.mjs) and the pages `npm run bench` measures (scripts/bench.mjs).
// tests/unit/route-table.test.ts fails when a route has no story rendering it or no e2e visit.
//
// Adding a page: one entry here, plus its screen in src/features/<feature>/<Name>Screen.tsx (default
// export). The screen is named by its file (the build manifest's key), not imported: features import
// this table for their links, so the table must not import them back; src/app/routes.tsx resolves it.
//
// This module is in every first visit (links need paths): keep it data and small functions, with type
// imports only.
import type { DataOf, Endpoints } from '@/contract';
import type { IMAGE_SIZES } from '@/ui/MediaImage/sizes';

/**
 * Who may see a route, and so what a server may render of it (nothing a shopper owns is rendered on
 * a server):
 * - `public`: the same for everyone; rendered on the server with its catalogue reads.
 * - `client`: depends on the shopper (session, storage, a one-off query); the server renders the layout
 *   around a loading state, the browser the screen.
 * - `guest`: visitors only. The same for every visitor, so rendered on the server (without catalogue
 *   reads); a signed-in shopper is sent home once the page has hydrated (the session is the browser's).
 * - `guest-redirect`: as `guest`, but a signed-in shopper is sent to the page's `?redirect` target.
 */
export type RouteGuard = 'public' | 'client' | 'guest' | 'guest-redirect';

/** The public catalogue reads a server may render a page with (the same for every shopper). */
export const FIRST_HTML_READS = [
  'settings',
  'homeScreen',
  'aboutUs',
  'shippingCharge',
  'categories',
  'products',
  'productDetails',
  'catalogue',
] as const satisfies readonly (keyof Endpoints)[];
export type FirstHtmlRead = (typeof FIRST_HTML_READS)[number];
export type ReadData<E extends FirstHtmlRead> = DataOf<Endpoints[E]>;

export interface RouteContext {
  /** The pattern's parameters, decoded (null when a segment cannot be decoded). */
  params: Record<string, string | null>;
  /** The query string. */
  search: URLSearchParams;
}

/** What a server reads for a route's first HTML: `read` answers a catalogue call (parsed; undefined
 *  when it failed). The settings are read for every page (footer, enquiry widget, head). */
export interface FirstHtmlContext extends RouteContext {
  read<E extends FirstHtmlRead>(
    endpoint: E,
    fields?: Record<string, string>,
  ): Promise<ReadData<E> | undefined>;
  /** The catalogue fields of the listing page the address asks for (search, sort, filters, page) in
   *  a category or all (the listing's query rules: the server has them, this module does not). */
  listingFields(categoryId: number | null): Record<string, string>;
  /** The catalogue fields of the first `count` products of a category or all, in the catalogue's order
   *  (what home's list and related products show: src/api/hooks/catalogue.ts useFirstProducts). */
  firstProductsFields(categoryId: number | null, count: number): Record<string, string>;
  /** True when a catalogue answer is a page past its listing's last (`?page=999`): the first HTML then
   *  says there is no such page, with status 404 (docs/catalogue.md). A whole list (a server of the
   *  spec's contract) is paged in the browser, so never. */
  pastLastPage(answer: ReadData<'catalogue'> | undefined): boolean;
}

/** The picture that paints the page's largest element, preloaded with the sizes its <img> uses. */
export interface LcpImage {
  src: string | undefined;
  sizes: keyof typeof IMAGE_SIZES;
}

export interface FirstHtml {
  /** 404 when the page's subject does not exist (an unknown product or category, a listing's page
   *  past its last). */
  status?: 200 | 404;
  lcpImage?: LcpImage;
}

/** What a page's head says; the site's defaults (settings' meta) fill what a page leaves out
 *  (src/app/head.ts turns it into the tags the server writes and the browser keeps in step). */
export interface PageHead {
  /** The page's own title, shown as "<title> | <site title>"; none → the site title alone. */
  title?: string;
  /** Text or HTML (its text, cut near 160 characters); absent → the site's description. */
  description?: string;
  /** The link preview's picture (Open Graph, Twitter card): a media path or URL. */
  image?: string;
  type?: 'website' | 'product';
  /** Pages that are the shopper's own or for developers are not indexed. */
  noindex?: boolean;
}

/** The catalogue answers a head is written from, when the page has them (the server's first-HTML
 *  reads; in the browser, what the screen has loaded). */
export interface HeadData {
  homeScreen?: ReadData<'homeScreen'>;
  aboutUs?: ReadData<'aboutUs'>;
  categories?: ReadData<'categories'>;
  /** The product of the route's `:slug`. */
  productDetails?: ReadData<'productDetails'>;
}

export interface RouteEntry {
  /** wouter pattern (`:name` parameters). */
  path: string;
  /** The screen: src/features/<screen>.tsx, its default export unless `screenExport`. */
  screen: `${string}/${string}Screen`;
  screenExport?: string;
  guard: RouteGuard;
  head: PageHead | ((data: HeadData, params: RouteContext['params']) => PageHead);
  /**
   * A shopper's own page: a visitor without a session is sent to sign in, with the way back here, and the
   * sign-in page shows this notice (signInNoticeFor). On a first visit an inline script at the top of the
   * page's head sends them (SIGN_IN_FIRST_SCRIPT, src/contract/render.ts); in the browser the screen does.
   */
  signInNotice?: string;
  /**
   * What only the server and the tools read. `import.meta.env.SSR &&` keeps it out of the browser's
   * bundle (Vite makes it `false` there); the server's bundle, Vitest in Node and the bench scripts
   * (loaded through Vite) see it.
   */
  server: false | RouteServerSide;
}

export interface RouteServerSide {
  /** First-visit gzip KB (entry + screen chunk and their static imports): `npm run bench:bundle --check`.
   *  Lower it when a change makes room; raise it only with a comment of why beside it. */
  budget: { js: number; css: number };
  /** The catalogue reads the first HTML needs, its LCP image and status (`public` routes only). */
  firstHtml?: (context: FirstHtmlContext) => Promise<FirstHtml | void>;
  /** How `npm run bench` measures the page: the URL of a route with parameters (a demo catalogue
   *  page), signed in as the demo shopper with a cart; `skip`: not a shopper's page (the back office). */
  bench?: { url?: string; signedIn?: boolean; skip?: boolean };
  /**
   * The screen calls the shop API as it opens (the shopper's own data, which no server renders): its first
   * HTML also preloads the contract's code (src/contract, zod), which the first call otherwise fetches
   * module after module, a round trip each, before it can send the request.
   */
  callsOnOpen?: true;
}

/** What the sign-in page tells a visitor sent there from a shopper's own page (RouteEntry.signInNotice):
 *  one text for the page's redirect, the first HTML's and the sign-in page. */
export const SIGN_IN_NOTICE = {
  /** §6's text (adding to the cart while signed out), for the cart page too. */
  cart: 'Please login first',
  /** Ours (docs/mail.md). */
  orders: 'Please log in to see your orders.',
} as const;

/** The build manifest's key of a route's screen module. */
export const screenModule = (route: Pick<RouteEntry, 'screen'>) => `src/features/${route.screen}.tsx`;

const LISTING_DESCRIPTION =
  'waterproof SPC and LVT vinyl flooring priced per square foot, sold by the box, with warehouse pickup or pallet delivery.';

// What home's list and a product's related products show: their first HTML and their screens ask for
// that many (src/api/hooks/catalogue.ts useFirstProducts), not the whole catalogue.
/** How many products the home list shows; the full list is one click away. */
export const HOME_PRODUCT_LIMIT = 8;
/** §9 "Related products page size 4". */
export const RELATED_PAGE_SIZE = 4;

const firstProductImage = (
  products: readonly { image: string }[] | undefined,
  sizes: 'listingCard' | 'shelfCard',
): LcpImage => ({ src: products?.find((p) => p.image)?.image, sizes });

/**
 * Both listings (all products, one category) open ProductListScreen: one first visit, one budget.
 * +5 (was 128, 132.8 measured): a listing now hydrates its address's state, so its first
 * visit carries the query rules (src/domain/catalogue.ts 1.3 KB gzip, the wire fields 0.6, the page
 * hook 0.5) and the deferred-hydration runtime (1.1) that keeps the filters (Mantine's checkbox and
 * input), the sort and the pager out of it, plus the header search in the entry (0.3). Moved out
 * already: filters, sort, pager, phone drawer, search rules, the browser's own paging.
 * CSS +1 (26.2 measured): the header search's phone layout (a magnifier that opens across
 * the header, CSS only, 0.3 KB gzip) is in every page's CSS; this route had none left.
 * JS 134: the start as named steps (src/start/start.tsx, +0.3 KB in the shared entry); back to 130
 * once the layout's own Mantine components (menu and cart buttons, badge, launcher, footer grid)
 * left the shared entry. JS 128: the footer a deferred part (127.0 measured, 2026-12-02).
 */
const LISTING_BUDGET = { js: 128, css: 27 };

/**
 * A shopper's own page (the cart, the orders): the server renders its frame for anyone (heading, loading),
 * the browser the shopper's data, which the screen asks for as it opens. Never indexed; benched signed in.
 */
const shopperPage = <P extends string>(
  path: P,
  screen: RouteEntry['screen'],
  title: string | ((params: RouteContext['params']) => string),
  budget: RouteServerSide['budget'],
  signInNotice: string,
  benchUrl?: string,
) =>
  ({
    path,
    screen,
    guard: 'public',
    signInNotice,
    head:
      typeof title === 'string'
        ? { title, noindex: true }
        : (_data: HeadData, params: RouteContext['params']) => ({ title: title(params), noindex: true }),
    server: import.meta.env.SSR && {
      budget,
      bench: { url: benchUrl, signedIn: true },
      callsOnOpen: true,
    },
  }) as const satisfies RouteEntry;

/** A policy page (content/PolicyScreen, one export a policy): the store's own HTML, the same for everyone. */
const policyRoute = <P extends string>(path: P, screenExport: string, title: string) =>
  ({
    path,
    screen: 'content/PolicyScreen',
    screenExport,
    guard: 'public',
    head: { title },
    // DOMPurify loads at the first interaction (the server's HTML is already clean).
    server: import.meta.env.SSR && { budget: { js: 118, css: 25 } },
  }) as const satisfies RouteEntry;

/**
 * A page no search should list (an account form, a developer's test page) that is the same for every
 * visitor, so rendered on the server. The budget is the account forms' unless given.
 */
const unindexedPage = <P extends string>(
  path: P,
  screen: RouteEntry['screen'],
  guard: RouteGuard,
  title: string,
  budget: RouteServerSide['budget'] = { js: 120, css: 25 },
) =>
  ({
    path,
    screen,
    guard,
    head: { title, noindex: true },
    server: import.meta.env.SSR && { budget },
  }) as const satisfies RouteEntry;

/** A back-office pattern: one screen, admin/AdminScreen, that picks the page; never benched or indexed. */
const adminRoute = <P extends string>(path: P, benchUrl?: string) =>
  ({
    path,
    screen: 'admin/AdminScreen',
    guard: 'client',
    head: { title: 'Back office', noindex: true },
    server: import.meta.env.SSR && { budget: { js: 119, css: 24 }, bench: { url: benchUrl, skip: true } },
  }) as const satisfies RouteEntry;

/** §2, in match order. Keys name the routes (`paths.<key>`). */
export const routes = {
  home: {
    path: '/',
    screen: 'content/HomeScreen',
    guard: 'public',
    // The site's title and description (settings' meta_title, meta_description) are the home page's.
    head: (data) => ({ image: data.homeScreen?.banner.find((b) => b.image)?.image }),
    server: import.meta.env.SSR && {
      // Back within the 130 target: the layout's menu button, cart button and badge, enquiry launcher and
      // footer grid are plain elements styled as Mantine styles them, so those components' code left the
      // shared entry (it had grown with the route table's heads, the payment success dialog's trigger,
      // the login's proof-of-work retry and the back office's loader).
      budget: { js: 128, css: 28 },
      async firstHtml({ firstProductsFields, read }) {
        const [home, , first] = await Promise.all([
          read('homeScreen'),
          read('categories'),
          read('catalogue', firstProductsFields(null, HOME_PRODUCT_LIMIT)),
        ]);
        const banner = home?.banner.find((b) => b.image);
        return {
          lcpImage: banner
            ? { src: banner.image, sizes: 'heroBanner' }
            : firstProductImage(first?.products, 'shelfCard'),
        };
      },
    },
  },
  aboutUs: {
    path: '/about-us',
    screen: 'content/AboutScreen',
    guard: 'public',
    // Its sub-title describes it; without one, the site's description.
    head: (data) => ({ title: 'About Us', description: data.aboutUs?.sub_title, image: data.aboutUs?.image }),
    server: import.meta.env.SSR && {
      // DOMPurify loads at the first interaction (the server's HTML is already clean).
      budget: { js: 120, css: 26 },
      async firstHtml({ read }) {
        await read('aboutUs');
      },
    },
  },
  login: unindexedPage('/login', 'account/LoginScreen', 'guest-redirect', 'Sign in'),
  forgotPassword: unindexedPage(
    '/forgot-password',
    'account/ForgotPasswordScreen',
    'guest',
    'Forgot password',
  ),
  signUp: unindexedPage('/sign-up', 'account/SignUpScreen', 'guest', 'Sign up'),
  contactUs: {
    path: '/contact-us',
    screen: 'account/ContactScreen',
    guard: 'public',
    head: { title: 'Contact Us' },
    server: import.meta.env.SSR && { budget: { js: 120, css: 25 } },
  },
  calculate: {
    path: '/calculate',
    screen: 'delivery/DeliveryCalculatorScreen',
    guard: 'public',
    head: {
      title: 'Delivery Charge Calculator',
      description:
        'Work out what pallet delivery of your flooring costs, by road distance from our warehouse.',
    },
    server: import.meta.env.SSR && {
      budget: { js: 126, css: 26 },
      async firstHtml({ read }) {
        await read('shippingCharge');
      },
    },
  },
  // The server renders the cart's frame (MyCartScreen); the filled cart's code (lines, bill, checkout) comes
  // with its lines, after the first visit (FilledCart).
  myCart: shopperPage('/my-cart', 'cart/MyCartScreen', 'My Cart', { js: 126, css: 26 }, SIGN_IN_NOTICE.cart),
  products: {
    path: '/products',
    screen: 'catalog/ProductListScreen',
    guard: 'public',
    head: { title: 'All Products', description: `Shop all our floors: ${LISTING_DESCRIPTION}` },
    server: import.meta.env.SSR && {
      budget: LISTING_BUDGET,
      async firstHtml({ listingFields, pastLastPage, read }) {
        const [, page] = await Promise.all([read('categories'), read('catalogue', listingFields(null))]);
        if (pastLastPage(page)) return { status: 404 };
        return { lcpImage: firstProductImage(page?.products, 'listingCard') };
      },
    },
  },
  category: {
    path: '/products/category/:id',
    screen: 'catalog/ProductListScreen',
    guard: 'public',
    head: (data, params) => {
      if (!data.categories) return {};
      const title = data.categories.find((c) => String(c.product_category_id) === params.id)?.title;
      // No such category: the store's not-found page (status 404 on a first visit).
      return title
        ? { title, description: `Shop ${title}: ${LISTING_DESCRIPTION}` }
        : { title: 'Category not found', noindex: true };
    },
    server: import.meta.env.SSR && {
      budget: LISTING_BUDGET,
      bench: { url: '/products/category/1' },
      async firstHtml({ params, listingFields, pastLastPage, read }) {
        const id = params.id && /^\d+$/.test(params.id) && Number(params.id) > 0 ? Number(params.id) : null;
        const [categories, page] = await Promise.all([
          read('categories'),
          id !== null ? read('catalogue', listingFields(id)) : undefined,
        ]);
        // Not a category the shop lists (when its list could be read): not found. A real category with
        // no products is its empty state, 200.
        if (id === null || (categories && !categories.some((c) => c.product_category_id === id))) {
          return { status: 404 };
        }
        if (pastLastPage(page)) return { status: 404 };
        return { lcpImage: firstProductImage(page?.products, 'listingCard') };
      },
    },
  },
  product: {
    path: '/products/:slug',
    screen: 'catalog/ProductDetailsScreen',
    guard: 'public',
    head: ({ productDetails: product }) =>
      product
        ? {
            title: product.title,
            description: product.description,
            image: product.product_image.find((m) => m.type === 'Image' && m.file)?.file || product.image,
            type: 'product',
          }
        : {},
    server: import.meta.env.SSR && {
      budget: { js: 128, css: 26 },
      bench: { url: '/products/coastal-oak-spc' },
      async firstHtml({ params, firstProductsFields, read }) {
        const [details] = await Promise.all([
          params.slug ? read('productDetails', { slug: params.slug }) : undefined,
          read('categories'),
        ]);
        if (!details) return { status: 404 };
        // Related products (same category), below the fold but in the HTML.
        // One more than shown: the product itself may be among them.
        await read('catalogue', firstProductsFields(details.product_category_id, RELATED_PAGE_SIZE + 1));
        const photo = details.product_image.find((m) => m.type === 'Image' && m.file)?.file || details.image;
        return { lcpImage: { src: photo, sizes: 'productPhoto' } };
      },
    },
  },
  privacyPolicy: policyRoute('/privacy-policy', 'PrivacyPolicyScreen', 'Privacy Policy'),
  termsAndConditions: policyRoute('/terms-and-conditions', 'TermsScreen', 'Terms & Conditions'),
  orders: shopperPage(
    '/orders',
    'orders/OrdersScreen',
    'My orders',
    { js: 126, css: 25 },
    SIGN_IN_NOTICE.orders,
  ),
  // The frame: the way back, "Order #N", loading.
  order: shopperPage(
    '/orders/:id',
    'orders/OrderDetailsScreen',
    (params) => (params.id ? `Order #${params.id}` : 'Order'),
    { js: 125, css: 25 },
    SIGN_IN_NOTICE.orders,
    '/orders/1',
  ),
  // The same form for every visitor with the link (its token is not in the page).
  resetPassword: unindexedPage('/reset-password', 'account/ResetPasswordScreen', 'public', 'Reset password'),
  // The server renders it from the address (no code, not configured, or "exchanging"); the exchange
  // itself runs in the browser, once.
  callback: unindexedPage('/callback', 'devtools/CallbackScreen', 'public', 'Accounting connection test', {
    js: 123,
    css: 25,
  }),
  // The server renders its frame: the page's title and intro over "not configured" or the SDK loading.
  // The test card's form, a chunk of its own asked for with the SDK, comes only in the browser.
  callbackTest: unindexedPage(
    '/callbacktest',
    'devtools/CallbackTestScreen',
    'public',
    'Payment tokenisation test',
    { js: 122, css: 25 },
  ),
  // The back office (docs/admin.md): the owner's pages, rendered in the browser only, never indexed.
  // Three patterns, not one entry a page: every entry is in each shopper's first visit, so the back
  // office's own table (which section shows which page) lives in its screen module,
  // src/features/admin/AdminScreen.tsx, a chunk of its own; each page is a chunk behind it.
  // Their JS includes the shared entry's header search form and the sections bar's Categories.
  admin: adminRoute('/admin'),
  adminSection: adminRoute('/admin/:section', '/admin/settings'),
  adminItem: adminRoute('/admin/:section/:id', '/admin/orders/1'),
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routes;
export const routeIds = Object.keys(routes) as RouteId[];

/** The names of a pattern's `:parameters`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` parameters of `pattern` filled in from `params`, each URL-encoded. */
export function buildPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route a pathname is on and its decoded parameters (trailing slashes ignored), or null. */
export function matchRoute(
  pathname: string,
): { id: RouteId; route: RouteEntry; params: Record<string, string | null> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  for (const id of routeIds) {
    const route: RouteEntry = routes[id];
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string | null> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        if (!segment) return false;
        params[part.slice(1)] = decode(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { id, route, params };
  }
  return null;
}

/** The notice of the shopper's own page a sign-in's `?redirect` target is, if it is one. */
export function signInNoticeFor(target: string | null): string | undefined {
  if (!target) return undefined;
  return matchRoute(target.split(/[?#]/)[0]!)?.route.signInNotice;
}
