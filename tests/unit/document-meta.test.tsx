// The browser's writer of the head (src/services/documentHead.ts): every tag of the route's head, no
// write when the head already says it (a page the server rendered), and a screen state's own title.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRouteHead } from '@/services/documentHead';
import { setUnwrittenRouteHead, useDocumentMeta, type DocumentHead } from '@/services/documentMeta';

const HEAD: DocumentHead = {
  siteTitle: 'FloorShop',
  pageTitle: 'Coastal Oak SPC',
  description: 'Vinyl floors',
  keywords: 'spc, lvt',
  canonical: 'https://floors.example/products/coastal-oak-spc',
  image: 'https://floors.example/media/oak.jpg',
  type: 'product',
};
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('document meta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('writes the title, description, canonical, Open Graph and Twitter card tags', () => {
    setRouteHead(HEAD);
    expect(document.title).toBe('Coastal Oak SPC | FloorShop');
    expect(meta('meta[name="description"]')).toBe('Vinyl floors');
    expect(meta('meta[property="og:title"]')).toBe('Coastal Oak SPC');
    expect(meta('meta[property="og:image"]')).toBe(HEAD.image);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(HEAD.canonical);
    expect(meta('meta[name="robots"]')).toBeUndefined();
  });

  it('leaves the head untouched when it already says the same (a page the server rendered)', async () => {
    setRouteHead(HEAD);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    setRouteHead({ ...HEAD });
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);

    setRouteHead({ ...HEAD, description: 'Waterproof vinyl floors' });
    changes.push(...observer.takeRecords());
    observer.disconnect();
    // description, og:description, twitter:description
    expect(changes.map((c) => c.attributeName)).toEqual(['content', 'content', 'content']);
  });

  it("a screen state's own title and robots win while it is shown, without a canonical", async () => {
    setRouteHead(HEAD);
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Product not found', robots: 'noindex, nofollow' }),
    );
    await waitFor(() => expect(document.title).toBe('Product not found | FloorShop'));
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
    await waitFor(() => expect(document.title).toBe('Coastal Oak SPC | FloorShop'));
  });

  it("on a page whose route head is still the server's, a screen state's title has the route head written first", async () => {
    // What src/app/RouteHead.tsx leaves unwritten on a server-rendered page: here, a page no route knows.
    const notFound: DocumentHead = { ...HEAD, pageTitle: 'Page not found', robots: 'noindex, nofollow' };
    delete notFound.canonical;
    let writes = 0;
    setUnwrittenRouteHead(async () => {
      writes += 1;
      setRouteHead(notFound);
    });
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Page not found' }));
    await waitFor(() => expect(document.title).toBe('Page not found | FloorShop'));
    // The route's own robots and description, not the site's defaults under the screen's title.
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(meta('meta[name="description"]')).toBe('Vinyl floors');
    expect(writes).toBe(1);
    unmount();
    const again = renderHook(() => useDocumentMeta({ title: 'Page not found' }));
    await waitFor(() => expect(document.title).toBe('Page not found | FloorShop'));
    expect(writes).toBe(1);
    again.unmount();
  });

  it("a screen state left before the route head's code came does not put its title over the next page", async () => {
    // The first page's writer, waiting for the head's code; it writes nothing once its page has gone
    // (RouteHead's `live`).
    let codeCame: (() => void) | undefined;
    setUnwrittenRouteHead(() => new Promise<void>((resolve) => (codeCame = resolve)));
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Page not found', robots: 'noindex' }));
    await waitFor(() => expect(codeCame).toBeDefined());
    // The shopper goes on to another page: its route head is written; then the code comes.
    unmount();
    setRouteHead(HEAD);
    await new Promise((resolve) => setTimeout(resolve, 0));
    codeCame!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Coastal Oak SPC | FloorShop');
    expect(meta('meta[name="robots"]')).toBeUndefined();
  });
});
