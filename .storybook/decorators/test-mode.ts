// Deterministic rendering under automation (Vitest browser mode, the Playwright visual runner,
// any WebDriver): no CSS transitions or animations, no smooth scrolling, caret hidden, and third-party
// frames (the footer's map) hidden: their hosts are blocked offline, so a frame would show a browser
// error page, sooner or later; the box they sit in keeps its size and look.
// Both runners also emulate `prefers-reduced-motion: reduce`, which the theme honours
// (respectReducedMotion) and which carousels must honour by turning autoplay off.
export const underAutomation =
  typeof navigator !== 'undefined' && (navigator.webdriver || import.meta.env.MODE === 'test');

if (underAutomation && typeof document !== 'undefined') {
  document.documentElement.dataset.testing = 'true';
  const style = document.createElement('style');
  style.dataset.testing = 'true';
  style.textContent = `
    *, *::before, *::after {
      transition: none !important;
      animation: none !important;
      scroll-behavior: auto !important;
      caret-color: transparent !important;
    }
    iframe { visibility: hidden !important; }
  `;
  document.head.appendChild(style);
}
