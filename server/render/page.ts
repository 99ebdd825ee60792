// Server-rendered first HTML. The storefront's SSR bundle (src/entry-server.tsx, built by `npm run
// build` into <static dir>/server/) is loaded at run time — server/ never imports the browser app, only
// the interface in src/contract/render.ts — and renders each page with React's streaming renderer. This
// module puts that HTML into the built index.html's slots (./template.ts): the route's CSS inline (entry + screen: nothing render-blocking) and cut down to the rules
// the page's markup can match (./critical-css), the screen's chunk preloaded, the LCP image preloaded, and
// the catalogue answers the page was rendered with as a JSON data block for hydration. Without the bundle
// (or when a render fails) the plain SPA shell is served: rendering on the server is an acceleration,
// never a dependency.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONTRACT_MODULES,
  SIGN_IN_FIRST_HELD,
  SIGN_IN_FIRST_SCRIPT,
  type RenderResult,
  type SsrBundle,
} from '../../src/contract/render';
import type { Logger } from '../log';
import { criticalCss, criticalSheet, type CriticalSheet } from './critical-css';
import { parseShellTemplate } from './template';

/** The store is light only (AppProviders' forceColorScheme, index.html's `data-mantine-color-scheme`):
 *  no page can match the dark scheme's rules. */
const LIGHT_ONLY = [/\[data-mantine-color-scheme=["']?dark["']?\]/];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}

/**
 * A server-rendered page, read without JavaScript: the shell's "needs JavaScript" note would be untrue
 * (the catalogue, its search, filters and pages work as plain links and forms), so it says what does
 * need it. The shell's own note stays for the page the browser renders alone.
 */
const NO_SCRIPT_NOTE =
  '<noscript><p style="margin:0;padding:8px 16px;background:#fffbeb;color:#1c1917;border-bottom:1px solid #e7e5e4;font:14px/1.5 Inter,\'Inter Fallback\',system-ui,sans-serif;text-align:center">' +
  'You can browse the floors without JavaScript. Signing in, your cart, checkout and the forms need it: turn it on to use them.' +
  '</p></noscript>';

export type CatalogueLoader = (endpoint: string, fields: Record<string, string>) => Promise<unknown>;

export interface PageRenderer {
  /** The server-rendered page for a GET of `url` (path + query), or null to serve the SPA shell. */
  render(url: string): Promise<Response | null>;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** A shopper's own page's head: its requests held inert until the inline script knows the visitor stays
 *  (SIGN_IN_FIRST_SCRIPT), the script, then the page's head. */
const signInFirst = (to: string, requests: string) =>
  `<template ${SIGN_IN_FIRST_HELD}>${requests}</template><script data-sign-in="${attr(to)}">${SIGN_IN_FIRST_SCRIPT}</script>`;

/**
 * Loads the SSR bundle and the client manifest from `staticDir`; null when the build has none (a
 * client-only build, or `vite build` alone): the caller then serves the SPA shell.
 */
export async function createPageRenderer(options: {
  staticDir: string;
  load: CatalogueLoader;
  logger: Logger;
  /** Inline whole stylesheets instead of the rules a page uses (SSR_FULL_CSS, to measure). */
  fullCss?: boolean;
}): Promise<PageRenderer | null> {
  const { staticDir, load, logger, fullCss = false } = options;
  const entry = join(staticDir, 'server', 'entry-server.js');
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  const templateFile = join(staticDir, 'index.html');
  if (![entry, manifestFile, templateFile].every((f) => existsSync(f))) return null;

  const bundle = (await import(pathToFileURL(entry).href)) as SsrBundle;
  // DOMPurify needs a DOM to sanitise the catalogue's HTML on the server, as it does in the browser.
  const jsdom = 'jsdom'; // untyped package: the one constructor used is typed here
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
  const sanitizerWindow = new JSDOM('').window;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const sheets = new Map<string, CriticalSheet>();
  const sheet = (file: string) => {
    let parsed = sheets.get(file);
    if (parsed === undefined) {
      parsed = criticalSheet(readFileSync(join(staticDir, file), 'utf8'), LIGHT_ONLY);
      sheets.set(file, parsed);
    }
    return parsed;
  };
  // Every stylesheet is inlined, cut down to the rules the page's markup can match (./critical-css):
  // `data-critical` tells the browser to load the full sheet before it hydrates (src/start/hydrationData.ts).
  const inlineStyle = (file: string, critical: ReadonlyMap<string, string>) =>
    fullCss
      ? `<style data-href="/${file}">${sheet(file).css}</style>`
      : `<style data-href="/${file}" data-critical>${critical.get(file) ?? ''}</style>`;

  const template = parseShellTemplate(readFileSync(templateFile, 'utf8'), templateFile);
  for (const file of template.stylesheets) sheet(file);
  const entryFiles = new Set<string>();
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  for (const key of closure('index.html')) {
    entryFiles.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) entryFiles.add(css);
  }
  // The contract's modules and theirs, for a page that calls the API as it opens (RenderResult.callsOnOpen),
  // in the order the first call evaluates them. A build without them (another layout, a test's build)
  // renders as before, without this preload, and says so once (the cart's e2e test checks the real one).
  const contractPreloads = new Set<string>();
  const missing = CONTRACT_MODULES.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    logger.warn('the contract is not preloaded: not in the build manifest', { modules: missing.join(' ') });
  } else {
    for (const key of CONTRACT_MODULES) {
      for (const dep of closure(key))
        if (!entryFiles.has(manifest[dep]!.file)) contractPreloads.add(`/${manifest[dep]!.file}`);
    }
  }
  // The web font (Latin subset, the only one the entry CSS references for English text) is preloaded:
  // it is discovered only once the CSS is parsed otherwise.
  const fonts = (manifest['index.html']?.assets ?? []).filter((f) => /-latin-[^/]*\.woff2$/.test(f));
  const fontPreloads = fonts
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`)
    .join('');
  // The page is readable before any script runs. With the build's boot module (src/start/boot.ts), the app's
  // scripts are not in the page at all: boot requests them once the first screen (its LCP image) has
  // painted, so on a slow network they do not share its bandwidth. Without it (an older build), they
  // are fetched at low priority: the LCP image, the font and the inline CSS go first.
  const bootFile = manifest['src/start/boot.ts']?.file;
  if (bootFile && template.scripts.length !== 1) {
    throw new Error(`${templateFile}: expected one module script, found ${template.scripts.length}`);
  }
  const scriptsFor = (screenPreloads: readonly string[]) =>
    bootFile
      ? `<script type="module" fetchpriority="low" crossorigin src="/${bootFile}" data-entry="${attr(template.scripts[0]!)}" data-preload="${attr(
          [...template.preloads, ...screenPreloads].join(' '),
        )}"></script>`
      : [
          ...template.scripts.map(
            (src) => `<script type="module" fetchpriority="low" crossorigin src="${attr(src)}"></script>`,
          ),
          ...[...template.preloads, ...screenPreloads].map(
            (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attr(href)}">`,
          ),
        ].join('');

  /** Per screen module: its chunk's modules to preload and its stylesheets to inline (computed once). */
  /** `withContract`: its preloads and the contract's, for a page that calls the API as it opens. */
  type ScreenHead = { styles: string[]; preloads: string[]; withContract: string[] };
  const screenHead = new Map<string, ScreenHead>();
  /** The stylesheets of the `*.deferred` parts `modules` import (src/ui/Deferred): rendered here but
   *  hydrated later, their JS is not preloaded and their CSS is inlined with the page's, so the server
   *  HTML is styled. Not those already in the modules' own chunks, nor the entry's. */
  const deferredStyles = (modules: readonly string[]) => {
    const parts = modules.flatMap((module) =>
      (manifest[module]?.dynamicImports ?? []).filter((key) => /\.deferred\.tsx?$/.test(key)),
    );
    const keys = new Set<string>();
    for (const part of parts) for (const key of closure(part)) keys.add(key);
    for (const module of modules) for (const key of closure(module)) keys.delete(key);
    return [...keys].flatMap((key) => (manifest[key]!.css ?? []).filter((css) => !entryFiles.has(css)));
  };
  // The shell's own parts (the footer, src/app/layout/Layout.tsx) are on every page.
  const shellStyles = deferredStyles([...closure('index.html')]);
  for (const css of shellStyles) sheet(css);
  const headFor = (module: string | null): ScreenHead => {
    if (!module) return { styles: [...shellStyles], preloads: [], withContract: [...contractPreloads] };
    let head = screenHead.get(module);
    if (head === undefined) {
      head = { styles: [...shellStyles], preloads: [], withContract: [] };
      // The screen's deferred parts, as the shell's.
      for (const css of deferredStyles([module])) if (!head.styles.includes(css)) head.styles.push(css);
      for (const key of closure(module)) {
        const chunk = manifest[key]!;
        if (!entryFiles.has(chunk.file)) head.preloads.push(`/${chunk.file}`);
        // Inline; the browser marks it as loaded before hydrating (src/main.tsx), so the screen's
        // import does not fetch it a second time.
        for (const css of chunk.css ?? []) if (!entryFiles.has(css)) head.styles.push(css);
      }
      head.styles = [...new Set(head.styles)];
      for (const css of head.styles) sheet(css);
      head.withContract = [...new Set([...head.preloads, ...contractPreloads])];
      screenHead.set(module, head);
    }
    return head;
  };

  return {
    async render(url) {
      let result: RenderResult;
      try {
        result = await bundle.render(url, {
          load,
          sanitizerWindow,
          onError: (error) => logger.warn('server render error', { url, error: String(error) }),
        });
      } catch (error) {
        logger.warn('server render failed: serving the SPA shell', { url, error: String(error) });
        return null;
      }
      const image = result.lcpImage;
      const preload = image
        ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.href)}"${
            image.srcset ? ` imagesrcset="${attr(image.srcset)}"` : ''
          }${image.sizes ? ` imagesizes="${attr(image.sizes)}"` : ''}>`
        : '';
      // The whole body is read before anything is sent: the head's CSS depends on the markup's classes.
      // (The renderer has already waited for the page's data, so this costs the few ms of rendering.)
      let markup: string;
      try {
        markup = await new Response(result.html).text();
      } catch (error) {
        logger.warn('server render failed: serving the SPA shell', { url, error: String(error) });
        return null;
      }
      const screen = headFor(result.module);
      // The page's sheets are cut together: a custom property one declares may be used by another.
      const files = [...template.stylesheets, ...screen.styles];
      const cut = fullCss ? [] : criticalCss(files.map(sheet), markup);
      const critical = new Map(files.map((file, i) => [file, cut[i] ?? '']));
      const scripts = scriptsFor(result.callsOnOpen ? screen.withContract : screen.preloads);
      const signInTo = result.signInTo;
      const body = template.fill((slot) => {
        // A shopper's own page sends a visitor without a session to sign in as its head is parsed
        // (SIGN_IN_FIRST_SCRIPT): first, having requested nothing; its requests are held until then.
        if (slot === 'page-head')
          return signInTo
            ? signInFirst(signInTo, fontPreloads + preload + scripts) + result.head
            : result.head + fontPreloads;
        if (slot === 'head-end') {
          const styles = screen.styles.map((file) => inlineStyle(file, critical)).join('');
          return signInTo ? styles : `${preload}${styles}${scripts}`;
        }
        if (slot === 'root') return markup;
        if (slot === 'data') return result.dataScript;
        if (slot === 'noscript') return NO_SCRIPT_NOTE;
        return inlineStyle(slot.slice('css:'.length), critical);
      });
      return new Response(body, {
        status: result.status,
        headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' },
      });
    },
  };
}
