import { useEffect, useLayoutEffect, useRef } from 'react';

/** The box that scrolls `element`: its nearest scrolling ancestor (the phone's filter drawer), or the page. */
function scrollerOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement as HTMLElement;
}

/** Where `control` is in its scroller's content: what a scroll does not change, and what is drawn above it does. */
const placeOf = (control: HTMLElement, scroller: HTMLElement) =>
  control.getBoundingClientRect().top + scroller.scrollTop;

interface Pin {
  id: string;
  scroller: HTMLElement;
  place: number;
}

/**
 * The listing's forms are drawn anew for each address (their `key`), so the control a shopper just
 * used is replaced and the focus falls to the page's body. `remember(control)` (called as the change
 * is applied) notes the control when it has the focus; once the form is redrawn for `redrawKey`, the
 * new control of the same id gets it back, unless something else has taken it meanwhile.
 *
 * With `pending` (the new address's answer is still to come), the control also keeps its place on the
 * screen until that answer is drawn: the page does not go to the top for a filter (ScrollManager), but
 * what is drawn above the control changes (the heading's count, the facet values the answer no longer
 * lists), and a box ticked low in the sidebar moved away from under the pointer. Each redraw (for the
 * address, then with its answer) scrolls the page, or the drawer, by what was drawn above it; a scroll
 * meanwhile, the shopper's own, is left as it is. The browser's scroll anchoring, which would correct the
 * same shift a second time, is off until then (docs/catalogue.md "Where the page stays").
 */
export function useRefocusAfterRedraw(redrawKey: string, pending?: boolean) {
  const focusId = useRef<string | null>(null);
  const pinned = useRef<Pin | null>(null);
  const unpin = () => {
    pinned.current?.scroller.style.removeProperty('overflow-anchor');
    pinned.current = null;
  };
  useEffect(() => {
    const id = focusId.current;
    focusId.current = null;
    const focused = document.activeElement;
    if (id && (!focused || focused === document.body)) document.getElementById(id)?.focus();
  }, [redrawKey]);

  useLayoutEffect(() => {
    const pin = pinned.current;
    if (!pin) return;
    const control = document.getElementById(pin.id);
    if (control) {
      const place = placeOf(control, pin.scroller);
      if (Math.abs(place - pin.place) >= 1)
        pin.scroller.scrollBy({ top: place - pin.place, behavior: 'instant' });
      pin.place = place;
    }
    if (!pending || !control) unpin();
  }, [redrawKey, pending]);
  useEffect(() => () => void pinned.current?.scroller.style.removeProperty('overflow-anchor'), []);

  return (control: HTMLElement) => {
    focusId.current = document.activeElement === control && control.id ? control.id : null;
    unpin();
    if (pending === undefined || !control.id) return;
    const scroller = scrollerOf(control);
    scroller.style.setProperty('overflow-anchor', 'none');
    pinned.current = { id: control.id, scroller, place: placeOf(control, scroller) };
  };
}
