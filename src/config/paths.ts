// Every route of §2, and the builders screens use (no path literals in screens).
import { env } from './env';

export const paths = {
  home: '/',
  /** §2 "/?product": home, scrolled to the category section. */
  homeProducts: '/?product',
  aboutUs: '/about-us',
  login: '/login',
  forgotPassword: '/forgot-password',
  signUp: '/sign-up',
  contactUs: '/contact-us',
  calculate: '/calculate',
  myCart: '/my-cart',
  products: '/products',
  category: (id: number | string) => `/products/category/${id}`,
  product: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  /** My orders (the shopper's orders after payment) and one order. */
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  /** The mailed password reset link: /reset-password?token=… */
  resetPassword: '/reset-password',
  callback: '/callback',
  callbackTest: '/callbacktest',
} as const;

/** Route patterns for wouter. */
export const routePatterns = {
  category: '/products/category/:id',
  product: '/products/:slug',
  order: '/orders/:id',
} as const;

/** Only same-site paths may be redirect targets (no "//evil.example" or "https://…"). */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

/** The query parameter that carries where the shopper was going (login, sign-up). */
const REDIRECT_PARAM = 'redirect';

/** /login?redirect=/products/oak → keeps where the shopper was going. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = safeRedirectTarget(redirect);
  return target ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}

/** The same-site ?redirect target of a query string (wouter's useSearch()), or null. */
export function redirectTarget(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** An absolute URL on the store's public origin (VITE_APP_URL): canonical links, og:image, JSON-LD. */
export function absoluteUrl(pathOrUrl: string, appUrl: string = env().VITE_APP_URL): string {
  try {
    return new URL(pathOrUrl, appUrl.endsWith('/') ? appUrl : `${appUrl}/`).href;
  } catch {
    return pathOrUrl;
  }
}
