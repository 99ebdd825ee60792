import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  // A private instance, so our hooks do not leak into other DOMPurify users.
  purifier = DOMPurify(window);
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
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // Keep target so "open in new tab" links survive; the hook adds rel="noopener noreferrer".
    ADD_ATTR: ['target'],
  });
}
