// npm run test:visual:update — refresh the screenshot baselines after an intended visual change.
// Rebuilds Storybook, deletes tests/visual/__baselines__ (so baselines of deleted stories go too)
// and writes a fresh PNG per story. Review with `git status` / `git diff --stat`, then commit.
// Extra arguments go to Playwright, e.g. `npm run test:visual:update -- --grep "Product card"`
// (with --grep only the matching baselines are rewritten and nothing is deleted).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const extra = process.argv.slice(2);
const partial = extra.some((arg) => arg.startsWith('--grep') || arg === '-g' || !arg.startsWith('-'));

let code = await run('npm', ['run', '--silent', 'build-storybook']);
if (code !== 0) process.exit(code);

if (!partial) rmSync(path.join(root, 'tests', 'visual', '__baselines__'), { recursive: true, force: true });

code = await run(bin('playwright'), [
  'test',
  '--config',
  'tests/visual/playwright.config.ts',
  '--update-snapshots=all',
  ...extra,
]);
process.exit(code);
