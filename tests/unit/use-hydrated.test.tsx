// @vitest-environment jsdom
// useHydrated / ClientOnly (src/ui/ClientOnly): false in the server's HTML and while React hydrates it
// (also in a deferred part that hydrates after the route, src/ui/Deferred), true afterwards, and true from
// the first render in a page the browser renders alone. Real hydration in jsdom: a mismatch shows up as
// React's recoverable error.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientOnly, HydratingDeferredPart, setHydratingServerHtml } from '@/ui/ClientOnly';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setHydratingServerHtml(false);
  document.body.innerHTML = '';
});

const Greeting = () => (
  <ClientOnly fallback={<p>Loading your cart...</p>}>
    <p>Hello, Alex</p>
  </ClientOnly>
);

/** The server's HTML (jsdom has a document, so say "server HTML" as the app's entry does). */
function serverHtml(ui: React.ReactElement): HTMLElement {
  setHydratingServerHtml(true);
  document.body.innerHTML = `<div id="root">${renderToString(ui)}</div>`;
  return document.getElementById('root')!;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating it, then true without a mismatch', async () => {
    const container = serverHtml(<Greeting />);
    expect(container.textContent).toBe('Loading your cart...');

    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Greeting />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello, Alex');
  });

  it('stays false in a deferred part that hydrates after the route has (the entry flag is cleared by then)', async () => {
    const ui = (
      <HydratingDeferredPart value>
        <Greeting />
      </HydratingDeferredPart>
    );
    const container = serverHtml(ui);
    setHydratingServerHtml(false); // the route hydrated long ago; this part's code came later

    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello, Alex');
  });

  it('is true from the first render in a page the browser renders alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root')!;
    const commits: string[] = [];
    const Probe = () => {
      commits.push(container.textContent ?? '');
      return null;
    };
    act(() => {
      root = createRoot(container);
      root.render(
        <>
          <Greeting />
          <Probe />
        </>,
      );
    });
    expect(container.textContent).toBe('Hello, Alex');
    expect(commits).toEqual(['']); // one render: no fallback first
  });
});
