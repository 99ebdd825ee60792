// Issue 9: a page the reference server rendered can be typed into before React has hydrated it (the
// app's scripts start at the first key or touch, and a phone takes a moment to run them). React keeps
// what the DOM holds while it hydrates, but the components' state still holds the server's values, so
// the first re-render of a controlled field (or a formatting input's mount effect) put the server's value
// back and the shopper's typing was lost. This module notes every field the shopper changed before
// hydration and, once the route has hydrated, gives each its value again through a real input event, so
// the component's own onChange handles it as if it had been typed then.

import { yieldToBrowser } from '@/start/steps';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string; checked: boolean };

/** Input types whose value a script cannot or should not set again. */
const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

let watching: { typed: Map<Field, Typed>; replaying: boolean; stop: () => void } | null = null;

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

/**
 * Starts noting the fields under `container` that the shopper changes (and those already changed, typed
 * before this script ran) until `replayTypedBeforeHydration` has given them back. Call it just before
 * hydrating.
 */
export function watchTypedBeforeHydration(container: Element): void {
  watching?.stop();
  const typed = new Map<Field, Typed>();
  const note = (field: Field) => {
    typed.delete(field); // the latest change is replayed last
    typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  for (const field of container.querySelectorAll('input, textarea, select')) {
    if (isField(field) && changedFromServer(field)) note(field);
  }
  const onChange = (event: Event) => {
    if (!isField(event.target) || !container.contains(event.target)) return;
    // Once hydrated, what the shopper types is React's: a field typed into again is not replayed.
    if (current.replaying) {
      if (event.isTrusted) typed.delete(event.target);
    } else note(event.target);
  };
  const doc = container.ownerDocument;
  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  const current = {
    typed,
    replaying: false,
    stop: () => {
      doc.removeEventListener('input', onChange, true);
      doc.removeEventListener('change', onChange, true);
    },
  };
  watching = current;
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
 * Gives each field noted since `watchTypedBeforeHydration` the value the shopper left in it, through the
 * events a browser fires when a person types or clicks, then stops watching. Call it once the page has
 * hydrated. React's value tracker on a hydrated field already holds the DOM's value (and would swallow an
 * event that changes nothing), so the tracked value is first set to something else and the shopper's value
 * is written past the tracker: the event then reaches the component's onChange as a change. One field per
 * task, as a person would: a handler that computes from the state it rendered with (the product page's
 * calculator) sees the previous field's update, not the state from before it.
 */
export async function replayTypedBeforeHydration(): Promise<void> {
  const current = watching;
  if (!current || current.replaying) return;
  current.replaying = true;
  try {
    while (current.typed.size > 0) {
      const [field, typed] = current.typed.entries().next().value!;
      current.typed.delete(field);
      replay(field, typed);
      if (current.typed.size > 0) await yieldToBrowser();
    }
  } finally {
    current.stop();
    if (watching === current) watching = null;
  }
}
