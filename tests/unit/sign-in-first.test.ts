// @vitest-environment jsdom
// src/start/signInFirst.ts: a shopper's own page sends a visitor without a session to sign in before any of
// the app's code loads, by the same restore rule as the app's (written twice: the boot script imports
// nothing; these tests hold the two together).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession, sendToSignIn } from '@/start/signInFirst';
import { restoreSession, sessionStore } from '@/state';

function bootScript(signIn?: string) {
  const element = document.createElement('script');
  element.dataset.entry = '/assets/index-abc.js';
  if (signIn) element.dataset.signIn = signIn;
  return element;
}

/** The page's window, whose navigation the test sees (jsdom does not navigate). */
function watchedWindow() {
  const replace = vi.fn();
  const win = new Proxy(window, {
    get: (target, key) => (key === 'location' ? { replace } : Reflect.get(target, key, target)),
  });
  return { win, replace };
}

const SIGN_IN = '/login?redirect=%2Fmy-cart';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a shopper's own page, before the app's code", () => {
  it('sends a visitor without a session to sign in, and back, at once', () => {
    const { win, replace } = watchedWindow();
    expect(sendToSignIn(bootScript(SIGN_IN), win)).toBe(true);
    expect(replace).toHaveBeenCalledWith(SIGN_IN);
  });

  it.each([
    ['remembered', localStorage],
    ['for this tab', sessionStorage],
  ])('lets a shopper with a session %s stay', (_, area) => {
    area.setItem('authKey', 'key-1');
    area.setItem('firstName', 'Dana');
    area.setItem('lastName', 'Reyes');
    const { win, replace } = watchedWindow();
    expect(sendToSignIn(bootScript(SIGN_IN), win)).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves every other page alone', () => {
    const { win, replace } = watchedWindow();
    expect(sendToSignIn(bootScript(), win)).toBe(false);
    expect(replace).not.toHaveBeenCalled();
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
      expect(hasStoredSession(window), `combination ${combination}`).toBe(sessionStore.authKey !== null);
    }
  });

  it('a storage the browser refuses is no session', () => {
    const refusing = new Proxy(window, {
      get: (target, key) => {
        if (key === 'localStorage' || key === 'sessionStorage')
          throw new DOMException('denied', 'SecurityError');
        return Reflect.get(target, key, target);
      },
    });
    expect(hasStoredSession(refusing)).toBe(false);
  });
});
