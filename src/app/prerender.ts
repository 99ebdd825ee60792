// What the server renders for a path (issue 9): which screen (its chunk is preloaded), which public
// catalogue answers the page needs (embedded for hydration), the LCP image to preload, and the status.
// Shopper-owned routes (login, sign-up, callbacks) are rendered as the layout around a loading state
// (routes.tsx wraps them in ClientOnly); the cart as its frame (heading, the pickup/delivery panel at
// its default, the lines loading: MyCartScreen). Nothing a shopper owns is rendered on a server.
import { unstable_serialize } from 'swr';
import { keys } from '@/api/hooks/catalogue';
import { paths } from '@/config/paths';
import { Envelope, endpoints, type Banner, type HomeContent, type Product } from '@/contract';
import { mediaSrcSet } from '@/contract/media';
import { IMAGE_SIZES } from '@/ui/MediaImage/sizes';

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

export type LoadAnswer = (endpoint: PrerenderRead, fields: Record<string, string>) => Promise<unknown>;

export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

export interface PrerenderPlan {
  /** Manifest key of the route's screen module; null when the screen is in the main chunk. */
  module: string | null;
  status: 200 | 404;
  answers: PrerenderedAnswer[];
  lcpImage?: PreloadImage;
}

const screens = {
  home: 'src/features/content/HomeScreen.tsx',
  about: 'src/features/content/AboutScreen.tsx',
  policy: 'src/features/content/PolicyScreen.tsx',
  contact: 'src/features/account/ContactScreen.tsx',
  calculate: 'src/features/delivery/DeliveryCalculatorScreen.tsx',
  products: 'src/features/catalog/ProductListScreen.tsx',
  product: 'src/features/catalog/ProductDetailsScreen.tsx',
  login: 'src/features/account/LoginScreen.tsx',
  forgotPassword: 'src/features/account/ForgotPasswordScreen.tsx',
  signUp: 'src/features/account/SignUpScreen.tsx',
  myCart: 'src/features/cart/MyCartScreen.tsx',
  callback: 'src/features/devtools/CallbackScreen.tsx',
  callbackTest: 'src/features/devtools/CallbackTestScreen.tsx',
  orders: 'src/features/orders/OrdersScreen.tsx',
  order: 'src/features/orders/OrderDetailsScreen.tsx',
  resetPassword: 'src/features/account/ResetPasswordScreen.tsx',
} as const;

/** Every screen module the server may preload (a unit test checks they exist). */
export const PRERENDER_SCREEN_MODULES: readonly string[] = Object.values(screens);

const shopperRoutes: Record<string, string> = {
  [paths.login]: screens.login,
  [paths.forgotPassword]: screens.forgotPassword,
  [paths.signUp]: screens.signUp,
  [paths.myCart]: screens.myCart,
  [paths.callback]: screens.callback,
  [paths.callbackTest]: screens.callbackTest,
  [paths.orders]: screens.orders,
  [paths.resetPassword]: screens.resetPassword,
};

const staticRoutes: Record<string, { module: string; extra: PrerenderRead[] }> = {
  [paths.aboutUs]: { module: screens.about, extra: ['aboutUs'] },
  [paths.privacyPolicy]: { module: screens.policy, extra: [] },
  [paths.termsAndConditions]: { module: screens.policy, extra: [] },
  [paths.contactUs]: { module: screens.contact, extra: [] },
  [paths.calculate]: { module: screens.calculate, extra: ['shippingCharge'] },
};

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Plans the server render of `pathname`; `load` answers a catalogue read with the API's envelope. */
export async function planPrerender(pathname: string, load: LoadAnswer): Promise<PrerenderPlan> {
  const answers: PrerenderedAnswer[] = [];
  const read = async (endpoint: PrerenderRead, fields: Record<string, string> = {}) => {
    const item: PrerenderedAnswer = { endpoint, fields, answer: await load(endpoint, fields) };
    answers.push(item);
    return dataOf(item);
  };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Settings feed the footer, the enquiry widget and the site meta on every page.
  const settings = read('settings');

  if (path === paths.home) {
    const [home, , products] = await Promise.all([
      read('homeScreen') as Promise<HomeContent | undefined>,
      read('categories'),
      read('products'),
      settings,
    ]);
    const banner = home?.banner.find((b: Banner) => b.image);
    return {
      module: screens.home,
      status: 200,
      answers,
      lcpImage: image(banner?.image, IMAGE_SIZES.heroBanner) ?? firstProduct(products),
    };
  }

  const category = /^\/products\/category\/([^/]+)$/.exec(path);
  if (path === paths.products || category) {
    const id = category ? decode(category[1]!) : null;
    const valid = id === null || /^\d+$/.test(id);
    const [, products] = await Promise.all([
      read('categories'),
      valid ? read('products', id === null ? {} : { product_category_id: id }) : undefined,
      settings,
    ]);
    return { module: screens.products, status: 200, answers, lcpImage: firstProduct(products) };
  }

  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) {
    const slug = decode(product[1]!);
    const [details] = await Promise.all([
      slug ? (read('productDetails', { slug }) as Promise<Product | undefined>) : undefined,
      read('categories'),
      settings,
    ]);
    if (!details) return { module: screens.product, status: 404, answers };
    await read('products', { product_category_id: String(details.product_category_id) });
    const first = details.product_image.find((m) => m.type === 'Image' && m.file)?.file || details.image;
    return {
      module: screens.product,
      status: 200,
      answers,
      lcpImage: image(first, IMAGE_SIZES.productPhoto),
    };
  }

  const page = staticRoutes[path];
  if (page) {
    await Promise.all([settings, ...page.extra.map((endpoint) => read(endpoint))]);
    return { module: page.module, status: 200, answers };
  }

  await settings;
  const shopper = shopperRoutes[path];
  if (shopper) return { module: shopper, status: 200, answers };
  if (/^\/orders\/[^/]+$/.test(path)) return { module: screens.order, status: 200, answers };
  return { module: null, status: 404, answers };
}

/** The preload of what the <img> (src/ui MediaImage) will pick: the same srcset and sizes. */
function image(src: string | undefined, sizes: string): PreloadImage | undefined {
  if (!src) return undefined;
  const srcset = mediaSrcSet(src);
  return srcset ? { href: src, srcset, sizes } : { href: src };
}

function firstProduct(products: unknown): PreloadImage | undefined {
  const list = Array.isArray(products) ? (products as Product[]) : [];
  return image(list.find((p) => p.image)?.image, IMAGE_SIZES.productCard);
}
