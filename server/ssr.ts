// Server-rendered first HTML (issue 9). The storefront's SSR bundle (src/entry-server.tsx, built by
// `npm run build` into <static dir>/server/) is loaded at run time — server/ never imports the browser
// app — and renders each page with React's streaming renderer. This module wraps that HTML in the built
// index.html: the route's CSS inline (entry + screen: nothing render-blocking) and cut down to the rules
// the page's markup can match (./critical-css), the screen's chunk preloaded, the LCP image preloaded, and
// the catalogue answers the page was rendered with as a JSON data block for hydration. Without the bundle
// (or when a render fails) the plain SPA shell is served: rendering on the server is an acceleration,
// never a dependency.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { classesInHtml, criticalSheet, type CriticalSheet } from './critical-css';
import type { Logger } from './log';

/** What src/entry-server.tsx exports (mirrored here: server/ does not import the app). */
interface SsrBundle {
  render(
    url: string,
    options: {
      load: (endpoint: string, fields: Record<string, string>) => Promise<unknown>;
      sanitizerWindow?: unknown;
      onError?: (error: unknown) => void;
    },
  ): Promise<{
    status: number;
    html: ReadableStream<Uint8Array>;
    dataScript: string;
    head: string;
    module: string | null;
    lcpImage?: { href: string; srcset?: string; sizes?: string };
  }>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}

export type CatalogueLoader = (endpoint: string, fields: Record<string, string>) => Promise<unknown>;

export interface PageRenderer {
  /** The server-rendered page for a GET of `url` (path + query), or null to serve the SPA shell. */
  render(url: string): Promise<Response | null>;
}

const ROOT = '<div id="root"></div>';
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
      parsed = criticalSheet(readFileSync(join(staticDir, file), 'utf8'));
      sheets.set(file, parsed);
    }
    return parsed;
  };
  // Every stylesheet is inlined, cut down to the rules the page's markup can match (./critical-css):
  // `data-critical` tells the browser to load the full sheet before it hydrates (src/api/prerender.ts).
  // Here a placeholder; filled per page by inlineCss.
  const inlineStyle = (file: string) => {
    sheet(file);
    return `<style data-href="/${file}" data-critical></style>`;
  };
  const inlineCss = (html: string, used: ReadonlySet<string>) =>
    html.replace(/<style data-href="\/([^"]+)" data-critical><\/style>/g, (_, file: string) =>
      fullCss
        ? `<style data-href="/${file}">${sheet(file).css}</style>`
        : `<style data-href="/${file}" data-critical>${sheet(file).critical(used)}</style>`,
    );

  // The shell's own stylesheets become inline <style> (same order); what the entry already loads is
  // not repeated for a screen.
  const template = readFileSync(templateFile, 'utf8');
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
  // The web font (Latin subset, the only one the entry CSS references for English text) is preloaded:
  // it is discovered only once the CSS is parsed otherwise.
  const fonts = (manifest['index.html']?.assets ?? []).filter((f) => /-latin-[^/]*\.woff2$/.test(f));
  const fontPreloads = fonts
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`)
    .join('');
  // The page is readable before any script runs. With the build's boot module (src/boot.ts), the app's
  // scripts are not in the page at all: boot requests them once the first screen (its LCP image) has
  // painted, so on a slow network they do not share its bandwidth (issue 9). Without it (an older
  // build), they are fetched at low priority: the LCP image, the font and the inline CSS go first.
  const bootFile = manifest['src/boot.ts']?.file;
  const entryScripts: string[] = [];
  const entryPreloads: string[] = [];
  const lowPriority = (tag: string) => tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
  const deferScripts = (tag: string) => {
    if (!bootFile) return lowPriority(tag);
    const href = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (href) (tag.startsWith('<script') ? entryScripts : entryPreloads).push(href);
    return '';
  };
  const shell = template
    .replace('</title>', `</title>${fontPreloads}`)
    .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, deferScripts)
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file: string) =>
      inlineStyle(file),
    );
  if (bootFile && entryScripts.length !== 1) {
    throw new Error(`${templateFile}: expected one module script, found ${entryScripts.length}`);
  }
  /** The boot module's tag for a page whose screen needs `screenPreloads` too. */
  const bootTag = (screenPreloads: readonly string[]) =>
    `<script type="module" fetchpriority="low" crossorigin src="/${bootFile}" data-entry="${attr(entryScripts[0]!)}" data-preload="${attr(
      [...entryPreloads, ...screenPreloads].join(' '),
    )}"></script>`;
  if (!shell.includes(ROOT)) throw new Error(`${templateFile} has no ${ROOT}`);
  // The page's own head (title, description, canonical, link preview) replaces the shell's defaults.
  const HEAD = '<!--page-head-->';
  const withHead = shell
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[\s\S]*?<\/title>/, HEAD);
  if (!withHead.includes(HEAD)) throw new Error(`${templateFile} has no <title>`);
  const [before, after] = withHead.split(ROOT) as [string, string];
  const [headStart, headEnd] = before.split('</head>') as [string, string];

  /** Per screen module: its chunk's modules to preload and its CSS inline (computed once). */
  const screenHead = new Map<string, { styles: string; preloads: string[] }>();
  const headFor = (module: string | null) => {
    if (!module) return { styles: '', preloads: [] };
    let head = screenHead.get(module);
    if (head === undefined) {
      head = { styles: '', preloads: [] };
      // A screen's `*.deferred` parts are rendered here but hydrated later (src/ui/Deferred): their
      // JS is not preloaded, their CSS is inlined with the screen's so the server HTML is styled.
      const deferred = (manifest[module]?.dynamicImports ?? []).filter((key) =>
        /\.deferred\.tsx?$/.test(key),
      );
      const deferredCss = new Set<string>();
      for (const part of deferred) for (const key of closure(part)) deferredCss.add(key);
      for (const key of closure(module)) deferredCss.delete(key);
      for (const key of deferredCss) {
        for (const css of manifest[key]!.css ?? []) {
          if (!entryFiles.has(css)) head.styles += inlineStyle(css);
        }
      }
      for (const key of closure(module)) {
        const chunk = manifest[key]!;
        if (!entryFiles.has(chunk.file)) head.preloads.push(`/${chunk.file}`);
        for (const css of chunk.css ?? []) {
          // Inline; the browser marks it as loaded before hydrating (src/main.tsx), so the screen's
          // import does not fetch it a second time.
          if (!entryFiles.has(css)) head.styles += inlineStyle(css);
        }
      }
      screenHead.set(module, head);
    }
    return head;
  };
  const scriptsFor = (preloads: readonly string[]) =>
    bootFile
      ? bootTag(preloads)
      : preloads
          .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
          .join('');

  return {
    async render(url) {
      let result: Awaited<ReturnType<SsrBundle['render']>>;
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
      const head = inlineCss(
        `${headStart.replace(HEAD, () => result.head)}${preload}${screen.styles}${scriptsFor(screen.preloads)}`,
        classesInHtml(markup),
      );
      const body = `${head}</head>${headEnd}<div id="root">${markup}</div>${result.dataScript}${after}`;
      return new Response(body, {
        status: result.status,
        headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' },
      });
    },
  };
}
