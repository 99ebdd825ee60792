// The embedded database held by a worker thread (server/db/pglite-thread.mjs), seen from the event loop
// as the part of PGlite's API the server uses: query, exec, transaction, listen, close. drizzle drives it
// as it drives PGlite itself.
//
// Semantics are PGlite's own: one connection, so a transaction holds the database until it ends, and a
// query outside it waits (the thread queues it, as PGlite does). What crosses between threads is data:
// a query's parsers cross only as "keep the text for these types" (all drizzle asks), and a database
// error crosses as its fields (code, constraint…) on a new Error.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite (and of its transactions) that the database layer uses. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
export type PgliteTx = Pick<Transaction, 'query' | 'exec'>;

type Answer = { type: 'answer'; id: number; result?: unknown; error?: Record<string, unknown> };
type Notify = { type: 'notify'; id: number; payload: string };
type Started = { type: 'ready' } | { type: 'failed'; error: Record<string, unknown> };

/** A database error from the thread, rebuilt with its fields (callers read `code`, e.g. 23505). */
function rebuild(data: Record<string, unknown>): Error {
  const { message, name, ...fields } = data;
  const error = new Error(String(message));
  error.name = String(name ?? 'Error');
  return Object.assign(error, fields);
}

/** "Keep the text for these types": the only parsers that can cross (drizzle's identity parsers). */
function crossingOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { rowMode, parsers, ...others } = options;
  if (Object.keys(others).length > 0)
    throw new Error(`pglite thread: query options ${Object.keys(others).join(', ')} cannot cross threads`);
  const raw = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse('2026-01-01 00:00:00', Number(oid)) !== '2026-01-01 00:00:00')
      throw new Error(`pglite thread: only parsers that keep the text can cross (type ${oid})`);
    return Number(oid);
  });
  return { rowMode, raw };
}

/** Starts the thread on `dataDir` (PGlite's directory) and resolves once the database is open. */
export async function openPgliteThread(dataDir: string): Promise<PgliteClient> {
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: { dataDir } });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let broken: Error | null = null;

  const failAll = (error: Error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.unref();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: Started) =>
      message.type === 'ready' ? resolve() : reject(rebuild(message.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread stopped (exit code ${code})`)));
  });

  worker.on('message', (message: Answer | Notify) => {
    if (message.type === 'notify') {
      listeners.get(message.id)?.(message.payload);
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    // An idle thread must not keep the process alive; one with a query in flight must.
    if (pending.size === 0) worker.unref();
    if (message.error) call.reject(rebuild(message.error));
    else call.resolve(message.result);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));
  worker.unref();

  function call<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...fields });
    });
  }

  const on = (tx?: number): PgliteTx => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>('query', { sql, params, options: crossingOptions(options), tx }),
    exec: (sql: string) => call<Results[]>('exec', { sql, tx }),
  });
  const database = on();

  return {
    query: database.query,
    exec: database.exec,
    async transaction(fn) {
      const tx = await call<number>('begin');
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call('rollback', { tx }).catch(() => {});
        throw error;
      }
      await call('commit', { tx });
      return result;
    },
    async listen(channel, onNotify) {
      const listenId = await call<number>('listen', { channel });
      listeners.set(listenId, onNotify);
      return async () => {
        listeners.delete(listenId);
        await call('unlisten', { listenId });
      };
    },
    async close() {
      if (broken) return;
      await call('close');
      await exited;
    },
  };
}
