// Story files stay under 200 lines (eslint.config.js): proven on text ESLint lints as if it stood at a
// story's path, as `npm run lint` applies the rule, without committing a long file.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** A story file of `lines` lines: one story, then one-line comments. */
const storyFile = (lines: number) =>
  [
    "export default { title: 'Probe' };",
    'export const Probe = {};',
    ...Array.from({ length: lines - 2 }, (_, i) => `// line ${i + 3}`),
  ].join('\n');

async function rulesAt(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('story file size (eslint.config.js)', { timeout: 120_000 }, () => {
  it('a story file of 199 lines passes', async () => {
    expect(await rulesAt('stories/screens/Probe.stories.tsx', storyFile(199))).toEqual([]);
  });

  it('a story file of 200 lines fails, under stories/ and next to code alike', async () => {
    expect(await rulesAt('stories/screens/Probe.stories.tsx', storyFile(200))).toEqual(['max-lines']);
    expect(await rulesAt('src/ui/Probe.stories.tsx', storyFile(200))).toEqual(['max-lines']);
  });

  it('other files are not held to it', async () => {
    expect(await rulesAt('stories/support/probe.ts', storyFile(300))).toEqual([]);
  });
});
