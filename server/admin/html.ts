// Sanitizes the owner's HTML before it is stored, with the storefront's own policy (src/contract/html.ts);
// the storefront sanitizes again on render, so a row written some other way is still safe.
import DOMPurify from 'dompurify';
import { HTML_SANITIZE_OPTIONS } from '../../src/contract/html';

let purifier: Promise<ReturnType<typeof DOMPurify>> | null = null;

async function load() {
  const jsdom = 'jsdom'; // untyped package: the one constructor used is typed here
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
  return DOMPurify(new JSDOM('').window as Parameters<typeof DOMPurify>[0]);
}

export async function sanitizeHtml(html: string): Promise<string> {
  if (html.trim() === '') return '';
  purifier ??= load();
  return (await purifier).sanitize(html, HTML_SANITIZE_OPTIONS);
}
