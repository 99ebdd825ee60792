// Deterministic rendering under automation (Vitest browser mode, the Playwright visual runner,
// any WebDriver): no CSS transitions or animations, no smooth scrolling, caret hidden, toasts that
// stay, and third-party
// frames (the footer's map) hidden: their hosts are blocked offline, so a frame would show a browser
// error page, sooner or later; the box they sit in keeps its size and look. A frame whose whole document
// a story writes itself (srcdoc, nothing from another host) and waits for is shown: it says so with
// `data-story-frame` (the mail stories).
// Both runners also emulate `prefers-reduced-motion: reduce`, which the theme honours
// (respectReducedMotion) and which carousels must honour by turning autoplay off.
import { notifications, notificationsStore } from '@mantine/notifications';

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
    iframe:not([data-story-frame]) { visibility: hidden !important; }
  `;
  document.head.appendChild(style);

  // Toasts close themselves after 3 s (§9). On a busy machine a story's picture could be taken before
  // or after that, so under automation a toast stays until closed; every story starts with none
  // (story-state.ts cleans them). The store tells us of a toast before it is drawn, so its timer
  // never starts.
  notificationsStore.subscribe(({ notifications: shown, queue }) => {
    for (const toast of [...shown, ...queue]) {
      if (toast.id && toast.autoClose !== false) notifications.update({ ...toast, autoClose: false });
    }
  });
}
