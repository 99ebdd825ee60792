import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalSheet } from '../render/critical-css';

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
    const used = classesInHtml(
      '<div class="card"><h2 class=" title  esc:aped">x</h2><p class="a"></p></div>',
    );
    const css = criticalSheet(SHEET).critical(used);
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
    const used = new Set(['card', 'title', 'menu', 'active', 'a', 'drawer', 'esc:aped', 'menu-item']);
    const sheet = criticalSheet(SHEET);
    expect(sheet.critical(used).replace(/\s/g, '')).toBe(SHEET.replace(/\s/g, ''));
    expect(sheet.css).toBe(SHEET);
  });
});

describe('classesInHtml', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([
      ...classesInHtml('<p class="a b"></p><svg class="c"></svg><i data-class="z" class="d&amp;e">'),
    ]).toEqual(['a', 'b', 'c', 'd&e']);
  });
});
