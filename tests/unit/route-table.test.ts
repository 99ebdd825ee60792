// The route table (src/config/routes.ts) is the one place a page is declared. This test holds every
// entry to what a page needs: a screen module that exists (named as the build manifest names it), a
// first-visit budget, a story rendering the route (`parameters.route`, or stories/support's routesAt/shellAt) and an e2e visit (a URL of the
// route in tests/e2e). It also keeps the derived pieces in step: path builders, the server's matcher
// (src/config/routes.ts matchRoute) against wouter's, and the order of patterns.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parsePattern } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute as wouterMatch } from 'wouter';
import { paths } from '@/config/paths';
import { matchRoute, routeIds, routes, screenModule, type RouteEntry } from '@/config/routes';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel, test));
    else if (test(rel)) out.push(rel);
  }
  return out;
}

/** The URLs a text names: quoted or template literals starting with "/" (`${…}` read as "x"). */
function urlsIn(text: string, prefix = ''): string[] {
  const literal = new RegExp(`${prefix}(['"\`])(/[^'"\`\\s]*)\\1`, 'g');
  return [...text.matchAll(literal)].map((m) => m[2]!.replace(/\$\{[^}]*\}/g, 'x'));
}

const storyUrls = [
  ...filesUnder('stories', (f) => f.endsWith('.stories.tsx')),
  ...filesUnder('src', (f) => f.endsWith('.stories.tsx')),
  // `parameters.route`, written out or through stories/support's routesAt()/shellAt().
].flatMap((file) =>
  urlsIn(readFileSync(path.join(root, file), 'utf8'), '(?:route:\\s*|(?:routesAt|shellAt)\\(\\s*)'),
);
const e2eUrls = filesUnder('tests/e2e', (f) => f.endsWith('.ts')).flatMap((file) =>
  urlsIn(readFileSync(path.join(root, file), 'utf8')),
);

const pathnameOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** What a route of `table` lacks, as sentences (empty when complete). */
function problemsOf(table: Record<string, RouteEntry>, match: (pathname: string) => string | null): string[] {
  const problems: string[] = [];
  const visited = (urls: string[], id: string) => urls.some((url) => match(pathnameOf(url)) === id);
  for (const [id, route] of Object.entries(table)) {
    const module = screenModule(route);
    const file = path.join(root, module);
    if (!existsSync(file)) problems.push(`${id}: no screen module ${module}`);
    else {
      const source = readFileSync(file, 'utf8');
      const exported = route.screenExport
        ? new RegExp(`export (function|const) ${route.screenExport}\\b`).test(source)
        : /export default\b/.test(source);
      if (!exported) problems.push(`${id}: ${module} exports no ${route.screenExport ?? 'default'}`);
    }
    const { js, css } = (route.server && route.server.budget) || {};
    if (!(Number(js) > 0 && Number(css) > 0)) problems.push(`${id}: no first-visit budget`);
    if (!visited(storyUrls, id)) problems.push(`${id}: no story renders ${route.path}`);
    if (!visited(e2eUrls, id)) problems.push(`${id}: no e2e visit of ${route.path}`);
    if (route.path.includes(':') && !(route.server && route.server.bench?.url)) {
      problems.push(`${id}: no bench URL for ${route.path}`);
    }
  }
  return problems;
}

describe('the route table', () => {
  it('gives every route a screen, a budget, a story and an e2e visit', () => {
    expect(problemsOf(routes, (pathname) => matchRoute(pathname)?.id ?? null)).toEqual([]);
  });

  it('names what a new route still lacks', () => {
    const wishlist: RouteEntry = {
      path: '/wishlists/:id',
      screen: 'wishlist/WishlistScreen',
      guard: 'client',
      head: { title: 'Wishlist', noindex: true },
      server: { budget: { js: 0, css: 0 } },
    };
    const match = (pathname: string) => (/^\/wishlists\/[^/]+$/.test(pathname) ? 'wishlist' : null);
    expect(problemsOf({ wishlist }, match)).toEqual([
      'wishlist: no screen module src/features/wishlist/WishlistScreen.tsx',
      'wishlist: no first-visit budget',
      'wishlist: no story renders /wishlists/:id',
      'wishlist: no e2e visit of /wishlists/:id',
      'wishlist: no bench URL for /wishlists/:id',
    ]);
  });

  it('matches a URL on the server as wouter does in the browser', () => {
    const samples = [...new Set([...storyUrls, ...e2eUrls].map(pathnameOf))];
    expect(samples.length).toBeGreaterThan(20);
    for (const pathname of samples) {
      const browser = routeIds.find((id) => wouterMatch(parsePattern, routes[id].path, pathname)[0]) ?? null;
      expect(matchRoute(pathname)?.id ?? null, pathname).toBe(browser);
    }
  });

  it('builds every path from its pattern, parameters URL-encoded', () => {
    expect(paths.aboutUs).toBe('/about-us');
    expect(paths.product('oak & ash')).toBe('/products/oak%20%26%20ash');
    expect(paths.category(4)).toBe('/products/category/4');
    expect(matchRoute(paths.product('oak & ash'))).toMatchObject({
      id: 'product',
      params: { slug: 'oak & ash' },
    });
    expect(matchRoute('/products/category/4/')).toMatchObject({ id: 'category', params: { id: '4' } });
    expect(matchRoute('/products/%E0%A4%A')).toMatchObject({ id: 'product', params: { slug: null } });
    expect(matchRoute('/no-such-page')).toBeNull();
  });
});
