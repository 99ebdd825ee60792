// The HTML sanitiser (DOMPurify, ./sanitize.ts) on demand, apart from HtmlContent: the server's entry and
// Storybook's preview provide or load it without HtmlContent's Mantine Box and stylesheet.

export type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitiser, if it has loaded (or the server has provided it). */
export function loadedSanitizer(): Sanitize | null {
  return sanitize;
}

/**
 * DOMPurify on demand: it is not in a first visit, whose API HTML the server has already sanitised
 *. HtmlContent loads it at the shopper's first touch, key or scroll when it hydrates server HTML,
 * and at once in a page the browser renders itself, where it shows API HTML only once sanitised.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((module) => (sanitize = module.sanitizeHtml));
  return loading;
}

/** The server's render (src/entry-server.tsx) sanitises synchronously with the module it has loaded. */
export function provideSanitizer(sanitizer: Sanitize): void {
  sanitize = sanitizer;
}
