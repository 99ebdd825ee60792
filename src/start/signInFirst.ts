// A shopper's own page (the cart, the orders: the route table's `signInNotice`) for a visitor without a
// session. Its first HTML carries where to sign in, with the way back, on the boot script
// (server/render/page.ts: `data-sign-in`). The boot script goes there at once, before any of the app's
// code loads, instead of loading the page's code only for it to redirect once it has run (about 90 KB
// gzip more, and a late first paint of the sign-in page). The sign-in page says why (its notice).
//
// Part of the boot script, which imports nothing: a module shared with the app's entry would become a
// chunk of its own, one more request before boot can run. So §3's restore rule (src/state/session.ts
// restoreSession: authKey, firstName and lastName all stored, in local or session storage) is written
// here too, and tests/unit/sign-in-first.test.ts checks the two agree on every combination.

const RESTORED_WITH = ['authKey', 'firstName', 'lastName'] as const;

/** Whether the app would restore a session from this browser's storage. */
export function hasStoredSession(win: Window & typeof globalThis): boolean {
  const has = (area: () => Storage) => {
    try {
      const storage = area();
      return RESTORED_WITH.every((key) => storage.getItem(key));
    } catch {
      return false; // storage disabled: the app restores nothing either
    }
  };
  return has(() => win.localStorage) || has(() => win.sessionStorage);
}

/** Sends a visitor without a session from a shopper's own page to sign in; whether it did. */
export function sendToSignIn(element: HTMLElement, win: Window & typeof globalThis = window): boolean {
  const to = element.dataset.signIn;
  if (!to || hasStoredSession(win)) return false;
  win.location.replace(to);
  return true;
}
