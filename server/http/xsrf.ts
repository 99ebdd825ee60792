// Anti-forgery for state-changing requests (POST, PUT, PATCH, DELETE — the storefront's read calls that
// are POSTs too), in two layers:
// 1. Signed double submit bound to the browser (axios' names; OWASP's "signed double-submit cookie"). The
//    server gives each browser an HttpOnly session cookie (a random id) and an XSRF-TOKEN cookie readable by
//    the page's scripts (SameSite=Lax, Path=/) whose value is `nonce.HMAC-SHA256(server secret, session id
//    + nonce)`, on any response whose request lacked a valid pair; a state-changing request must echo the
//    token in X-XSRF-TOKEN. A cross-site page can neither read the cookie nor set the header; a token
//    obtained elsewhere (an attacker's own visit) is worthless in another browser, whose session id differs;
//    over HTTPS the session cookie is `__Host-`, which a sibling subdomain cannot plant. Comparisons are
//    constant-time.
// 2. Fetch metadata and Origin: a request the browser marks `Sec-Fetch-Site: cross-site`, or whose `Origin`
//    is neither this server's nor an allowed one (ALLOWED_ORIGINS), is refused. Clients that send neither
//    header (scripts, old browsers) rely on layer 1.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { failEnvelope } from '../../src/contract/envelope';
import { MESSAGES } from './errors';
import { requestOrigin } from './origin';
import { TRUST_NO_PROXY, type ProxyTrust } from './proxy';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const TOKEN_PATTERN = /^([\w-]{43})\.([\w-]{43})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The HttpOnly cookie the token is bound to; `__Host-` over HTTPS (no Domain, Path=/, Secure). */
export const SESSION_COOKIE = 'floorshop_session';
const SESSION_PATTERN = /^[\w-]{22}$/;
const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

const mac = (secret: string, session: string, nonce: string) =>
  createHmac('sha256', secret).update(`xsrf:${session}:${nonce}`).digest('base64url');

/** A new browser session id. */
export const newXsrfSession = () => randomBytes(16).toString('base64url');

/** A new token signed with the server secret for this browser session. */
export function newXsrfToken(secret: string, session: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${mac(secret, session, nonce)}`;
}

/** True when the token has the right form and this server signed it for this session. */
export function isSignedXsrfToken(
  secret: string,
  token: string | undefined,
  session: string | undefined,
): token is string {
  const match = token && session ? TOKEN_PATTERN.exec(token) : null;
  return match !== null && tokensMatch(match[2]!, mac(secret, session!, match[1]!));
}

export function tokensMatch(a: string, b: string): boolean {
  // Constant-time over the bytes. A length is no secret here: every token and MAC compared has its
  // format's fixed length, so a different length is refused at once.
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export interface XsrfOptions {
  /** The server secret the tokens are signed with. */
  secret: string;
  /**
   * Secure flag on the cookie: true/false, or 'auto' — when the request came over HTTPS (directly, or per
   * X-Forwarded-Proto when the proxy is trusted), so http://localhost and plain-HTTP LAN demos still work.
   */
  secure: boolean | 'auto';
  trustProxy?: ProxyTrust;
  /** Origins besides the server's own whose pages may call the API (e.g. https://www.example.com). */
  allowedOrigins?: readonly string[];
  skipCookieFor?: (path: string) => boolean;
}

/** Verified token pairs remembered by the middleware before it starts over. */
const VERIFIED_PAIRS = 10_000;

export function xsrfProtection(options: XsrfOptions): MiddlewareHandler {
  const trustProxy = options.trustProxy ?? TRUST_NO_PROXY;
  const allowed = new Set(options.allowedOrigins ?? []);
  // A browser sends the same token and session with every call: a pair verified once is remembered
  // (valid pairs only, bounded), so a call costs no HMAC.
  const verified = new Set<string>();
  const isSigned = (token: string | undefined, session: string | null): token is string => {
    if (!token || !session) return false;
    const pair = `${session} ${token}`;
    if (verified.has(pair)) return true;
    if (!isSignedXsrfToken(options.secret, token, session)) return false;
    if (verified.size >= VERIFIED_PAIRS) verified.clear();
    verified.add(pair);
    return true;
  };
  return async (c, next) => {
    const here = requestOrigin(c, trustProxy);
    const secure = options.secure === 'auto' ? here.https : options.secure;
    const existing = getCookie(c, sessionCookieName(secure));
    const session = existing && SESSION_PATTERN.test(existing) ? existing : null;
    const cookie = getCookie(c, XSRF_COOKIE);
    const hasValidCookie = isSigned(cookie, session);
    // Set after the answer is made (also when a handler returns its own Response, as server rendering does).
    const handOut = () => {
      if (hasValidCookie || options.skipCookieFor?.(c.req.path)) return;
      const id = session ?? newXsrfSession();
      const common = { path: '/', sameSite: 'Lax', secure, maxAge: 60 * 60 * 24 * 365 } as const;
      setCookie(c, XSRF_COOKIE, newXsrfToken(options.secret, id), {
        ...common,
        httpOnly: false, // the page's script must read it to echo it
      });
      if (!session) setCookie(c, sessionCookieName(secure), id, { ...common, httpOnly: true });
    };
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const crossSite =
        c.req.header('sec-fetch-site') === 'cross-site' ||
        (origin !== undefined && origin !== here.origin && !allowed.has(origin));
      if (crossSite) {
        handOut();
        return c.json(failEnvelope(MESSAGES.crossSite), 403);
      }
      const header = c.req.header(XSRF_HEADER);
      if (!hasValidCookie || !header || !tokensMatch(cookie, header)) {
        handOut();
        return c.json(failEnvelope(MESSAGES.xsrf), 403);
      }
    }
    await next();
    handOut();
  };
}
