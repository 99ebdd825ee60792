// scripts/postcss-cascade.cjs: Mantine's rules leave their layer untouched otherwise; ours get an ID's worth
// of specificity on their subject, matching the same elements (a late stylesheet that declares a
// cascade layer costs a whole relayout).
import { createRequire } from 'node:module';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const cascade = require('../../scripts/postcss-cascade.cjs') as (() => postcss.Plugin) & {
  boosted: (selector: string) => string;
};

/** One sheet made of parts from several files, as after postcss-import inlined them. */
async function run(parts: { from: string; css: string }[]): Promise<string> {
  const root: Root = postcss.root();
  for (const part of parts) root.append(postcss.parse(part.css, { from: part.from }).nodes);
  return (await postcss([cascade()]).process(root, { from: undefined })).css.replace(/\s+/g, ' ').trim();
}

describe('postcss-cascade', () => {
  it("takes Mantine's rules out of their layer and leaves their selectors as they are", async () => {
    const css = await run([
      {
        from: '/repo/node_modules/@mantine/core/styles/Button.layer.css',
        css: '@layer mantine { .m_77c9d27d:where([data-disabled]) { opacity: .5 } .m_77c9d27d:hover { color: red } }',
      },
    ]);
    expect(css).toBe('.m_77c9d27d:where([data-disabled]) { opacity: .5 } .m_77c9d27d:hover { color: red }');
  });

  it('gives our selectors an ID on their subject, before a pseudo-element', async () => {
    const css = await run([
      { from: '/repo/src/ui/global.css', css: 'body, :root { margin: 0 } .a > .b::before { content: "" }' },
    ]);
    expect(css).toBe(
      'body:not(#\\#), :root:not(#\\#) { margin: 0 } .a > .b:not(#\\#)::before { content: "" }',
    );
  });

  it('leaves keyframes, at-rules and other packages alone', async () => {
    const css = await run([
      { from: '/repo/src/ui/x.module.css', css: '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }' },
      { from: '/repo/node_modules/other/x.css', css: '@layer other { .x { color: red } }' },
    ]);
    expect(css).toBe(
      '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }@layer other { .x { color: red } }',
    );
  });

  it('keeps a pseudo-element last when the subject is implicit', () => {
    expect(cascade.boosted('::selection')).toBe('*:not(#\\#)::selection');
    expect(cascade.boosted('.a > ::before')).toBe('.a > *:not(#\\#)::before');
    expect(cascade.boosted('.a .b::-webkit-scrollbar-thumb:hover')).toBe(
      '.a .b:not(#\\#)::-webkit-scrollbar-thumb:hover',
    );
  });
});
