// A refusal that leaves part of the request body unread (413 before the body arrives, a 403 or 404 answered
// without reading it) must not poison a keep-alive connection: the unread bytes would be taken for the next
// request, and the Node adapter's own drain gives up after half a second and drops the socket under the
// client's next request. Such answers say `Connection: close`, so the client opens a fresh connection and
// the server closes this one once the answer is out.
import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';

export function closeConnectionIfBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody) c.header('Connection', 'close');
  };
}
