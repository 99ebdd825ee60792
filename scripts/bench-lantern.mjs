// Why Lighthouse's simulation gave a page its FCP and LCP: each metric's simulated time and the timing of
// every request and main-thread task in its pessimistic graph, from a gathered run (Lantern, Lighthouse's
// simulated throttling, with the bench's mobile settings). Gather with the Lighthouse CLI, then explain:
//   npx lighthouse http://localhost:3000/my-cart -G=/tmp/run --chrome-path=/usr/bin/chromium \
//     --chrome-flags="--headless=new --no-sandbox" --only-categories=performance
//   node scripts/bench-lantern.mjs /tmp/run
// It showed that a signed-out shopper's page waited for a script request before leaving to sign in
// (docs/first-visit.md).
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';
const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/bench-lantern.mjs <lighthouse -G directory>');
const artifacts = await loadArtifacts(dir);
const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate', formFactor: 'mobile' };
const context = { computedCache: new Map(), settings, options: {} };
const data = Audit.makeMetricComputationDataInput(artifacts, context);
for (const [name, M] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
]) {
  const r = await M.request(data, context);
  console.log(
    name,
    Math.round(r.timing),
    'opt',
    Math.round(r.optimisticEstimate.timeInMs),
    'pess',
    Math.round(r.pessimisticEstimate.timeInMs),
  );
  for (const [label, est] of [['pess', r.pessimisticEstimate]]) {
    const rows = [...est.nodeTimings.entries()].map(([n, t]) => [
      Math.round(t.startTime),
      Math.round(t.endTime),
      n.type,
      n.type === 'network'
        ? `${n.request.priority} ${n.request.transferSize} ${n.request.url.replace(/https?:\/\/[^/]+/, '').slice(0, 60)}`
        : `cpu ${Math.round(n.duration / 1000)}ms`,
    ]);
    rows.sort((a, b) => a[0] - b[0]);
    for (const r of rows) console.log('  ', label, ...r);
  }
}
