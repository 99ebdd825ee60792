// The bench's trace (scripts/bench-trace.mjs): Lighthouse's categories less the V8 source rundown, and
// what of a run's blocking time is the page's own CPU work rather than a wait for the host.
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, QuietTrace, mainThreadWork, quietCategories } from '../../scripts/bench-trace.mjs';

const RENDERER = { pid: 2, tid: 20 };
const OTHER_RENDERER = { pid: 3, tid: 30 };
const thread = (at: { pid: number; tid: number }, name: string) => ({
  ...at,
  ph: 'M',
  name: 'thread_name',
  args: { name },
});
/** A main-thread task at `ms` lasting `wall` ms of which `cpu` ms on the CPU. */
const task = (ms: number, wall: number, cpu: number, at = RENDERER) => ({
  ...at,
  ph: 'X',
  name: 'RunTask',
  ts: ms * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('the bench trace', () => {
  it('leaves out only the V8 source rundown, which Lighthouse 12 records today', () => {
    const all: string[] = Trace.getDefaultTraceCategories();
    for (const category of LEFT_OUT) expect(all).toContain(category);
    expect(quietCategories()).toEqual(all.filter((c) => !LEFT_OUT.includes(c)));
    expect(quietCategories()).toContain('devtools.timeline');
  });

  it('starts Lighthouse’s trace with the quiet categories and any the settings add', async () => {
    const sent: Array<[string, Record<string, unknown> | undefined]> = [];
    const driver = {
      defaultSession: {
        sendCommand: async (method: string, params?: Record<string, unknown>) =>
          void sent.push([method, params]),
      },
    };
    const settings = { additionalTraceCategories: ['extra.category'] };
    await new QuietTrace().startSensitiveInstrumentation({
      driver,
      gatherMode: 'navigation',
      settings,
    } as never);
    const start = sent.find(([method]) => method === 'Tracing.start')?.[1];
    const categories = String(start?.categories).split(',');
    expect(categories).toEqual([...quietCategories(), 'extra.category']);
    for (const category of LEFT_OUT) expect(categories).not.toContain(category);
  });

  it('counts the page’s blocking time from each task’s CPU time, after the first paint only', () => {
    const trace = {
      traceEvents: [
        thread(RENDERER, 'CrRendererMain'),
        thread(OTHER_RENDERER, 'CrRendererMain'),
        task(50, 40, 40), // before the first paint: not counted
        task(200, 40, 5), // waited for a core: 160 ms wall × 4, 20 ms of work × 4
        task(300, 20, 20), // the page's own: 80 - 50 = 30
        task(400, 10, 10), // short: nothing
        task(500, 5, 5, OTHER_RENDERER), // another renderer, which ran less
      ],
    };
    const work = mainThreadWork(trace, 100_000, 1_000_000, 4);
    expect(work.tbtCpuMs).toBe(30);
    // The long tasks (over 12.5 ms at 4×): 40 + 20 ms of wall time, 5 + 20 on the CPU.
    expect(work.onCpu).toBe(0.42);
  });

  it('is the whole wall time where the trace has no thread time, and full on CPU without long tasks', () => {
    const untimed = { ...task(200, 30, 0), tdur: undefined };
    const traceEvents = [thread(RENDERER, 'CrRendererMain'), untimed];
    expect(mainThreadWork({ traceEvents }, 0, 1_000_000, 4)).toEqual({ tbtCpuMs: 70, onCpu: 1 });
    expect(mainThreadWork([thread(RENDERER, 'CrRendererMain'), task(10, 5, 5)], 0, 1e6, 4)).toEqual({
      tbtCpuMs: 0,
      onCpu: 1,
    });
  });

  it('counts as Lantern does: clipped at the first paint, a layout task slowed by half, none over 10 s', () => {
    const main = thread(RENDERER, 'CrRendererMain');
    const layout = (ms: number) => ({ ...RENDERER, ph: 'X', name: 'Layout', ts: ms * 1000, dur: 1000 });
    const at = (events: object[]) => mainThreadWork([main, ...events], 100_000, 10_000_000, 4).tbtCpuMs;
    // 20 ms × 4 − 50 = 30, but a task that laid out is slowed 2×: 40 ms, not blocking.
    expect(at([task(200, 20, 20)])).toBe(30);
    expect(at([task(200, 20, 20), layout(205)])).toBe(0);
    // Across the first paint (100 ms): its last 20 of 40 ms count, its CPU time in proportion.
    expect(at([task(80, 40, 40)])).toBe(30);
    // A task overlapping the next (a Chrome bug) ends where the next starts: 10 ms, not blocking.
    expect(at([task(200, 40, 40), task(210, 5, 5)])).toBe(0);
    // 3 s × 4 is capped at 10 s.
    expect(at([task(200, 3000, 3000)])).toBe(9950);
  });
});
