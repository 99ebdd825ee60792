// Why Lighthouse's simulation gave a page its FCP and LCP: each metric's simulated time and, for its
// pessimistic graph, the simulated start and end of every request and main-thread task, from a run's
// artifacts with the settings it ran with (Lantern, Lighthouse's simulated throttling):
//   BENCH_LHR_DIR=/tmp/runs BENCH_PAGES=myCart npm run bench
//   node scripts/bench-lantern.mjs /tmp/runs/myCart-<date>
// (or a directory of `lighthouse <url> -G=<dir>`). It showed that a signed-out shopper's page waited for
// a script request before leaving to sign in (docs/first-visit.md).
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/bench-lantern.mjs <artifacts directory of one run>');
const artifacts = await loadArtifacts(dir);
const context = { computedCache: new Map(), settings: artifacts.settings, options: {} };
const data = Audit.makeMetricComputationDataInput(artifacts, context);
const path = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60);
for (const [name, metric] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
]) {
  const result = await metric.request(data, context);
  const ms = (value) => Math.round(value);
  console.log(
    `${name} ${ms(result.timing)} ms (optimistic ${ms(result.optimisticEstimate.timeInMs)}, pessimistic ${ms(result.pessimisticEstimate.timeInMs)})`,
  );
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()]
    .map(([node, t]) => [
      ms(t.startTime),
      ms(t.endTime),
      node.type === 'network'
        ? `${node.request.priority} ${node.request.transferSize} B ${path(node.request.url)}`
        : `task ${ms(node.duration / 1000)} ms observed`,
    ])
    .sort((a, b) => a[0] - b[0]);
  for (const [start, end, what] of rows) console.log(`  ${start}–${end} ms  ${what}`);
}
