// The login throttle's "client" for a shopper's own browser: after a successful login (or sign-up) the
// server sets an HttpOnly cookie that vouches, with the server secret, that this browser signed in to that
// account: `nonce.HMAC(secret, nonce + account)`. Failed logins from a browser holding it count against that
// browser alone, so a stranger flooding the account from elsewhere cannot lock its owner out (OWASP's
// "device cookies"). Other browsers count by IP and share the account's counter for untrusted clients.
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { tokensMatch } from './xsrf';

export const DEVICE_COOKIE = 'floorshop_device';
const PATTERN = /^([\w-]{22})\.([\w-]{43})$/;

const mac = (secret: string, nonce: string, account: string) =>
  createHmac('sha256', secret).update(`device:${nonce}:${account}`).digest('base64url');

/** The device id of a cookie that vouches for this account, or null. */
export function trustedDevice(c: Context, secret: string, account: string): string | null {
  const match = PATTERN.exec(getCookie(c, DEVICE_COOKIE) ?? '');
  if (!match || !tokensMatch(match[2]!, mac(secret, match[1]!, account))) return null;
  return match[1]!;
}

/** Vouches for this browser and account (a new device id each time: a planted one is never adopted). */
export function trustDevice(c: Context, options: { secret: string; account: string; secure: boolean }): void {
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${nonce}.${mac(options.secret, nonce, options.account)}`, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}
