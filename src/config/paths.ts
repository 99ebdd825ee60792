// The links' path builders, derived from the route table (./routes.ts): `paths.aboutUs` is a route's
// path, `paths.product(slug)` fills a route's parameter. Screens use these, never path literals.
import { env } from './env';
import { buildPath, routes, type ParamNames, type RouteId } from './routes';

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/** A path without parameters is itself; one parameter → `(value) => path`; more → `(params) => path`. */
type PathOf<P extends string> = [ParamNames<P>] extends [never]
  ? P
  : true extends IsUnion<ParamNames<P>>
    ? (params: Record<ParamNames<P>, string | number>) => string
    : (value: string | number) => string;

type Paths = { [Id in RouteId]: PathOf<(typeof routes)[Id]['path']> };

function builderOf(
  pattern: string,
): string | ((arg: string | number | Record<string, string | number>) => string) {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return pattern;
  return (arg) => buildPath(pattern, typeof arg === 'object' ? arg : { [names[0]!]: arg });
}

export const paths = {
  ...(Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, builderOf(route.path)])) as Paths),
  /** §2 "/?product": home, scrolled to the category section. */
  homeProducts: '/?product',
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
