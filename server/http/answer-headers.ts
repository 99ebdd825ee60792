// Headers added to an answer after the handler made it (middleware after `await next()`).
//
// Hono's c.header() on a finished answer rebuilds it as a new Response from the old one's body. With
// @hono/node-server that turns its lightweight answer (a string or bytes it writes to the socket as they
// are) into a web stream it has to encode and read back chunk by chunk: on a cached catalogue answer that
// was most of the request's cost (bench/server.md "Per-request cost"). The lightweight answer's own headers
// are mutable, so setting them there keeps it lightweight. Answers whose headers are immutable (a fetched
// Response, Response.redirect) fall back to c.header(), which copies them.
import type { Context } from 'hono';

export function setAnswerHeader(c: Context, name: string, value: string): void {
  if (!c.finalized) {
    c.header(name, value);
    return;
  }
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * Takes a header off a finished answer whose headers are mutable (the lightweight answer, a body the app
 * built); an answer with immutable headers keeps it (c.res's setter would copy it back from the old one).
 */
export function dropAnswerHeader(c: Context, name: string): void {
  try {
    c.res.headers.delete(name);
  } catch {
    // Immutable: left as it is (harmless, only bytes).
  }
}
