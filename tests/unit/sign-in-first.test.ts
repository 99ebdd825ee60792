// @vitest-environment jsdom
// SIGN_IN_FIRST_SCRIPT (src/contract/render.ts): a shopper's own page sends a visitor without a session to
// sign in as its head is parsed, by the same restore rule as the app's (written twice: the inline script
// is plain JavaScript for every browser; these tests run its very text and hold the two together).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FIRST_HELD, SIGN_IN_FIRST_SCRIPT } from '@/contract/render';
import { restoreSession, sessionStore } from '@/state';

/** The page's window, whose navigation the test sees (jsdom does not navigate). */
function watchedWindow(base: Window & typeof globalThis = window) {
  const replace = vi.fn();
  const win = new Proxy(base, {
    get: (target, key) => (key === 'location' ? { replace } : Reflect.get(target, key, target)),
  });
  return { win, replace };
}

/** Runs the inline script's text as the browser would, from its element (`data-sign-in` when given);
 *  whether it sent the visitor on. */
function runInline(
  signIn: string | undefined,
  base?: Window & typeof globalThis,
  script = document.createElement('script'),
) {
  if (signIn) script.dataset.signIn = signIn;
  const { win, replace } = watchedWindow(base);
  new Function('document', 'window', SIGN_IN_FIRST_SCRIPT)({ currentScript: script }, win);
  return { sent: replace.mock.calls.length > 0, replace };
}

const SIGN_IN = '/login?redirect=%2Fmy-cart';

/** A session as the app stores it (src/state/session.ts). */
function storeSession(area: Storage) {
  area.setItem('authKey', 'key-1');
  area.setItem('firstName', 'Dana');
  area.setItem('lastName', 'Reyes');
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
});

/** The head the server writes for a shopper's own page (server/render/page.ts): its requests held inert in
 *  a template, then the inline script. */
const HELD = [
  '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter-latin-400.woff2">',
  '<script type="module" fetchpriority="low" crossorigin="" src="/assets/boot-1.js" data-entry="/assets/index-1.js" data-preload="/assets/a.js /assets/b.js"></script>',
];
function shopperHead() {
  document.head.innerHTML = `<template ${SIGN_IN_FIRST_HELD}>${HELD.join('')}</template><script></script><title>My Cart</title>`;
  return document.head.querySelector('script')!;
}
const requests = () => [...document.head.querySelectorAll('link, script:not([data-sign-in])')];

describe("a shopper's own page, before the app's code", () => {
  it('sends a visitor without a session to sign in, and back, at once', () => {
    const { sent, replace } = runInline(SIGN_IN);
    expect(sent).toBe(true);
    expect(replace).toHaveBeenCalledWith(SIGN_IN);
  });

  it.each([
    ['remembered', localStorage],
    ['for this tab', sessionStorage],
  ])('lets a shopper with a session %s stay', (_, area) => {
    storeSession(area);
    expect(runInline(SIGN_IN).sent).toBe(false);
  });

  it('leaves every other page alone', () => {
    expect(runInline(undefined).sent).toBe(false);
  });

  it('finds a session exactly when the app would restore one, for every set of stored keys', () => {
    const keys = ['authKey', 'firstName', 'lastName', 'fullName'];
    // Each key absent, in local storage, in session storage, or in both: 4⁴ combinations.
    for (let combination = 0; combination < 4 ** keys.length; combination++) {
      localStorage.clear();
      sessionStorage.clear();
      keys.forEach((key, index) => {
        const where = Math.floor(combination / 4 ** index) % 4;
        if (where & 1) localStorage.setItem(key, `${key}-local`);
        if (where & 2) sessionStorage.setItem(key, `${key}-session`);
      });
      restoreSession();
      expect(runInline(SIGN_IN).sent, `combination ${combination}`).toBe(sessionStore.authKey === null);
    }
  });

  it('a storage the browser refuses is no session: to sign in', () => {
    const refusing = new Proxy(window, {
      get: (target, key) => {
        if (key === 'localStorage' || key === 'sessionStorage')
          throw new DOMException('denied', 'SecurityError');
        return Reflect.get(target, key, target);
      },
    });
    expect(runInline(SIGN_IN, refusing).sent).toBe(true);
  });
});

describe("a shopper's own page's requests", () => {
  it('are not made for a visitor sent to sign in', () => {
    const { sent } = runInline(SIGN_IN, undefined, shopperHead());
    expect(sent).toBe(true);
    expect(requests()).toEqual([]);
  });

  it('are made, as written, for a shopper who stays: in the head, before the inline script', () => {
    storeSession(localStorage);
    const script = shopperHead();
    expect(runInline(SIGN_IN, undefined, script).sent).toBe(false);
    // Live elements (not the template's inert ones), each a request the browser makes once in the head.
    expect(requests().map((element) => element.outerHTML)).toEqual(HELD);
    expect([...document.head.children].map((element) => element.localName)).toEqual([
      'template',
      'link',
      'script',
      'script', // the inline one
      'title',
    ]);
  });

  it('are left alone on a page without a template of them', () => {
    storeSession(localStorage);
    document.head.innerHTML = '<script></script>';
    expect(runInline(SIGN_IN, undefined, document.head.querySelector('script')!).sent).toBe(false);
    expect(requests()).toEqual([]);
  });
});
