// What HTML from the catalogue may contain (DOMPurify's options), as the back office sanitizes it on save.
// The storefront's render-time sanitizer (src/ui/HtmlContent/sanitize.ts) keeps the same options inline, so
// the shopper's bundle does not grow; tests/unit/html-policy.test.tsx fails when the two drift apart.
export const HTML_SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  // Keep target so "open in new tab" links survive; the hooks add rel="noopener noreferrer".
  ADD_ATTR: ['target'],
};
