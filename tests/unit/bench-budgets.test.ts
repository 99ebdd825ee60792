// `npm run bench -- --check` holds every budget in every run of every page: a page whose median is
// fine but one of whose runs is slow is broken, named by page and run (scripts/bench-budgets.mjs).
import { describe, expect, it } from 'vitest';
import { BUDGETS, brokenBudgets, cpuMultiplier, firstTouchMicros } from '../../scripts/bench-budgets.mjs';

const goodRun = {
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcpMs: 900,
  lcpMs: 1400,
  tbtMs: 20,
  cls: 0,
  kb: { script: 125, stylesheet: 27 },
};

describe('the bench budgets', () => {
  it('pass when every run of every page is within them', () => {
    const pages = [
      { name: 'home', path: '/', runs: [goodRun, goodRun] },
      { name: 'product', path: '/products/coastal-oak-spc', runs: [goodRun, goodRun] },
    ];
    expect(brokenBudgets(pages)).toEqual([]);
  });

  it('fail on one slow run although the median holds, naming the page and the run', () => {
    const pages = [
      {
        name: 'product',
        path: '/products/coastal-oak-spc',
        runs: [goodRun, { ...goodRun, tbtMs: 61 }, goodRun],
      },
    ];
    expect(brokenBudgets(pages)).toEqual([`product run 2: TBT ms 61 (budget ≤ ${BUDGETS.tbtMs})`]);
  });

  it("hold the page's own CPU work too: a TBT within budget does not hide a long task of the page", () => {
    const pages = [
      {
        name: 'home',
        path: '/',
        runs: [
          { ...goodRun, tbtCpuMs: 12 },
          { ...goodRun, tbtCpuMs: 57 },
        ],
      },
    ];
    expect(brokenBudgets(pages)).toEqual([
      `home run 2: TBT from the page CPU ms 57 (budget ≤ ${BUDGETS.tbtCpuMs})`,
    ]);
  });

  it('hold first-visit JS on every page and CSS on home', () => {
    const heavy = { ...goodRun, kb: { script: 168, stylesheet: 31 } };
    const pages = [
      { name: 'login', path: '/login', runs: [heavy] },
      { name: 'home', path: '/', runs: [heavy] },
    ];
    expect(brokenBudgets(pages)).toEqual([
      `login run 1: JS KB 168 (budget ≤ ${BUDGETS.jsKb})`,
      `home run 1: JS KB 168 (budget ≤ ${BUDGETS.jsKb})`,
      `home run 1: CSS KB 31 (budget ≤ ${BUDGETS.homeCssKb})`,
    ]);
  });

  it("leave a watch page (a signed-in shopper's emptied cache) unheld, and hold its other rows", () => {
    const cold = { ...goodRun, lcpMs: 3300, kb: { script: 183, stylesheet: 22 } };
    const pages = [
      { name: 'myCart', path: '/my-cart', runs: [goodRun] },
      { name: 'myCartAfterSignIn', path: '/my-cart', runs: [{ ...goodRun, tbtMs: 70 }] },
      { name: 'myCartSignedInCold', path: '/my-cart', watch: true, runs: [cold] },
    ];
    expect(brokenBudgets(pages)).toEqual([`myCartAfterSignIn run 1: TBT ms 70 (budget ≤ ${BUDGETS.tbtMs})`]);
  });

  it('hold the scores as minimums', () => {
    const pages = [
      { name: 'calculate', path: '/calculate', runs: [{ ...goodRun, performance: 0.97, seo: 0.92 }] },
    ];
    expect(brokenBudgets(pages)).toEqual([
      `calculate run 1: performance 0.97 (budget ≥ ${BUDGETS.performance})`,
      `calculate run 1: SEO 0.92 (budget ≥ ${BUDGETS.seo})`,
    ]);
  });

  it("hold runs that measured no bytes (bench:catalogue's) to the rest", () => {
    const { kb: _bytes, ...withoutBytes } = goodRun;
    const pages = [
      { name: '/products', path: '/products', runs: [withoutBytes, { ...withoutBytes, tbtMs: 365 }] },
    ];
    expect(brokenBudgets(pages)).toEqual([`/products run 2: TBT ms 365 (budget ≤ ${BUDGETS.tbtMs})`]);
  });

  it('slow the CPU 4× unless told: a number, or auto (scaled to the host, 1× to 8×)', () => {
    expect(cpuMultiplier(undefined, 1200)).toBe(4);
    expect(cpuMultiplier('2.5', 1200)).toBe(2.5);
    expect(cpuMultiplier('auto', 1750)).toBe(4);
    expect(cpuMultiplier('auto', 1200)).toBe(2.7);
    expect(cpuMultiplier('auto', 100)).toBe(1);
    expect(cpuMultiplier('auto', 9000)).toBe(8);
  });
});

describe('firstTouchMicros', () => {
  it('reads a positive cost per page of fresh memory', () => {
    const micros = firstTouchMicros(8, 1);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});
