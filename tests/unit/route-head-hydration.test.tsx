// @vitest-environment jsdom
// The page head's SWR hooks (src/app/RouteHead.tsx) read the same keys as the screens (the categories, the
// home screen, a product). React hydrates a Suspense boundary's server HTML after what is outside it, in a
// pass of its own, and SWR remembers a key's state from before its first hook mounted: a screen inside the
// routes' boundary whose key a hook outside had already mounted takes its server snapshot for stale and
// renders again, synchronously (not in slices), right after hydrating: on /products, the whole listing.
// So RouteHead lives inside the routes' boundary (src/app/routes.tsx), and this test holds it there.
import { act, isValidElement, Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { AppShell } from '@/app/App';
import { AppRoutes } from '@/app/routes';
import { READ_ONLY, RouteHead } from '@/app/RouteHead';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders on the server, then hydrates; resolves with how many times `Screen` rendered in the browser. */
async function rendersAfterHydration(key: string, headInsideBoundary: boolean): Promise<number> {
  let renders = 0;
  const fetcher = () => Promise.resolve(['Oak']);
  function Head() {
    useSWR(key, fetcher, READ_ONLY);
    return null;
  }
  function Screen() {
    const { data } = useSWR<string[]>(key, fetcher, READ_ONLY);
    renders += 1;
    return <p>{data?.join(', ')}</p>;
  }
  const page = (): ReactNode => (
    // SWR's own cache per page (a fresh one per request on the server, one per page in the browser).
    <SWRConfig value={{ fallback: { [key]: ['Oak'] }, provider: () => new Map() }}>
      {headInsideBoundary ? null : <Head />}
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
        {headInsideBoundary ? <Head /> : null}
      </Suspense>
    </SWRConfig>
  );
  document.body.innerHTML = `<div id="root">${renderToString(page())}</div>`;
  renders = 0;
  const container = document.getElementById('root')!;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page());
  });
  expect(container.textContent).toBe('Oak');
  act(() => root!.unmount());
  document.body.innerHTML = '';
  return renders;
}

function elementsOf(node: ReactNode): unknown[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [node.type, ...elementsOf(node.props.children)];
}

describe('the page head hydrates with the screen', () => {
  it('a hook of the screen’s key outside the boundary makes the screen render again after hydrating', async () => {
    expect(await rendersAfterHydration('outside', false)).toBe(2);
  });

  it('inside the boundary, the screen renders once', async () => {
    expect(await rendersAfterHydration('inside', true)).toBe(1);
  });

  it('RouteHead is inside the routes’ boundary, and not in the shell around it', () => {
    expect(elementsOf(AppRoutes())).toContain(RouteHead);
    expect(elementsOf(AppShell())).not.toContain(RouteHead);
  });
});
