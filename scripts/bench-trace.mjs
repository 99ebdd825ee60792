// The bench's trace: Lighthouse's own, without the V8 source rundown.
//
// Lighthouse 12 records `disabled-by-default-devtools.v8-source-rundown` and `…-sources` in its trace,
// for DevTools' "enhanced traces". With them on, V8 copies every loaded script's full source into the
// trace buffer in a main-thread task of its own ("ScriptCatchup" events) once the page has loaded its
// scripts, and the simulation counts that task, slowed down, as the page's blocking time. A shopper's
// phone runs no tracer. The bench leaves those two categories out, so the page is measured and not the
// instrument. What they fed is the trace engine's script list, read only by the duplicated- and
// legacy-JavaScript insights, which are hidden and weigh nothing in the score; no metric and no other
// audit reads them. BENCH_TRACE=full measures with Lighthouse's own list, to compare.
// docs/performance.md, "The host decides TBT".
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

/** How Lighthouse's simulation (Lantern) slows a task down: a task that laid out by half the CPU slowdown. */
const LAYOUT_TASK_MULTIPLIER = 0.5;
/** Lantern caps a simulated task at 10 s ("not actually CPU bound"). */
const MAX_TASK_MS = 10_000;

/**
 * What the page's main thread did after the first paint, from a run's trace, counted the way
 * Lighthouse's simulation counts blocking time but from each task's CPU time (the thread's clock,
 * `tdur`) rather than its wall time (`dur`):
 * - `tbtCpuMs`: the sum over tasks of (CPU ms × slowdown − 50), a task that laid out slowed by half
 *   as much and none over 10 s, as Lantern does. It is a lower bound of the page's blocking time: the
 *   thread clock leaves out what the thread waited for without running (a synchronous IPC, a script
 *   compiled on another thread), which a phone waits for too.
 * - `onCpu`: the share of its long tasks' wall time (over 50 ms once slowed down) that the thread ran.
 *   Lighthouse multiplies wall time, so a task that waited for a core on a busy 2-core host counts as
 *   if the page had worked all along: a low `onCpu` says that run measured the host.
 * Counted between `fromTs` (first contentful paint) and `toTs`, in the trace's µs; a task across either
 * is clipped to its part inside, its CPU time in proportion. The bench passes the trace's end, later
 * than Lighthouse's simulated time to interactive, so a late task can count here and not there.
 * The main thread is the renderer main thread whose tasks ran longest; overlapping tasks (a Chrome bug
 * Lantern corrects too) end where the next one starts.
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
  const isTask = (e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 0;
  const ran = new Map();
  for (const e of events)
    if (isTask(e) && renderers.has(key(e))) ran.set(key(e), (ran.get(key(e)) ?? 0) + e.dur);
  const main = [...ran.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((e) => key(e) === main && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);

  let tbtCpuMs = 0;
  let longWall = 0;
  let longCpu = 0;
  for (let i = 0; i < onMain.length; i++) {
    const task = onMain[i];
    if (!isTask(task)) continue;
    let end = task.ts + task.dur;
    let laidOut = false;
    for (let j = i + 1; j < onMain.length && onMain[j].ts < end; j++) {
      if (isTask(onMain[j])) end = onMain[j].ts;
      else if (onMain[j].name === 'Layout') laidOut = true;
    }
    const start = Math.max(task.ts, fromTs);
    const inside = Math.min(end, toTs) - start;
    if (inside <= 0) continue;
    const share = inside / task.dur;
    const factor = slowdown * (laidOut ? LAYOUT_TASK_MULTIPLIER : 1);
    const simulated = (micros) => Math.min((micros / 1000) * factor, MAX_TASK_MS);
    const cpu = Math.min(task.tdur ?? task.dur, task.dur) * share;
    tbtCpuMs += Math.max(0, simulated(cpu) - 50);
    if (simulated(inside) > 50) {
      longWall += inside;
      longCpu += cpu;
    }
  }
  return {
    tbtCpuMs: Math.round(tbtCpuMs),
    onCpu: longWall ? Math.round((longCpu / longWall) * 100) / 100 : 1,
  };
}
