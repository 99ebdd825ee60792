import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;
let domWindow: Window | null = typeof window === 'undefined' ? null : window;

/** Server rendering: DOMPurify needs a DOM; the server hands in one (jsdom's window). */
export function configureSanitizer(win: Window): void {
  if (domWindow === win) return;
  domWindow = win;
  purifier = null;
}

function getPurifier(win: Window) {
  if (purifier) return purifier;
  // A private instance, so our hooks do not leak into other DOMPurify users.
  purifier = DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // CMS images often lack alt; an empty alt marks them decorative instead of unnamed.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  return purifier;
}

/**
 * Sanitises HTML from the shop API (descriptions, privacy policy, terms, about text).
 * DOMPurify's HTML profile removes scripts, event handlers, javascript: URLs, iframes,
 * SVG/MathML and forms; inline `style` is dropped too so CMS styling cannot break the
 * typography, hide text or load url()s.
 */
export function sanitizeHtml(html: string): string {
  if (!domWindow) return '';
  return getPurifier(domWindow).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // Keep target so "open in new tab" links survive; the hook adds rel="noopener noreferrer".
    ADD_ATTR: ['target'],
  });
}
