// The client's IP for throttling and records. X-Forwarded-For is trusted only when TRUST_PROXY is set.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
