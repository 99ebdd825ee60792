// A Mantine button with `loading` is disabled while busy, and a focused control that becomes disabled
// loses its focus to the page. When depends on the browser: Chromium before 150 dropped it with the next
// frame (the "focus fixup" runs with the rendering), Chromium 150 and later drop it at once, with a
// focusout, while React sets `disabled`. A keyboard shopper who pressed Enter on "Sign in" would then
// find themselves back at the top of the page, and a screenshot of the end state depended on timing.
// This hook gives the button its focus back once it is no longer busy, if it had the focus when the busy
// phase began and nothing else has taken it since.
import { useLayoutEffect, useRef } from 'react';

export function useKeepFocusWhileBusy<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);

  // The at-once drop: a disabled control cannot be left by the shopper, so losing the focus while
  // disabled is the browser's doing. Where the focus went is checked when the busy phase ends.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onFocusOut = () => {
      if (element.matches(':disabled')) hadFocus.current = true;
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (busy) {
      // Runs right after React set `disabled`, before any frame: with an older browser the focus has not
      // moved yet.
      if (element.ownerDocument.activeElement === element) hadFocus.current = true;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = element.ownerDocument.activeElement;
    if (!active || active === element.ownerDocument.body) element.focus({ preventScroll: true });
  }, [busy]);
  return ref;
}
