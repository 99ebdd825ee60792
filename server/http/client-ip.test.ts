import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientIp, forwardedClientIp } from './client-ip';
import { trustedProxies, TRUST_NO_PROXY } from './proxy';

describe('client IP behind a trusted proxy', () => {
  const proxies = trustedProxies(['10.0.0.0/8', '2001:db8:1::/48']);

  it('walks X-Forwarded-For from the right past the proxies: what the client sent is never taken', () => {
    expect(forwardedClientIp('203.0.113.9', proxies)).toBe('203.0.113.9');
    // The client sent "1.2.3.4"; the proxy appended the address it saw.
    expect(forwardedClientIp('1.2.3.4, 203.0.113.9', proxies)).toBe('203.0.113.9');
    // Two proxies of ours in a row: the outer one's entry is skipped.
    expect(forwardedClientIp('1.2.3.4, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(forwardedClientIp(' 2001:db8::1 ,2001:db8:1::5 ', proxies)).toBe('2001:db8::1');
    expect(forwardedClientIp('', proxies)).toBeNull();
    expect(forwardedClientIp('1.2.3.4, ', proxies)).toBeNull();
    expect(forwardedClientIp(undefined, proxies)).toBeNull();
  });

  it('reads addresses, CIDR ranges and "loopback"; refuses what is neither', () => {
    const trust = trustedProxies(['192.0.2.10', '10.0.0.0/8', 'loopback']);
    expect(['192.0.2.10', '10.200.0.1', '127.0.0.1', '::1', '::ffff:10.0.0.1'].map(trust)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['192.0.2.11', '11.0.0.1', 'unknown', ''].map(trust)).toEqual([false, false, false, false]);
    expect(() => trustedProxies(['1'])).toThrow(/not an IP address/);
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/prefix/);
  });

  it('ignores X-Forwarded-For unless the socket peer is a listed proxy', async () => {
    const seen: string[] = [];
    const app = new Hono().get('/', (c) => {
      seen.push(
        // The peer here is "unknown" (no socket): trusted as a proxy in the first case only.
        clientIp(c, (peer) => peer === 'unknown'),
        clientIp(c, TRUST_NO_PROXY),
        clientIp(c, proxies),
      );
      return c.text('ok');
    });
    await app.request('/', { headers: { 'X-Forwarded-For': 'spoofed, 198.51.100.7' } });
    // app.request() has no socket: its peer is "unknown", which no list holds.
    expect(seen).toEqual(['198.51.100.7', 'unknown', 'unknown']);
  });
});
