import { useEffect, useRef } from 'react';

/**
 * The listing's forms are drawn anew for each address (their `key`), so the control a shopper just
 * used is replaced and the focus falls to the page's body. `remember(control)` (called as the change
 * is applied) notes the control when it has the focus; once the form is redrawn for `redrawKey`, the
 * new control of the same id gets it back, unless something else has taken it meanwhile.
 */
export function useRefocusAfterRedraw(redrawKey: string) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    pending.current = null;
    const focused = document.activeElement;
    if (id && (!focused || focused === document.body)) document.getElementById(id)?.focus();
  }, [redrawKey]);
  return (control: HTMLElement) => {
    pending.current = document.activeElement === control && control.id ? control.id : null;
  };
}
