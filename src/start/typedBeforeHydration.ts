// A page the reference server rendered can be typed into before React has hydrated it (the
// app's scripts start at the first key or touch, and a phone takes a moment to run them). React keeps
// what the DOM holds while it hydrates (a field's value, a box's tick), but the components' state still
// holds the server's values, so the first re-render of a controlled field (or a formatting input's mount
// effect) put the server's value back and the shopper's typing was lost. This module notes every field
// the shopper changed before hydration and, once the route has hydrated, gives each its value again
// through a real input event, so the component's own onChange handles it as if it had been typed then.
// All of them before the browser paints again: a render between two fields' replays (the first field's
// own update re-renders a form's every field) would otherwise show a field not yet given back with the
// server's value, a ticked box unticked for a moment, before its own replay put it back.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string; checked: boolean };

/** Input types whose value a script cannot or should not set again. */
const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

function isField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement && !SKIPPED_TYPES.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the shopper has already changed `field` from what the server rendered. */
function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a field's value past React's value tracker (the prototype's setter, not the one React adds). */
function setValuePastTracker(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/** Gives one field the shopper's value or choice back, as the browser's own events would. */
function replay(field: Field, { value, checked }: Typed): void {
  if (!field.isConnected || field.disabled) return;
  if (isToggle(field)) {
    if (field.type === 'radio' && !checked) return; // the group's checked radio is replayed
    field.checked = !checked; // through React's tracker
    field.click(); // toggles it back to the shopper's choice and fires click, input and change
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = value === '' ? ' ' : ''; // through React's tracker
    setValuePastTracker(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The fields a shopper changed under one container before React hydrated it: the page's root (from just
 * before hydrating until the route has hydrated) or a part whose HTML hydrates later (src/ui/Deferred),
 * which takes its own fields over from the page's watcher.
 */
export interface TypedFields {
  /**
   * A watcher of `part`'s own, for a part that hydrates after the rest: this one forgets the part's
   * fields (the part's watcher finds those already changed, as any watcher does when it starts) and
   * leaves its later changes to the part's.
   */
  handOver(part: Element): TypedFields;
  /**
   * Gives each field noted the value the shopper left in it, through the events a browser fires when a
   * person types or clicks, then stops watching. Call it once the container has hydrated. React's value
   * tracker on a hydrated field already holds the DOM's value (and would swallow an event that changes
   * nothing), so the tracked value is first set to something else and the shopper's value is written
   * past the tracker: the event then reaches the component's onChange as a change.
   *
   * One field per microtask, all before the browser's next paint. Not synchronously in the caller (an
   * effect, run inside React's commit): React renders an update made there only once the commit is
   * over, so a handler that computes from the state it rendered with (the product page's calculator)
   * would see the state from before the previous field's update. Out of the commit, React renders a
   * field's update before its event returns (a discrete event), so the next field's handler sees it.
   * Not one field per task either: the browser may paint between two tasks, and a render for one
   * field's update shows the fields not yet given back with their state's (the server's) value: a box
   * ticked before hydration seen unticked, then ticked again.
   */
  replay(): Promise<void>;
  stop(): void;
}

function watchFields(container: Element): TypedFields {
  const typed = new Map<Field, Typed>();
  const handedOver: Element[] = [];
  let replaying = false;
  const note = (field: Field) => {
    typed.delete(field); // the latest change is replayed last
    typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  for (const field of container.querySelectorAll('input, textarea, select')) {
    if (isField(field) && changedFromServer(field)) note(field);
  }
  const onChange = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !container.contains(field) || handedOver.some((part) => part.contains(field)))
      return;
    // Once hydrated, what the shopper types is React's: a field typed into again is not replayed.
    if (!replaying) note(field);
    else if (event.isTrusted) typed.delete(field);
  };
  const doc = container.ownerDocument;
  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  const stop = () => {
    doc.removeEventListener('input', onChange, true);
    doc.removeEventListener('change', onChange, true);
  };
  return {
    handOver(part) {
      for (const field of [...typed.keys()]) if (part.contains(field)) typed.delete(field);
      handedOver.push(part);
      return watchFields(part);
    },
    async replay() {
      if (replaying) return;
      replaying = true;
      try {
        for (const [field, value] of typed) {
          await Promise.resolve(); // out of the commit (and of the previous field's event)
          typed.delete(field);
          replay(field, value);
        }
      } finally {
        stop();
      }
    },
    stop,
  };
}

/** The page's watcher, from just before hydration until the route has hydrated. */
let page: TypedFields | null = null;

/**
 * Starts noting the fields under `container` that the shopper changes (and those already changed, typed
 * before this script ran) until `replayTypedBeforeHydration` has given them back. Call it just before
 * hydrating.
 */
export function watchTypedBeforeHydration(container: Element): void {
  page?.stop();
  page = watchFields(container);
}

/**
 * For a part of the page that hydrates after the route (src/ui/Deferred), from the route's hydration
 * until its own: what the shopper changes in it meanwhile is its own watcher's to give back, once the
 * part has hydrated (the page's replay would reach markup React has not taken over yet, and React drops
 * events there).
 */
export function watchPartBeforeHydration(part: Element): TypedFields {
  return page ? page.handOver(part) : watchFields(part);
}

/** Gives back what was typed before the route hydrated (TypedFields.replay). Call it once it has. */
export async function replayTypedBeforeHydration(): Promise<void> {
  const current = page;
  if (!current) return;
  try {
    await current.replay();
  } finally {
    if (page === current) page = null;
  }
}
