// Reads a POST's fields as a flat record keyed by wire names ('Appuser[email]'), from
// application/x-www-form-urlencoded, multipart/form-data, or an empty body.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, MESSAGES } from './errors';

/**
 * hono's bodyLimit, without its cost on bodies that declare their length: it asks `c.req.raw.body` first,
 * which makes @hono/node-server build a web Request and stream around every request. A declared length is
 * checked from the header (as hono does); a body sent without one (chunked) is counted by hono's as it comes.
 */
export function limitBody(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > options.maxSize) {
      if (options.onError) return options.onError(c);
      return counted(c, next);
    }
    return next();
  };
}

/**
 * The most fields a form body may hold. §7's largest call posts about a dozen (the browsing fields of
 * getproduct a few more); a 1 MB body of 100,000 fields took the event loop over a second to parse.
 */
export const MAX_FORM_FIELDS = 100;

/** True when `separator` occurs in `body` more than `limit` times (stops looking at the first one over). */
function occursMoreThan(body: string | Buffer, separator: string, limit: number): boolean {
  let at = -separator.length;
  for (let seen = 0; seen <= limit; seen++) {
    at = body.indexOf(separator, at + separator.length);
    if (at === -1) return false;
  }
  return true;
}

export async function readFields(c: Context): Promise<Record<string, string>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    // Read as text and split here: hono's parseBody would build a web Request and a Response around the
    // same bytes to reach FormData (most of a cached catalogue read's cost; bench/server.md).
    const text = await readText(c);
    if (occursMoreThan(text, '&', MAX_FORM_FIELDS - 1)) throw new ApiError(400, MESSAGES.tooManyFields);
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      // As parseBody reads them: a `name[]` key is a list, which no §7 call sends.
      if (key.endsWith('[]')) throw new ApiError(400, `${key} must be text`);
      fields[key] = value;
    }
    return fields;
  }
  if (type.startsWith('multipart/form-data')) {
    // Each part starts with a delimiter line: counted on the bytes before anything is parsed (parseBody then
    // reads the same bytes from hono's body cache).
    const boundary = /boundary="?([^";]+)"?/i.exec(c.req.header('content-type') ?? '')?.[1];
    if (boundary) {
      let bytes: Buffer;
      try {
        bytes = Buffer.from(await c.req.arrayBuffer());
      } catch (error) {
        throw bodyError(error);
      }
      // The parts' delimiters and the closing one.
      if (occursMoreThan(bytes, `--${boundary}`, MAX_FORM_FIELDS + 1))
        throw new ApiError(400, MESSAGES.tooManyFields);
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = await c.req.parseBody();
    } catch (error) {
      throw bodyError(error);
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') fields[key] = value;
      else throw new ApiError(400, `${key} must be text`);
    }
    return fields;
  }
  // Anything else must be empty (§7 calls with no payload send no body or an empty one).
  const text = await c.req.text();
  if (text.trim() === '') return {};
  throw new ApiError(415, MESSAGES.unsupportedType);
}

async function readText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (error) {
    throw bodyError(error);
  }
}

/** A body that could not be read: the body limit's 413 passes; anything else is the client's malformed body. */
function bodyError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  // Body-limit errors surface here too (the stream is cut); let them through.
  if ((error as { status?: number }).status === 413) return error;
  return new ApiError(400, MESSAGES.malformedBody);
}
