import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientIp, forwardedClientIp } from './client-ip';

describe('client IP behind a trusted proxy', () => {
  it('is the last X-Forwarded-For entry: the one the proxy appended, not what the client sent', () => {
    expect(forwardedClientIp('203.0.113.9')).toBe('203.0.113.9');
    // The client sent "1.2.3.4"; the proxy appended the address it saw.
    expect(forwardedClientIp('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(forwardedClientIp(' 10.0.0.1 ,2001:db8::1 ')).toBe('2001:db8::1');
    expect(forwardedClientIp('')).toBeNull();
    expect(forwardedClientIp('1.2.3.4, ')).toBeNull();
    expect(forwardedClientIp(undefined)).toBeNull();
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const seen: string[] = [];
    const app = new Hono().get('/', (c) => {
      seen.push(clientIp(c, true), clientIp(c, false));
      return c.text('ok');
    });
    await app.request('/', { headers: { 'X-Forwarded-For': 'spoofed, 198.51.100.7' } });
    expect(seen).toEqual(['198.51.100.7', 'unknown']);
  });
});
