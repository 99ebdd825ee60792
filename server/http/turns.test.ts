import { describe, expect, it } from 'vitest';
import { fairTurns } from './turns';

/** A turn of the event loop: what was set up before it has run once setImmediate fires. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Two requests started per turn; `started` lists their paths in the order they were. */
function recordingTwoPerTurn() {
  const started: string[] = [];
  const fetch = fairTurns(
    (request: Request) => {
      started.push(new URL(request.url).pathname);
      return new Response('ok');
    },
    { perTurn: 2, targetMs: 1_000 },
  );
  return { started, fetch };
}

describe('fair turns', () => {
  it('starts at most perTurn requests per turn and puts first requests of new connections ahead', async () => {
    const { started, fetch } = recordingTwoPerTurn();
    const busy = { socket: {} };
    fetch(new Request('http://x/warm'), { incoming: busy }); // the busy connection's first request
    const answers = [1, 2, 3, 4].map((i) => fetch(new Request(`http://x/crowd-${i}`), { incoming: busy }));
    const newcomer = fetch(new Request('http://x/newcomer'), { incoming: { socket: {} } });
    // Two started in this turn (the warm-up and the first crowd request); the rest wait.
    expect(started).toEqual(['/warm', '/crowd-1']);
    await nextTurn();
    // Next turn: the newcomer's first request goes first, then the crowd in order.
    expect(started).toEqual(['/warm', '/crowd-1', '/newcomer', '/crowd-2']);
    await nextTurn();
    expect(started).toEqual(['/warm', '/crowd-1', '/newcomer', '/crowd-2', '/crowd-3', '/crowd-4']);
    for (const answer of [...answers, newcomer]) expect(await (await answer).text()).toBe('ok');
  });

  it('counts an HTTP/2 session as one connection, though each stream brings its own socket proxy', async () => {
    const { started, fetch } = recordingTwoPerTurn();
    // Node's Http2ServerRequest: `socket` is a proxy made per stream, `stream.session` the connection.
    const session = {};
    const onSession = () => ({ socket: {}, stream: { session } });
    fetch(new Request('http://x/warm'), { incoming: onSession() });
    const answers = [1, 2, 3].map((i) =>
      fetch(new Request(`http://x/crowd-${i}`), { incoming: onSession() }),
    );
    const newcomer = fetch(new Request('http://x/newcomer'), {
      incoming: { socket: {}, stream: { session: {} } },
    });
    expect(started).toEqual(['/warm', '/crowd-1']);
    await nextTurn();
    expect(started).toEqual(['/warm', '/crowd-1', '/newcomer', '/crowd-2']);
    for (const answer of [...answers, newcomer]) expect(await (await answer).text()).toBe('ok');
  });

  it('passes a failing handler on to its own request only', async () => {
    const fetch = fairTurns(
      (request: Request) => {
        if (request.url.endsWith('/bad')) throw new Error('boom');
        return new Response('ok');
      },
      { perTurn: 1, targetMs: 1_000 },
    );
    const first = fetch(new Request('http://x/ok'), undefined);
    const bad = fetch(new Request('http://x/bad'), undefined);
    const after = fetch(new Request('http://x/ok'), undefined);
    expect(await (await first).text()).toBe('ok');
    await expect(bad).rejects.toThrow('boom');
    expect(await (await after).text()).toBe('ok');
  });
});
