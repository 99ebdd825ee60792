// @vitest-environment jsdom
// HtmlContent (src/ui/HtmlContent): DOMPurify is not in a first visit. Hydrating the server's HTML, the
// component keeps the server's (already sanitised) markup without the sanitiser; a page the browser renders
// itself shows API HTML only once sanitised; new HTML after hydration is sanitised too.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from './support/app';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UNSAFE = '<p>Oak <b>floors</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

/** Fresh modules per test: whether the sanitiser has loaded is module state. */
async function load() {
  vi.resetModules();
  const sanitize = await import('@/ui/HtmlContent/sanitize');
  const spy = vi.fn(sanitize.sanitizeHtml);
  vi.doMock('@/ui/HtmlContent/sanitize', () => ({ ...sanitize, sanitizeHtml: spy }));
  const { HtmlContent, provideSanitizer } = await import('@/ui/HtmlContent');
  const { setHydratingServerHtml } = await import('@/ui/ClientOnly');
  const { MantineProvider } = await import('@mantine/core');
  const Content = (props: { html: string }) => (
    <MantineProvider forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <HtmlContent {...props} />
    </MantineProvider>
  );
  return { Content, provideSanitizer, setHydratingServerHtml, spy, sanitizeHtml: sanitize.sanitizeHtml };
}

let root: Root | null = null;
beforeAll(installBrowserShims);
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.doUnmock('@/ui/HtmlContent/sanitize');
});

describe('HtmlContent', () => {
  it('in a page the browser renders, shows the HTML only once sanitised', async () => {
    const { Content, spy } = await load();
    const container = document.getElementById('root')!;
    act(() => {
      root = createRoot(container);
      root.render(<Content html={UNSAFE} />);
    });
    await vi.waitFor(() => expect(container.querySelector('b')?.textContent).toBe('floors'));
    expect(spy).toHaveBeenCalledWith(UNSAFE);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it("hydrating the server's HTML keeps its markup without the sanitiser, and sanitises new HTML", async () => {
    const { Content, provideSanitizer, spy, sanitizeHtml } = await load();
    // The server: the sanitiser provided (src/entry-server.tsx).
    provideSanitizer(sanitizeHtml);
    const container = document.getElementById('root')!;
    container.innerHTML = renderToString(<Content html={UNSAFE} />);
    const server = container.firstElementChild!;
    const serverMarkup = server.innerHTML;
    expect(serverMarkup).toContain('<b>floors</b>');
    expect(serverMarkup).not.toContain('script');

    // The browser: no sanitiser loaded yet (a fresh module), hydrating.
    const browser = await load();
    browser.setHydratingServerHtml(true);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <browser.Content html={UNSAFE} />, { onRecoverableError });
    });
    browser.setHydratingServerHtml(false);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.firstElementChild).toBe(server);
    expect(server.innerHTML).toBe(serverMarkup);
    expect(browser.spy).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();

    // New HTML (a revalidation): sanitised before it is shown.
    act(() => root!.render(<browser.Content html={'<p>New <i>range</i></p><script>alert(3)</script>'} />));
    await vi.waitFor(() => expect(server.querySelector('i')?.textContent).toBe('range'));
    expect(server.querySelector('script')).toBeNull();
    expect(browser.spy).toHaveBeenCalled();
  });
});
