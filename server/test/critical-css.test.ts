import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalCss, criticalSheet } from '../render/critical-css';

const critical = (css: string, markup: string) => criticalCss([criticalSheet(css)], markup)[0];

const SHEET = [
  ':root{--gap:4px}',
  '@font-face{font-family:X;src:url(x.woff2)}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  'body{margin:0}',
  '.card{padding:1px}',
  '.card .title{font-weight:700}',
  '.menu{display:none}',
  '.card:not(.active){opacity:.5}',
  '.a,.drawer{color:red}',
  '.esc\\:aped{color:blue}',
  '@media (min-width:48em){.card{padding:2px}.drawer{width:1px}}',
  '@media (hover:hover){.drawer:hover{color:green}}',
  '@layer base{.title[data-size=lg]{font-size:2rem}.menu-item{color:gray}}',
].join('');

describe('criticalSheet', () => {
  it('keeps the rules the markup can match and drops the others', () => {
    const css = critical(
      SHEET,
      '<div class="card" style="gap:var(--gap)"><h2 class=" title  esc:aped">x</h2><p class="a"></p></div>',
    );
    // Always kept: rules that name no class, and at-rules that are not groups of rules.
    expect(css).toContain(':root{--gap:4px}');
    expect(css).toContain('@font-face{');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('body{margin:0}');
    // Kept: every class of some selector is on the page (pseudo and attribute parts are not looked at).
    expect(css).toContain('.card{padding:1px}');
    expect(css).toContain('.card .title{font-weight:700}');
    expect(css).toContain('.card:not(.active){opacity:.5}');
    expect(css).toContain('.esc\\:aped{color:blue}');
    expect(css).toContain('.title[data-size=lg]{font-size:2rem}');
    // A selector list is kept whole when one of its selectors can match.
    expect(css).toContain('.a,.drawer{color:red}');
    // Groups keep only their kept rules, and disappear when none is left.
    expect(css).toContain('@media (min-width:48em){.card{padding:2px}}');
    expect(css).not.toContain('hover');
    expect(css).toContain('@layer base{.title[data-size=lg]{font-size:2rem}}');
    // Dropped: a class the page does not use.
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.drawer{width');
  });

  it('keeps everything when every class is used, and the full sheet stays available', () => {
    const markup = '<p class="card title menu active a drawer esc:aped menu-item" style="--x:var(--gap)">';
    const sheet = criticalSheet(SHEET);
    expect(criticalCss([sheet], markup)[0]!.replace(/\s/g, '')).toBe(SHEET.replace(/\s/g, ''));
    expect(sheet.css).toBe(SHEET);
  });

  it('keeps a custom property only where the page’s CSS or markup uses it, through other properties and sheets', () => {
    const base = criticalSheet(
      [
        ':root{--red:#f00;--blue:#00f;--accent:var(--blue);--unused:var(--red);color-scheme:light}',
        ':root{--only-unused:1px}',
        '.card{color:var(--accent);--card-pad:2px}',
        '.menu{color:var(--red)}',
      ].join(''),
    );
    const screen = criticalSheet('.title{padding:var(--card-pad)}');
    const [css, screenCss] = criticalCss([base, screen], '<div class="card"><h2 class="title"></h2></div>');
    // --accent by .card, --blue by --accent, --card-pad by the other sheet's .title.
    expect(css).toBe(
      ':root{--blue:#00f;--accent:var(--blue);color-scheme:light}.card{color:var(--accent);--card-pad:2px}',
    );
    expect(screenCss).toBe('.title{padding:var(--card-pad)}');
    // Used by the markup only.
    expect(critical(':root{--gap:1px;--pad:2px}', '<p style="margin:var(--pad)">')).toBe(':root{--pad:2px}');
  });

  it('drops the selectors no page can match, whatever their classes', () => {
    const sheet = criticalSheet(
      ':root[data-mantine-color-scheme=dark]{--c:#000}:root[data-mantine-color-scheme=light],.x{--c:#fff}.y{color:var(--c)}',
      [/\[data-mantine-color-scheme=dark\]/],
    );
    expect(criticalCss([sheet], '<p class="y">')[0]).toBe(
      ':root[data-mantine-color-scheme=light],.x{--c:#fff}.y{color:var(--c)}',
    );
  });
});

describe('classesInHtml', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([
      ...classesInHtml('<p class="a b"></p><svg class="c"></svg><i data-class="z" class="d&amp;e">'),
    ]).toEqual(['a', 'b', 'c', 'd&e']);
  });
});
