// Bundle budgets (docs/performance.md): builds the storefront with its Vite manifest into
// node_modules/.cache/bench-bundle and reports, per route, the gzip size of the JS and CSS a first visit
// needs before the route can hydrate: the entry and its static imports, plus the route's screen chunk and
// its static imports (the server preloads exactly these). Deterministic (same sources → same bytes), so it
// runs in `npm test` with `--check`: a route whose first-visit JS or CSS grows over its budget fails.
// Also fails if mock (MSW) or payment (Stripe) code lands in a first visit.
// Usage: npm run bench:bundle [-- --check] [-- --json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, root, routeTable, run } from './lib.mjs';

// First-visit budgets per route, KB of gzip, from the route table (src/config/routes.ts `budget`, loaded
// through Vite, which gives it the server's side of each route):
// today's size plus a little headroom, so growth fails `npm test`. Lower a budget when a change makes
// room; raise one only with a comment of why beside it in the table.
const table = await routeTable();
const ROUTES = Object.entries(table).map(([id, route]) => ({
  id,
  route: route.path,
  module: `src/features/${route.screen}.tsx`,
  js: route.server.budget.js,
  css: route.server.budget.css,
}));
const FORBIDDEN_IN_FIRST_VISIT = [/msw/i, /stripe/i, /mockServiceWorker/];

const json = process.argv.includes('--json');
const log = json ? () => {} : (...args) => console.log(...args);

const outDir = path.join(root, 'node_modules', '.cache', 'bench-bundle');
const code = await run(
  bin('vite'),
  ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  json ? { stdio: ['ignore', 'ignore', 'inherit'] } : {},
);
if (code !== 0) process.exit(code);

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024);
  return gzCache.get(file);
};
const round = (kb) => Math.round(kb * 10) / 10;

/** Manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  return { js, css };
}
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

const problems = [];
const entryKeys = closure('index.html');
const entry = filesOf(entryKeys);
log(
  `Entry (every first visit): JS ${round(sum(entry.js))} KB gz in ${entry.js.size} files, CSS ${round(sum(entry.css))} KB gz`,
);
for (const f of [...entry.js].sort((a, b) => gz(b) - gz(a)))
  log(`  ${gz(f).toFixed(1).padStart(6)} KB  ${f}`);
for (const f of entry.js) {
  const text = readFileSync(path.join(outDir, f), 'utf8');
  if (FORBIDDEN_IN_FIRST_VISIT.some((re) => re.test(f)) || /setupWorker|js\.stripe\.com/.test(text)) {
    problems.push(`${f} is loaded on every visit but holds mock or payment code`);
  }
}

const routes = [];
log('\nFirst visit per route (entry + screen chunk and its imports), KB gzip:');
log('  route                          JS (budget)      CSS (budget)');
for (const r of ROUTES) {
  if (!manifest[r.module]) {
    problems.push(`${r.route}: ${r.module} is not in the build manifest (renamed? update the route table)`);
    continue;
  }
  const keys = closure(r.module, new Set(entryKeys));
  const { js, css } = filesOf(keys);
  const row = { route: r.route, js: round(sum(js)), jsBudget: r.js, css: round(sum(css)), cssBudget: r.css };
  routes.push(row);
  log(
    `  ${r.route.padEnd(30)} ${String(row.js).padStart(6)} (${r.js})   ${String(row.css).padStart(6)} (${r.css})`,
  );
  if (row.js > r.js) problems.push(`${r.route}: first-visit JS ${row.js} KB > ${r.js} KB`);
  if (row.css > r.css) problems.push(`${r.route}: first-visit CSS ${row.css} KB > ${r.css} KB`);
}

if (json) {
  console.log(
    JSON.stringify({ entry: { js: round(sum(entry.js)), css: round(sum(entry.css)) }, routes, problems }),
  );
} else if (problems.length) {
  console.log(`\nOver budget:\n- ${problems.join('\n- ')}`);
} else {
  console.log('\nEvery route within its first-visit budget.');
}
if (problems.length && process.argv.includes('--check')) process.exit(1);
