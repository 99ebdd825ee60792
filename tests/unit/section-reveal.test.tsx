// @vitest-environment jsdom
// §9 reveal of the category grid (src/ui/SectionReveal) on a server-rendered first visit: the server's HTML
// carries the entrance as a CSS animation (0.6 s ease-out, 50 px, from scale 0.95) that runs with the
// first paint, with transforms and opacity only (no layout shift), off under reduced motion; hydration
// keeps it without a mismatch. In a page the browser renders alone the section starts hidden and is
// revealed by the observer, as before.
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setHydratingServerHtml } from '@/ui/ClientOnly';
import { SectionReveal } from '@/ui/SectionReveal';
import { installBrowserShims } from './support/app';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeAll(() => {
  installBrowserShims();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setHydratingServerHtml(false);
  document.body.innerHTML = '';
});

const Grid = () => (
  <MantineProvider>
    <SectionReveal>
      <p>Coastal Oak SPC</p>
    </SectionReveal>
  </MantineProvider>
);

const revealOf = (container: HTMLElement) =>
  container.querySelector('[data-reveal]')?.getAttribute('data-reveal');

describe('SectionReveal on a server-rendered first visit', () => {
  it('the server HTML plays the entrance; hydration keeps it without a mismatch', async () => {
    setHydratingServerHtml(true);
    document.body.innerHTML = `<div id="root">${renderToString(<Grid />)}</div>`;
    const container = document.getElementById('root')!;
    expect(revealOf(container)).toBe('enter');

    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Grid />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(revealOf(container)).toBe('enter');
  });

  it('a page the browser renders alone starts hidden, for the observer to reveal', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root')!;
    await act(async () => {
      root = createRoot(container);
      root.render(<Grid />);
    });
    expect(revealOf(container)).toBe('hidden');
  });

  it('the entrance is §9’s: 0.6 s ease-out from 50 px below and scale 0.95, opacity and transform only, off under reduced motion', () => {
    const css = readFileSync('src/ui/SectionReveal/SectionReveal.module.css', 'utf8');
    expect(css).toMatch(
      /\[data-reveal='enter'\]\s*{\s*animation: reveal-enter var\(--reveal-duration\) ease-out both;/,
    );
    expect(css).toMatch(/--reveal-duration: 0\.6s;/);
    expect(css).toMatch(/--reveal-scale: 0\.95;/);
    const keyframes = css.slice(css.indexOf('@keyframes reveal-enter'));
    // Only properties that never move the layout (no layout shift).
    const properties = [...keyframes.matchAll(/^\s*([a-z-]+):/gm)].map((m) => m[1]);
    expect(new Set(properties)).toEqual(new Set(['opacity', 'transform']));
    expect(keyframes).toContain('translate3d(0, var(--reveal-distance, 50px), 0) scale(var(--reveal-scale))');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/&\[data-reveal\]\s*{[^}]*animation: none;/);
  });
});
