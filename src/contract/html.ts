// What HTML from the catalogue may contain: ONE policy (DOMPurify's options) for the storefront, which
// sanitizes on render, and the server's back office, which sanitizes on save.
export const HTML_SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  // Keep target so "open in new tab" links survive; the hooks add rel="noopener noreferrer".
  ADD_ATTR: ['target'],
};
