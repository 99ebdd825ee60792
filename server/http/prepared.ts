// A success answer serialised once (and gzipped once, on first demand) for catalogue reads served from
// the in-memory cache: a hit costs no JSON.stringify, no UTF-8 encoding and no compression.
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const COMPRESS_FROM_BYTES = 1024;

export class PreparedJson {
  private gzipped: Uint8Array<ArrayBuffer> | undefined;
  /** The answer's bytes, encoded once: a string body would be encoded again for every answer. */
  private readonly bytes: Uint8Array<ArrayBuffer>;

  constructor(json: string) {
    this.bytes = bytesOf(Buffer.from(json, 'utf8'));
  }

  /** The answer as JSON text (server rendering reads it; answers are sent as bytes). */
  get json(): string {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString('utf8');
  }

  respond(c: Context): Response {
    c.header('Content-Type', 'application/json');
    c.header('Vary', 'Accept-Encoding');
    if (
      this.bytes.byteLength >= COMPRESS_FROM_BYTES &&
      /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')
    ) {
      this.gzipped ??= bytesOf(gzipSync(this.bytes));
      c.header('Content-Encoding', 'gzip');
      return c.body(this.gzipped);
    }
    return c.body(this.bytes);
  }
}

/** A Buffer's bytes as the plain Uint8Array a Response body takes (a view, not a copy). */
const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
