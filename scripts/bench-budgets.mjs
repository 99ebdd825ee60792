// The speed budgets `npm run bench` holds every page to, and the check: every budget in EVERY run of
// every page, not in the median, so one slow run is a broken budget (named with its page and run).
// Pure, so tests/unit/bench-budgets.test.ts can show that a deliberate regression fails.

/** Lighthouse mobile budgets per run; first-visit bytes are gzip KB as transferred. */
export const BUDGETS = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 50,
  /** The same from the page's own main-thread CPU time (scripts/bench-trace.mjs mainThreadWork). */
  tbtCpuMs: 50,
  cls: 0.01,
  /** First-visit JS on every shopper page. */
  jsKb: 130,
  /** First-visit CSS on `/`. */
  homeCssKb: 30,
};

/**
 * The broken budgets of `pages` ({ name, path, watch?, runs: [{ performance, accessibility, bestPractices,
 * seo, fcpMs, lcpMs, tbtMs, cls, kb: { script, stylesheet } }] }), one sentence each:
 * "login run 2: TBT ms 61 (budget ≤ 50)". Empty when every run of every page is within budget.
 * A `watch` page is measured and shown, not held: a signed-in shopper whose HTTP cache is empty, which is
 * neither a first visit nor the way a shopper reaches their pages (docs/performance.md, "Signed-in pages").
 */
export function brokenBudgets(pages, budgets = BUDGETS) {
  const broken = [];
  for (const page of pages) {
    if (page.watch) continue;
    page.runs.forEach((r, index) => {
      const over = (what, value, limit, higherIsBetter = false) => {
        if (higherIsBetter ? value < limit : value > limit)
          broken.push(
            `${page.name} run ${index + 1}: ${what} ${value} (budget ${higherIsBetter ? '≥' : '≤'} ${limit})`,
          );
      };
      over('performance', r.performance, budgets.performance, true);
      over('accessibility', r.accessibility, budgets.accessibility, true);
      over('best practices', r.bestPractices, budgets.bestPractices, true);
      over('SEO', r.seo, budgets.seo, true);
      over('FCP ms', r.fcpMs, budgets.fcpMs);
      over('LCP ms', r.lcpMs, budgets.lcpMs);
      over('TBT ms', r.tbtMs, budgets.tbtMs);
      if (r.tbtCpuMs !== undefined && r.tbtCpuMs !== null)
        over('TBT from the page CPU ms', r.tbtCpuMs, budgets.tbtCpuMs);
      over('CLS', r.cls, budgets.cls);
      // Bytes when the run measured them (bench:catalogue's runs leave them to bench:bundle).
      if (r.kb) {
        over('JS KB', r.kb.script, budgets.jsKb);
        if (page.path === '/') over('CSS KB', r.kb.stylesheet, budgets.homeCssKb);
      }
    });
  }
  return broken;
}

/** Lighthouse's CPU slowdown for a mobile phone, meant for a host of REFERENCE_BENCHMARK_INDEX. */
export const DEFAULT_CPU_MULTIPLIER = 4;
/** The benchmarkIndex at which Lighthouse's default 4× multiplier is meant (a mid high-end desktop). */
export const REFERENCE_BENCHMARK_INDEX = 1750;

/**
 * The CPU slowdown a bench runs with: BENCH_CPU=<number>, or `auto` (scaled to the host's benchmarkIndex,
 * between 1 and 8: Lighthouse's docs/throttling.md "Calibrating the CPU slowdown"), else the default 4×.
 */
export function cpuMultiplier(setting, benchmarkIndex) {
  if (setting === 'auto')
    return (
      Math.round(
        Math.min(8, Math.max(1, (DEFAULT_CPU_MULTIPLIER * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)) * 10,
      ) / 10
    );
  return setting ? Number(setting) : DEFAULT_CPU_MULTIPLIER;
}

/**
 * The host's cost of first touching memory, in microseconds per 4 KB page (median of `reps` fresh
 * buffers of `mib` MiB, each page written once). Lighthouse's benchmarkIndex times a JavaScript loop,
 * which fresh memory barely enters; a browser's page load does not (new processes, V8 heaps, layout
 * objects). On a VM whose hypervisor shadows the guest's page tables a page fault is many times dearer,
 * every main-thread task of the page is longer, and Lighthouse multiplies that by its CPU slowdown: the
 * same build's TBT differed severalfold between two hosts of the same benchmarkIndex (bench/history.md,
 * "seventeenth round"). The report names it, so that two runs are compared only on like hosts.
 */
export function firstTouchMicros(mib = 128, reps = 3) {
  const times = [];
  for (let r = 0; r < reps; r++) {
    const buffer = Buffer.allocUnsafeSlow(mib * 1024 * 1024);
    const start = process.hrtime.bigint();
    for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
    times.push(Number(process.hrtime.bigint() - start) / 1000 / (buffer.length / 4096));
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 100) / 100;
}
