// Only the host names this shop is served under are answered. A page on an attacker's domain whose name
// they re-point at this server (DNS rebinding) reaches it with their own name in `Host` and passes as
// "same origin" to anything that trusts that header; such requests are refused with 421 Misdirected
// Request before anything else runs. Loopback names are always served (the local demo, dev and tests: a
// rebinding domain cannot make the browser send `Host: localhost`).
import type { MiddlewareHandler } from 'hono';
import { failEnvelope } from '../../src/contract/envelope';
import { MESSAGES } from './errors';
import { requestOrigin } from './origin';
import type { ProxyTrust } from './proxy';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host names a configuration serves: VITE_APP_URL's, ALLOWED_HOSTS, a specific listening address. */
export function configuredHosts(options: {
  appUrl?: string;
  allowedHosts?: readonly string[];
  listenHost?: string;
}): string[] {
  const hosts = [...(options.allowedHosts ?? [])];
  if (options.appUrl && URL.canParse(options.appUrl)) hosts.push(new URL(options.appUrl).hostname);
  const listen = options.listenHost;
  if (listen && !['0.0.0.0', '::', ''].includes(listen))
    hosts.push(listen.includes(':') ? `[${listen}]` : listen);
  return hosts.map((h) => h.toLowerCase());
}

export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const value = host.toLowerCase();
  const name = value.replace(/:\d+$/, '');
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : entry === value || entry === name,
  );
}

export function hostCheck(options: {
  allowed: readonly string[];
  trustProxy: ProxyTrust;
}): MiddlewareHandler {
  return async (c, next) => {
    const { host } = requestOrigin(c, options.trustProxy);
    if (!isAllowedHost(host, options.allowed)) {
      c.header('Connection', 'close');
      c.header('Cache-Control', 'no-store');
      return c.req.path.startsWith('/api/')
        ? c.json(failEnvelope(MESSAGES.misdirected), 421)
        : c.text(MESSAGES.misdirected, 421);
    }
    await next();
  };
}
