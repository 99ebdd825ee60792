// Which peers may speak for the client: TRUST_PROXY lists the proxies' addresses or CIDR ranges. Only a
// request whose socket peer is one of them has its X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host
// read; anyone reaching the port directly is taken at its socket's word, whatever headers it sends.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Whether a socket peer address is a proxy the operator runs. */
export type ProxyTrust = (peer: string) => boolean;

export const TRUST_NO_PROXY: ProxyTrust = () => false;

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** Parses `10.0.0.5, 10.1.0.0/16, ::1, loopback` into a BlockList; throws naming the entry it cannot read. */
export function parseTrustedProxies(list: readonly string[]): BlockList {
  const blocks = new BlockList();
  const add = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const unmapped = address!.replace(/^::ffff:(?=\d+\.)/i, '');
    const family = isIP(unmapped);
    if (!family || rest.length > 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) return blocks.addAddress(unmapped, type);
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (family === 6 ? 128 : 32))
      throw new Error(`"${entry}" has an invalid prefix length`);
    blocks.addSubnet(unmapped, prefix, type);
  };
  for (const entry of list) {
    if (entry === 'loopback') LOOPBACK.forEach(add);
    else add(entry);
  }
  return blocks;
}

export function trustedProxies(list: readonly string[]): ProxyTrust {
  if (list.length === 0) return TRUST_NO_PROXY;
  const blocks = parseTrustedProxies(list);
  return (peer) => {
    const address = peer.replace(/^::ffff:(?=\d+\.)/i, '');
    const family = isIP(address);
    return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The socket peer's address; 'unknown' without a socket (app.request() in tests). */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** True when this request came through a proxy the operator trusts. */
export function viaTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  return trust !== TRUST_NO_PROXY && trust(peerAddress(c));
}
