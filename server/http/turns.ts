// Fair turns for a crowd: how many requests the app starts per turn of the event loop.
//
// Node (libuv) takes at most one new connection from the listening socket's accept queue per turn of the
// event loop, and a turn serves every established connection that has a request ready. With a crowd of busy
// keep-alive connections each turn serves the whole crowd once, so a queue of new connections drains one
// per crowd-sized turn: a newcomer waits for as many turns as there are connections ahead of it, however
// fast each request is (see docs/server.md "A crowd from the first second" for the measurements).
//
// This gate keeps turns short instead: it starts at most `perTurn` requests per turn and queues the rest
// for the next turns (a setImmediate pump), so the loop comes back to the listening socket after a handful
// of requests rather than after the whole crowd. A connection's first request goes ahead of the queue: a
// newcomer's page is answered next, then it shares the turns like everyone else. The work done per second
// is the same; only the order changes.
import type { Socket } from 'node:net';

export interface TurnOptions {
  /** Most requests started per turn of the event loop (the rest wait for the next turns). */
  perTurn: number;
  /**
   * The turn length aimed at: when a turn takes longer (costly requests, or a machine that gives this process
   * less CPU), fewer requests are started per turn (halved, down to one); when shorter, one more.
   */
  targetMs: number;
}

export const DEFAULT_TURNS: TurnOptions = { perTurn: 16, targetMs: 10 };

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

/** Wraps a fetch handler so that it is started at most `perTurn` times per turn of the event loop. */
export function fairTurns<E>(fetch: Fetch<E>, options: TurnOptions = DEFAULT_TURNS): Fetch<E> {
  const most = Math.max(1, Math.floor(options.perTurn));
  let perTurn = most;
  /** When the pump last ran (one run per turn while requests flow), or -1 after a quiet spell. */
  let lastPump = -1;
  /** Connections that already had a request started: their next requests are not first ones. */
  const seen = new WeakSet<object>();
  const firsts: (() => void)[] = [];
  const rest: (() => void)[] = [];
  let startedThisTurn = 0;
  let pumping = false;

  const pump = () => {
    // A new turn: the budget is set from how long the last one took, then renewed; queued requests go first
    // (newcomers' first requests before the rest).
    const now = performance.now();
    if (lastPump >= 0)
      perTurn = now - lastPump > options.targetMs ? Math.max(1, perTurn >> 1) : Math.min(most, perTurn + 1);
    lastPump = now;
    startedThisTurn = 0;
    while (startedThisTurn < perTurn) {
      const next = firsts.shift() ?? rest.shift();
      if (!next) break;
      startedThisTurn += 1;
      next();
    }
    if (firsts.length > 0 || rest.length > 0) setImmediate(pump);
    else {
      pumping = false;
      lastPump = -1;
    }
  };
  const schedule = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };

  return (request, env) => {
    const connection = connectionOf(env);
    const first = connection ? !seen.has(connection) : false;
    if (connection) seen.add(connection);
    if (startedThisTurn < perTurn && firsts.length === 0 && (first || rest.length === 0)) {
      startedThisTurn += 1;
      // The budget is renewed at the next turn even when nothing waits.
      schedule();
      return fetch(request, env);
    }
    return new Promise<Response>((resolve, reject) => {
      (first ? firsts : rest).push(() => {
        try {
          Promise.resolve(fetch(request, env)).then(resolve, reject);
        } catch (error) {
          reject(error as Error);
        }
      });
      schedule();
    });
  };
}

/**
 * The connection a request came on: its socket, or on HTTP/2 its session (a stream's `socket` is a proxy
 * made per stream, so it would make every request a connection's first).
 */
function connectionOf(env: unknown): object | undefined {
  const incoming = (env as { incoming?: { socket?: Socket; stream?: { session?: object } } } | undefined)
    ?.incoming;
  return incoming?.stream?.session ?? incoming?.socket;
}
