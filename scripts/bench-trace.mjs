// The bench's trace: Lighthouse's own, without the V8 source rundown.
//
// Lighthouse 12 records `disabled-by-default-devtools.v8-source-rundown` and `…-sources` in its trace
// (for DevTools' "enhanced traces"; no metric reads them). With them on, V8 copies every loaded
// script's full source into the trace buffer, in a main-thread task of its own ("ScriptCatchup" events)
// once the page has loaded its scripts. On this host that task read 14–44 ms observed, so 56–176 ms
// after the 4× CPU slowdown, counted as the page's blocking time: in one `/products` run 127 of its
// 195 ms TBT. A shopper's phone runs no tracer. The bench leaves those two categories out, so the
// page is measured and not the instrument (BENCH_TRACE=full measures with Lighthouse's own list, to
// compare). docs/performance.md, "What the bench does about the host".
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The trace categories the bench leaves out of Lighthouse's list. */
export const LEFT_OUT = [
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];

/** Lighthouse's trace categories less LEFT_OUT. */
export function quietCategories() {
  return Trace.getDefaultTraceCategories().filter((c) => !LEFT_OUT.includes(c));
}

export class QuietTrace extends Trace {
  /** @param {any} context */
  async startSensitiveInstrumentation({ driver, gatherMode, settings }) {
    const categories = quietCategories().concat(settings.additionalTraceCategories || []);
    await driver.defaultSession.sendCommand('Page.enable');
    await driver.defaultSession.sendCommand('Tracing.start', {
      categories: categories.join(','),
      options: 'sampling-frequency=10000',
    });
    if (gatherMode === 'timespan') {
      await driver.defaultSession.sendCommand('Tracing.recordClockSyncMarker', {
        syncId: TraceProcessor.TIMESPAN_MARKER_ID,
      });
    }
  }
}

/** The Lighthouse config of a bench run: the default one, its trace quiet unless BENCH_TRACE=full. */
export function benchConfig(full = process.env.BENCH_TRACE === 'full') {
  return full
    ? undefined
    : { extends: 'lighthouse:default', artifacts: [{ id: 'Trace', gatherer: QuietTrace }] };
}

/**
 * What the page's main thread did after the first paint, from a run's trace: `tbtCpuMs`, the blocking
 * time its tasks would count if each took its own CPU time (the thread's clock, `tdur`) times `slowdown`
 * rather than its wall time; and `onCpu`, the share of its long tasks' wall time (over 50 ms once
 * slowed down) that the thread was running. Lighthouse's simulation multiplies wall time, so a task that
 * waited for a core on a busy 2-core host counts as if the page had worked all along: a low `onCpu` says
 * the run measured the host; `tbtCpuMs` is the page's own work, whatever the host did meanwhile.
 * Counted from `fromTs` (first contentful paint) to `toTs` (the trace's end), in the trace's µs.
 * The main thread is the renderer's main thread that ran the most.
 * @param {{ traceEvents?: any[] } | any[]} trace
 * @param {number} fromTs
 * @param {number} toTs
 * @param {number} slowdown
 */
export function mainThreadWork(trace, fromTs, toTs, slowdown) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const key = (e) => `${e.pid}:${e.tid}`;
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key),
  );
  const ran = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur && renderers.has(key(e)))
      ran.set(key(e), (ran.get(key(e)) ?? 0) + e.dur);
  }
  const main = [...ran.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.dur && key(e) === main && e.ts >= fromTs && e.ts <= toTs,
  );
  const blocking = (micros) => Math.max(0, (micros / 1000) * slowdown - 50);
  const cpu = (e) => e.tdur ?? e.dur;
  const long = tasks.filter((e) => blocking(e.dur) > 0);
  const wall = long.reduce((sum, e) => sum + e.dur, 0);
  return {
    tbtCpuMs: Math.round(tasks.reduce((sum, e) => sum + blocking(cpu(e)), 0)),
    onCpu: wall
      ? Math.round((long.reduce((sum, e) => sum + Math.min(cpu(e), e.dur), 0) / wall) * 100) / 100
      : 1,
  };
}
