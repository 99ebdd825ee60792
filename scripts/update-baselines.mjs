// npm run test:visual:update — refresh the screenshot baselines after an intended visual change.
// Rebuilds Storybook, rewrites the baseline PNG of every story (an unchanged picture is rewritten
// byte-identical, so git shows only real changes), then deletes baselines of stories that no longer
// exist. Review with `git status` / an image diff, then commit your PNGs.
// Extra arguments go to Playwright, e.g. `npm run test:visual:update -- --grep "UI/Price"`
// (with a filter only the matching baselines are rewritten and nothing is deleted).
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const extra = process.argv.slice(2);
const filtered = extra.some(
  (arg) => /^(--grep|-g|--grep-invert|--last-failed)/.test(arg) || !arg.startsWith('-'),
);

let code = await run('npm', ['run', '--silent', 'build-storybook']);
if (code !== 0) process.exit(code);

code = await run(bin('playwright'), [
  'test',
  '--config',
  'tests/visual/playwright.config.ts',
  '--update-snapshots=all',
  ...extra,
]);

if (!filtered) {
  const { entries } = JSON.parse(readFileSync(path.join(root, 'storybook-static', 'index.json'), 'utf8'));
  const wanted = new Set(
    Object.values(entries)
      .filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))
      .map((e) => `${e.id}.png`),
  );
  const dir = path.join(root, 'tests', 'visual', '__baselines__');
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.png') && !wanted.has(file)) {
      rmSync(path.join(dir, file));
      console.log(`[update-baselines] removed ${file} (no such story any more)`);
    }
  }
}
process.exit(code);
