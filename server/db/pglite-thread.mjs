// The embedded database on a thread of its own (server/db/pglite-proxy.ts is the other end).
//
// PGlite is PostgreSQL compiled to WebAssembly: it runs its queries, and encodes and parses their wire
// protocol, on whichever thread holds it. On the server's event loop that was most of a crowd's CPU, and
// every request waited behind it (bench/server.md). Here it has a core of its own, and the event loop
// only posts a query and takes the rows back.
//
// Plain JavaScript, not TypeScript: `npm start` runs the built server with no TypeScript loader, and a
// worker is a file Node loads by itself.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs as a worker thread');

/** A query's options as they crossed: parsers that keep the text for these types (drizzle asks for that). */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.raw ?? []).map((oid) => [oid, (value) => value]));
  return { rowMode: options.rowMode, parsers };
}

/** What a PostgreSQL error says, as plain data (an Error loses its own fields between threads). */
function errorData(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  const data = { message: String(e.message ?? error), name: String(e.name ?? 'Error') };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
    'routine',
  ])
    if (e[key] !== undefined) data[key] = e[key];
  return data;
}

/** An open transaction: its handle and how to end it. */
const transactions = new Map();
/** Per open transaction, the promise that settles once PGlite has committed or rolled it back. */
const endings = new Map();
const unlisteners = new Map();
let nextId = 1;

const client = await PGlite.create(workerData.dataDir, { extensions: PGLITE_EXTENSIONS }).catch((error) => {
  port.postMessage({ type: 'failed', error: errorData(error) });
  return null;
});

if (client) {
  port.on('message', (message) => {
    handle(message).then(
      (result) => {
        port.postMessage({ type: 'answer', id: message.id, result });
        // Closed: the thread ends once that answer is out.
        if (message.op === 'close') port.close();
      },
      (error) => port.postMessage({ type: 'answer', id: message.id, error: errorData(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
}

/** The handle a query runs on: an open transaction's, or the database's. */
function target(txId) {
  if (txId === undefined) return client;
  const open = transactions.get(txId);
  if (!open) throw new Error(`no open transaction ${txId}`);
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return target(message.tx).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(message.tx).exec(message.sql);
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      const ended = endings.get(message.tx);
      if (!open || !ended) throw new Error(`no open transaction ${message.tx}`);
      transactions.delete(message.tx);
      endings.delete(message.tx);
      if (message.op === 'commit') open.commit();
      else open.rollback();
      // PGlite commits (or rolls back) when the body's promise settles: the answer waits for that.
      await ended;
      return null;
    }
    case 'listen': {
      const id = nextId++;
      const channel = message.channel;
      unlisteners.set(
        id,
        await client.listen(channel, (payload) => port.postMessage({ type: 'notify', id, payload })),
      );
      return id;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(message.listenId);
      unlisteners.delete(message.listenId);
      await unlisten?.();
      return null;
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** A rollback asked for: the transaction ends without its error reaching anyone. */
const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction and answers its id once the body holds the database (PGlite's transaction() waits
 * for the queries before it). The body then waits for the proxy's commit or rollback.
 */
function begin() {
  const id = nextId++;
  return new Promise((started, failed) => {
    let entered = false;
    const ended = client
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            entered = true;
            transactions.set(id, { tx, commit: () => commit(null), rollback: () => rollback(ROLLBACK) });
            started(id);
          }),
      )
      .then(
        () => null,
        (error) => {
          if (!entered) failed(error); // BEGIN itself failed: the begin's answer says so
          if (error === ROLLBACK) return null;
          throw error; // COMMIT failed: the commit's answer says so
        },
      );
    ended.catch(() => {}); // read by the commit or rollback that ends it
    endings.set(id, ended);
  });
}
