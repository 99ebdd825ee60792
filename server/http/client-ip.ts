// The client's IP for throttling and records. X-Forwarded-For is trusted only when TRUST_PROXY is set, and
// then only its LAST entry: the address the trusted proxy itself saw and appended. Earlier entries come from
// the client (most proxies append to what the client sent, e.g. nginx's $proxy_add_x_forwarded_for), so
// taking the first would let anyone choose their own IP and step around every IP-keyed throttle.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function forwardedClientIp(header: string | undefined): string | null {
  const last = header?.split(',').at(-1)?.trim();
  return last ? last : null;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
