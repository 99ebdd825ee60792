// A success answer serialised once (and gzipped once, on first demand) for catalogue reads served from
// the in-memory cache: a hit costs no JSON.stringify and no compression.
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const COMPRESS_FROM_BYTES = 1024;

export class PreparedJson {
  private gzipped: Buffer | undefined;

  constructor(readonly json: string) {}

  respond(c: Context): Response {
    c.header('Content-Type', 'application/json');
    c.header('Vary', 'Accept-Encoding');
    if (this.json.length >= COMPRESS_FROM_BYTES && /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
      this.gzipped ??= gzipSync(this.json);
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(this.gzipped));
    }
    return c.body(this.json);
  }
}
