// Anti-forgery, double-submit (axios' names): the server hands out a random XSRF-TOKEN cookie (readable by
// the page's scripts, SameSite=Lax, Path=/) on any response whose request lacked one, and refuses every
// state-changing request (POST, PUT, PATCH, DELETE — the storefront's read calls that are POSTs too) whose
// X-XSRF-TOKEN header does not equal the cookie. A cross-site page can neither read the cookie nor set the
// header, so it cannot forge a call. Comparison is constant-time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { failEnvelope } from '../../src/contract/envelope';
import { MESSAGES } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const TOKEN_PATTERN = /^[\w-]{32,128}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokensMatch(a: string, b: string): boolean {
  // Hash first so the comparison is constant-time whatever the lengths.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/**
 * secure: true/false, or 'auto' — Secure when the request came over HTTPS (directly, or per
 * X-Forwarded-Proto when the proxy is trusted), so http://localhost and plain-HTTP LAN demos still work.
 */
export function xsrfProtection(options: {
  secure: boolean | 'auto';
  trustProxy?: boolean;
  skipCookieFor?: (path: string) => boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const hasValidCookie = cookie !== undefined && TOKEN_PATTERN.test(cookie);
    if (!hasValidCookie && !options.skipCookieFor?.(c.req.path)) {
      setCookie(c, XSRF_COOKIE, newXsrfToken(), {
        path: '/',
        sameSite: 'Lax',
        secure:
          options.secure === 'auto'
            ? isHttps(c.req.url, options.trustProxy ? c.req.header('x-forwarded-proto') : undefined)
            : options.secure,
        httpOnly: false, // the page's script must read it to echo it
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(XSRF_HEADER);
      if (!hasValidCookie || !header || !tokensMatch(cookie, header)) {
        return c.json(failEnvelope(MESSAGES.xsrf), 403);
      }
    }
    await next();
  };
}

function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
  return url.startsWith('https:');
}
