// Where a request was addressed: scheme and origin as the browser saw them. Directly, from the URL the Node
// adapter builds (https when the socket is TLS); through a proxy listed in TRUST_PROXY, from
// X-Forwarded-Proto and X-Forwarded-Host.
import type { Context } from 'hono';
import { viaTrustedProxy, type ProxyTrust } from './proxy';

export interface RequestOrigin {
  /** e.g. https://shop.example.com */
  origin: string;
  /** e.g. shop.example.com or localhost:3000 */
  host: string;
  https: boolean;
}

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function requestOrigin(c: Context, trust: ProxyTrust): RequestOrigin {
  const url = new URL(c.req.url);
  const proxied = viaTrustedProxy(c, trust);
  const proto =
    (proxied && first(c.req.header('x-forwarded-proto'))?.toLowerCase()) || url.protocol.slice(0, -1);
  const host = (proxied && first(c.req.header('x-forwarded-host'))) || url.host;
  return { origin: `${proto}://${host}`, host, https: proto === 'https' };
}
