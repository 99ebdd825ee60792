// @vitest-environment jsdom
// src/start/hydrationData.ts linkInlinedStylesheets: before hydrating a server-rendered page, each inlined sheet
// gets its <link>: the full sheets (of the cut-down critical copies) fetched under a media query that
// matches nothing, a few per task, and applied together once all have arrived (one restyle of the page,
// TBT); the complete ones as disabled links, never fetched.
import { beforeEach, describe, expect, it } from 'vitest';
import { linkInlinedStylesheets, STYLESHEET_LINKS_PER_TASK } from '@/start/hydrationData';

function page(sheets: { href: string; critical: boolean }[]) {
  document.head.innerHTML = sheets
    .map(({ href, critical }) => `<style data-href="${href}"${critical ? ' data-critical' : ''}>a{}</style>`)
    .join('');
}

/** The head in order: `style <href>` or `link <href> [media] [disabled]`. */
const head = () =>
  [...document.head.children].map((el) =>
    el instanceof HTMLStyleElement
      ? `style ${el.dataset.href}`
      : [
          'link',
          el.getAttribute('href'),
          el.getAttribute('media') ? `media=${el.getAttribute('media')}` : '',
          (el as HTMLLinkElement).disabled ? 'disabled' : '',
        ]
          .filter(Boolean)
          .join(' '),
  );

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** A task boundary the test opens by hand, counting how many were asked for. */
function manualTasks() {
  const waiting: (() => void)[] = [];
  return {
    yieldTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get asked() {
      return waiting.length;
    },
    next: async () => {
      waiting.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('linkInlinedStylesheets', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('links each full sheet before its critical copy and each complete one, disabled, after it', async () => {
    page([
      { href: '/assets/index.css', critical: true },
      { href: '/assets/Home.css', critical: false },
    ]);
    const done = linkInlinedStylesheets(document, () => Promise.resolve());
    await flush();
    expect(head()).toEqual([
      'link /assets/index.css media=not all',
      'style /assets/index.css',
      'style /assets/Home.css',
      'link /assets/Home.css disabled',
    ]);
    links()[0]!.dispatchEvent(new Event('load'));
    await done;
    expect(head()[0]).toBe('link /assets/index.css');
  });

  it('adds a few links per task, not all in one', async () => {
    const count = STYLESHEET_LINKS_PER_TASK * 2 + 1;
    page(Array.from({ length: count }, (_, i) => ({ href: `/assets/s${i}.css`, critical: false })));
    const tasks = manualTasks();
    const done = linkInlinedStylesheets(document, tasks.yieldTask);
    expect(links()).toHaveLength(STYLESHEET_LINKS_PER_TASK);
    await tasks.next();
    expect(links()).toHaveLength(STYLESHEET_LINKS_PER_TASK * 2);
    await tasks.next();
    expect(links()).toHaveLength(count);
    await done;
    expect(tasks.asked).toBe(0);
  });

  it('applies the full sheets together, only once every one has loaded or failed', async () => {
    page([
      { href: '/assets/index.css', critical: true },
      { href: '/assets/Product.css', critical: true },
      { href: '/assets/Price.css', critical: true },
    ]);
    let resolved = false;
    const done = linkInlinedStylesheets(document, () => Promise.resolve()).then(() => {
      resolved = true;
    });
    await flush();
    const [index, product, price] = links();
    index!.dispatchEvent(new Event('load'));
    price!.dispatchEvent(new Event('error'));
    await flush();
    expect(resolved).toBe(false);
    expect(links().map((l) => l.getAttribute('media'))).toEqual(['not all', 'not all', 'not all']);
    product!.dispatchEvent(new Event('load'));
    await done;
    expect(links().map((l) => l.getAttribute('media'))).toEqual([null, null, null]);
  });

  // The cuts outweigh their full sheet's later rules they lack (a listing drawn next had the product
  // grid's two columns): taken out at the shopper's first press, key or change of address, not at once
  // (a restyle then made a late LCP candidate); a cut whose full sheet failed stays.
  it('takes the critical copies out at the first press, key or change of address, not before', async () => {
    for (const event of ['pointerdown', 'keydown', 'popstate', 'pushState']) {
      page([
        { href: '/assets/index.css', critical: true },
        { href: '/assets/Grid.css', critical: true },
        { href: '/assets/Home.css', critical: false },
      ]);
      const done = linkInlinedStylesheets(document, () => Promise.resolve());
      await flush();
      const [index, grid] = links();
      index!.dispatchEvent(new Event('load'));
      grid!.dispatchEvent(new Event('error'));
      await done;
      expect(head()).toEqual([
        'link /assets/index.css',
        'style /assets/index.css',
        'link /assets/Grid.css',
        'style /assets/Grid.css',
        'style /assets/Home.css',
        'link /assets/Home.css disabled',
      ]);
      window.dispatchEvent(new Event(event));
      expect(head(), event).toEqual([
        'link /assets/index.css',
        'link /assets/Grid.css',
        'style /assets/Grid.css',
        'style /assets/Home.css',
        'link /assets/Home.css disabled',
      ]);
      document.head.innerHTML = '';
    }
  });

  it('resolves at once on a page without inlined sheets', async () => {
    document.head.innerHTML = '<title>Shop</title>';
    await expect(linkInlinedStylesheets()).resolves.toBeUndefined();
    expect(links()).toHaveLength(0);
  });
});
