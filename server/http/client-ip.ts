// The client's IP for throttling and records. X-Forwarded-For is read only on a request whose socket peer
// is a proxy listed in TRUST_PROXY, and then from its end: entries are walked from the right (each proxy
// appends the address it received the connection from) past the proxies the operator runs, and the first
// address that is not one of them is the client. Entries further left came from the client itself, so
// taking the first would let anyone choose their own IP and step around every IP-keyed throttle.
import type { Context } from 'hono';
import { peerAddress, type ProxyTrust } from './proxy';

export function forwardedClientIp(header: string | undefined, trust: ProxyTrust): string | null {
  const hops = (header ?? '').split(',').map((entry) => entry.trim());
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!hop) return null; // an empty entry: the chain is unreadable, trust none of it
    if (i === 0 || !trust(hop)) return hop;
  }
  return null;
}

export function clientIp(c: Context, trust: ProxyTrust): string {
  const peer = peerAddress(c);
  if (trust(peer)) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), trust);
    if (forwarded) return forwarded;
  }
  return peer;
}
