// The connection around a request: what happens to a body the app does not read, and how a body the client
// broke is told apart from the app's own failures.
//
// A refusal that leaves part of the request body unread (413 before the body arrives, a 403 or 404 answered
// without reading it) must not poison a keep-alive connection: the unread bytes would be taken for the next
// request. Such answers say `Connection: close`, so the client opens a fresh connection. Closing right after
// the answer is not enough either: a socket closed with unread bytes in its receive buffer sends a reset,
// and a client still sending its body may meet the reset before it reads the answer (Node's fetch then
// reports "fetch failed" instead of the 413). So the server lingers: it stops writing, keeps reading and
// discarding the rest of the body up to a bound in bytes and time, and closes once the body is in, the
// client has closed, or a bound is hit (Apache's and nginx's "lingering close").
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from './errors';

export interface LingerLimits {
  /** most bytes read and discarded after the answer */
  bytes: number;
  /** longest wait for the rest of the body after the answer */
  ms: number;
}

export const DEFAULT_LINGER: LingerLimits = { bytes: 16 * 1024 * 1024, ms: 5_000 };

const LINGER = Symbol('floorshop.linger');

/** When this socket is next closed by the server, it lingers over the request body first. */
export function lingerOnClose(incoming: IncomingMessage, limits: LingerLimits = DEFAULT_LINGER): void {
  const socket = incoming.socket as (Socket & { [LINGER]?: boolean }) | null;
  if (!socket || socket[LINGER] || socket.destroyed) return;
  socket[LINGER] = true;
  let lingering = false;
  // Node's HTTP server (and @hono/node-server's own drain) close a socket with destroySoon(): end the
  // writes, then destroy. Here the destroy waits for the body.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (lingering) return;
    lingering = true;
    if (!this.writableEnded) this.end();
    let read = 0;
    const close = () => {
      clearTimeout(timer);
      incoming.off('data', onData);
      this.destroy();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) close();
    };
    const timer = setTimeout(close, limits.ms);
    timer.unref();
    if (incoming.readableEnded) return close();
    incoming.on('data', onData);
    incoming.once('end', close);
    incoming.once('error', close);
    this.once('end', close);
    this.once('close', () => clearTimeout(timer));
    incoming.resume();
  };
}

export function closeConnectionIfBodyUnread(limits: LingerLimits = DEFAULT_LINGER): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || c.req.method === 'GET' || c.req.method === 'HEAD') return;
    // An HTTP/2 stream is closed on its own (RST_STREAM), never the connection under it: nothing to linger over.
    if (incoming.httpVersionMajor >= 2) return;
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody) {
      setAnswerHeader(c, 'Connection', 'close');
      lingerOnClose(incoming, limits);
    }
  };
}

const CLIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ABORT_ERR',
  'UND_ERR_ABORTED',
]);

/**
 * Whether an error thrown while reading the request body is the client's doing: the connection reset or
 * closed mid-body, the request aborted, or the HTTP parser refusing the body (malformed chunked encoding:
 * `HPE_*`). Returns the answer to give and the reason to log, or null for the app's own failures.
 */
export function clientBodyFailure(
  error: unknown,
): { status: ContentfulStatusCode; message: string; reason: string } | null {
  for (
    let e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return { status: 408, message: MESSAGES.requestTimeout, reason: 'request timeout' };
    if (
      CLIENT_CODES.has(code) ||
      code.startsWith('HPE_') ||
      e.name === 'AbortError' ||
      /^(aborted|terminated|Client connection prematurely closed\.?)$/i.test(message)
    ) {
      return {
        status: 400,
        message: MESSAGES.clientAborted,
        reason: `body: ${code || message || String(e.name)}`,
      };
    }
  }
  return null;
}
