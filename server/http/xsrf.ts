// Anti-forgery for state-changing requests (POST, PUT, PATCH, DELETE — the storefront's read calls that
// are POSTs too), in two layers:
// 1. Signed double submit (axios' names). The server hands out an XSRF-TOKEN cookie (readable by the page's
//    scripts, SameSite=Lax, Path=/) whose value is `nonce.HMAC-SHA256(server secret, nonce)`, on any response
//    whose request lacked a valid one; a state-changing request must echo it in X-XSRF-TOKEN. A cross-site
//    page can neither read the cookie nor set the header; a sibling subdomain that can plant cookies cannot
//    mint a token the server signed. Comparisons are constant-time.
// 2. Fetch metadata and Origin: a request the browser marks `Sec-Fetch-Site: cross-site`, or whose `Origin`
//    is neither this server's nor an allowed one (ALLOWED_ORIGINS), is refused. Clients that send neither
//    header (scripts, old browsers) rely on layer 1.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { failEnvelope } from '../../src/contract/envelope';
import { MESSAGES } from './errors';
import { requestOrigin } from './origin';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const TOKEN_PATTERN = /^([\w-]{43})\.([\w-]{43})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mac = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');

/** A new token signed with the server secret. */
export function newXsrfToken(secret: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${mac(secret, nonce)}`;
}

/** True when the token has the right form and this server signed it. */
export function isSignedXsrfToken(secret: string, token: string | undefined): token is string {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  return match !== null && tokensMatch(match[2]!, mac(secret, match[1]!));
}

export function tokensMatch(a: string, b: string): boolean {
  // Hash first so the comparison is constant-time whatever the lengths.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

export interface XsrfOptions {
  /** The server secret the tokens are signed with. */
  secret: string;
  /**
   * Secure flag on the cookie: true/false, or 'auto' — when the request came over HTTPS (directly, or per
   * X-Forwarded-Proto when the proxy is trusted), so http://localhost and plain-HTTP LAN demos still work.
   */
  secure: boolean | 'auto';
  trustProxy?: boolean;
  /** Origins besides the server's own whose pages may call the API (e.g. https://www.example.com). */
  allowedOrigins?: readonly string[];
  skipCookieFor?: (path: string) => boolean;
}

export function xsrfProtection(options: XsrfOptions): MiddlewareHandler {
  const trustProxy = options.trustProxy ?? false;
  const allowed = new Set(options.allowedOrigins ?? []);
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const hasValidCookie = isSignedXsrfToken(options.secret, cookie);
    const here = requestOrigin(c, trustProxy);
    if (!hasValidCookie && !options.skipCookieFor?.(c.req.path)) {
      setCookie(c, XSRF_COOKIE, newXsrfToken(options.secret), {
        path: '/',
        sameSite: 'Lax',
        secure: options.secure === 'auto' ? here.https : options.secure,
        httpOnly: false, // the page's script must read it to echo it
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const crossSite =
        c.req.header('sec-fetch-site') === 'cross-site' ||
        (origin !== undefined && origin !== here.origin && !allowed.has(origin));
      if (crossSite) return c.json(failEnvelope(MESSAGES.crossSite), 403);
      const header = c.req.header(XSRF_HEADER);
      if (!hasValidCookie || !header || !tokensMatch(cookie, header)) {
        return c.json(failEnvelope(MESSAGES.xsrf), 403);
      }
    }
    await next();
  };
}
