// Reads a POST's fields as a flat record keyed by wire names ('Appuser[email]'), from
// application/x-www-form-urlencoded, multipart/form-data, or an empty body.
import type { Context } from 'hono';
import { ApiError, MESSAGES } from './errors';

export async function readFields(c: Context): Promise<Record<string, string>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let parsed: Record<string, unknown>;
    try {
      parsed = await c.req.parseBody();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Body-limit errors surface here too (the stream is cut); let them through.
      if ((error as { status?: number }).status === 413) throw error;
      throw new ApiError(400, MESSAGES.malformedBody);
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
