// Where a request was addressed: scheme and origin as the browser saw them. Directly, from the URL the Node
// adapter builds (https when the socket is TLS); behind a proxy the operator declared trusted (TRUST_PROXY),
// from X-Forwarded-Proto and X-Forwarded-Host.
import type { Context } from 'hono';

export interface RequestOrigin {
  /** e.g. https://shop.example.com */
  origin: string;
  https: boolean;
}

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function requestOrigin(c: Context, trustProxy: boolean): RequestOrigin {
  const url = new URL(c.req.url);
  const proto =
    (trustProxy && first(c.req.header('x-forwarded-proto'))?.toLowerCase()) || url.protocol.slice(0, -1);
  const host = (trustProxy && first(c.req.header('x-forwarded-host'))) || url.host;
  return { origin: `${proto}://${host}`, https: proto === 'https' };
}
