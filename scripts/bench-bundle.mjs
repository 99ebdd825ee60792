// Bundle budgets (speed is a feature): builds the storefront with a Vite manifest into
// node_modules/.cache/bench-bundle and reports what a first visit downloads (gzip) and what each
// route adds on top. `--check` exits 1 when a budget is exceeded. Not part of `npm test`: budgets are
// measured here, not by timed tests. Usage: npm run bench:bundle [-- --check]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, root, run } from './lib.mjs';

// Budgets in KB of gzip. Raise one only with a note of why (docs/performance.md).
const BUDGETS = { initialJs: 240, initialCss: 45, route: 40 };
const FORBIDDEN_IN_INITIAL = [/msw/i, /stripe/i, /mockServiceWorker/];

const outDir = path.join(root, 'node_modules', '.cache', 'bench-bundle');
const code = await run(bin('vite'), [
  'build',
  '--manifest',
  '--outDir',
  outDir,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
if (code !== 0) process.exit(code);

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  return { js, css };
};
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

const initialKeys = closure('index.html');
const initial = filesOf(initialKeys);
const initialJs = sum(initial.js);
const initialCss = sum(initial.css);

const problems = [];
console.log(
  `First visit (any route): JS ${initialJs.toFixed(1)} KB gz in ${initial.js.size} files, CSS ${initialCss.toFixed(1)} KB gz`,
);
for (const f of initial.js) console.log(`  ${gz(f).toFixed(1).padStart(6)} KB  ${f}`);
if (initialJs > BUDGETS.initialJs)
  problems.push(`initial JS ${initialJs.toFixed(1)} KB > ${BUDGETS.initialJs} KB`);
if (initialCss > BUDGETS.initialCss)
  problems.push(`initial CSS ${initialCss.toFixed(1)} KB > ${BUDGETS.initialCss} KB`);
for (const f of [...initial.js]) {
  const text = readFileSync(path.join(outDir, f), 'utf8');
  if (FORBIDDEN_IN_INITIAL.some((re) => re.test(f)) || /setupWorker|js\.stripe\.com/.test(text)) {
    problems.push(`${f} is loaded on every visit but holds mock or payment code`);
  }
}

console.log('\nEach route adds (lazy screen chunk and what it imports beyond the first visit):');
const screens = Object.keys(manifest).filter((k) => /src\/features\/.+Screen\.tsx$/.test(k));
for (const key of screens.sort()) {
  const extra = [...closure(key)].filter((k) => !initialKeys.has(k));
  const { js, css } = filesOf(extra);
  const size = sum(js) + sum(css);
  const name = key.replace(/^src\/features\//, '');
  console.log(`  ${size.toFixed(1).padStart(6)} KB  ${name}`);
  if (size > BUDGETS.route) problems.push(`${name} adds ${size.toFixed(1)} KB > ${BUDGETS.route} KB`);
}

if (problems.length) {
  console.log(`\nOver budget:\n- ${problems.join('\n- ')}`);
  if (process.argv.includes('--check')) process.exit(1);
} else {
  console.log(
    `\nWithin budgets (initial JS ${BUDGETS.initialJs} KB, CSS ${BUDGETS.initialCss} KB, route ${BUDGETS.route} KB gz).`,
  );
}
