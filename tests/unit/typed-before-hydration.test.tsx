// What a shopper types into server-rendered HTML before React hydrates it reaches the
// components' state once hydrated (src/start/typedBeforeHydration.ts). Real React hydration in jsdom.
import { act, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  replayTypedBeforeHydration,
  watchPartBeforeHydration,
  watchTypedBeforeHydration,
} from '@/start/typedBeforeHydration';

/** Like a formatting input (Mantine's NumberInput): writes its own state back to the DOM on mount. */
function FormattedInput({ label }: { label: string }) {
  const [value, setValue] = useState('100');
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return (
    <>
      <input ref={ref} aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />
      <output aria-label={`${label} state`}>{value}</output>
    </>
  );
}

function Form() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [wastage, setWastage] = useState(true);
  const [kind, setKind] = useState('all');
  const [size, setSize] = useState('s');
  return (
    <form>
      <FormattedInput label="Square feet" />
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Wastage"
        checked={wastage}
        onChange={(event) => setWastage(event.target.checked)}
      />
      {['all', 'lvt'].map((option) => (
        <input
          key={option}
          type="radio"
          name="kind"
          aria-label={option}
          checked={kind === option}
          onChange={() => setKind(option)}
        />
      ))}
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="l">L</option>
      </select>
      <output aria-label="state">{JSON.stringify({ name, notes, wastage, kind, size })}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const field = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(field('state').textContent!) as Record<string, unknown>;

/** Types as a browser does before any script has run: the DOM changes, events reach no one. */
function typeBeforeScripts(label: string, value: string) {
  const input = field<HTMLInputElement | HTMLTextAreaElement>(label);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate() {
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return container;
}

function serverRender() {
  document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
  return document.getElementById('root')!;
}

describe('fields typed into before hydration', () => {
  it('keep what was typed before and after the app script started, and the state follows', async () => {
    const container = serverRender();
    typeBeforeScripts('Name', 'Ada'); // before main.tsx ran: found by comparing with the server's value
    field<HTMLInputElement>('Wastage').click();
    watchTypedBeforeHydration(container);
    typeBeforeScripts('Square feet', '250'); // after: noted from its event
    typeBeforeScripts('Notes', 'Back door');
    field<HTMLInputElement>('lvt').click();
    const size = field<HTMLSelectElement>('Size');
    size.value = 'l';
    size.dispatchEvent(new Event('change', { bubbles: true }));

    await hydrate();
    // Hydrated but not yet replayed: the components still hold the server's values.
    expect(state()).toEqual({ name: '', notes: '', wastage: true, kind: 'all', size: 's' });
    expect(field<HTMLInputElement>('Square feet').value).toBe('100'); // the formatting input reset it

    await act(() => replayTypedBeforeHydration());
    expect(state()).toEqual({ name: 'Ada', notes: 'Back door', wastage: false, kind: 'lvt', size: 'l' });
    expect(field('Square feet state').textContent).toBe('250');
    expect(field<HTMLInputElement>('Square feet').value).toBe('250');
    expect(field<HTMLInputElement>('Name').value).toBe('Ada');
    expect(field<HTMLInputElement>('Wastage').checked).toBe(false);
    expect(field<HTMLInputElement>('lvt').checked).toBe(true);
    expect(field<HTMLInputElement>('all').checked).toBe(false);
  });

  it('gives every field back before the browser paints again: none seen with its server value meanwhile', async () => {
    const container = serverRender();
    watchTypedBeforeHydration(container);
    typeBeforeScripts('Name', 'Ada');
    typeBeforeScripts('Notes', 'Back door');
    field<HTMLInputElement>('Wastage').click();
    await hydrate();
    // What the browser would paint at its next turn (a task): each field's update re-renders the whole
    // form, so a field not yet given back would show its state's value, the server's (the box ticked).
    const onScreen = () => ({
      name: field<HTMLInputElement>('Name').value,
      notes: field<HTMLTextAreaElement>('Notes').value,
      wastage: field<HTMLInputElement>('Wastage').checked,
    });
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduling, as in the browser
    try {
      const replayed = replayTypedBeforeHydration();
      const atNextTask = await new Promise<ReturnType<typeof onScreen>>((resolve) =>
        setTimeout(() => resolve(onScreen()), 0),
      );
      await replayed;
      expect(atNextTask).toEqual({ name: 'Ada', notes: 'Back door', wastage: false });
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(state()).toMatchObject({ name: 'Ada', notes: 'Back door', wastage: false });
  });

  it('gives back a checkbox clicked before hydration when nothing else was changed', async () => {
    const container = serverRender();
    watchTypedBeforeHydration(container);
    field<HTMLInputElement>('Wastage').click();
    await hydrate();
    await act(() => replayTypedBeforeHydration());
    expect(state()).toMatchObject({ wastage: false });
    expect(field<HTMLInputElement>('Wastage').checked).toBe(false);
  });

  it('gives back a field emptied before hydration', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<FormattedInput label="Square feet" />)}</div>`;
    watchTypedBeforeHydration(document.getElementById('root')!);
    typeBeforeScripts('Square feet', '');
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <FormattedInput label="Square feet" />);
    });
    await act(() => replayTypedBeforeHydration());
    expect(field('Square feet state').textContent).toBe('');
  });

  it('changes nothing when nothing was typed, and stops watching once replayed', async () => {
    const container = serverRender();
    watchTypedBeforeHydration(container);
    await hydrate();
    await act(() => replayTypedBeforeHydration());
    expect(state()).toEqual({ name: '', notes: '', wastage: true, kind: 'all', size: 's' });
    // Typed after hydration: React's own handlers, not a second replay.
    const name = field<HTMLInputElement>('Name');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Bo');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(state()).toMatchObject({ name: 'Bo' });
    await act(() => replayTypedBeforeHydration());
    expect(state()).toMatchObject({ name: 'Bo' });
  });
});

/** A page with a part that hydrates later (src/ui/Deferred): each section its own checkbox. */
function PageWithPart() {
  const [wastage, setWastage] = useState(true);
  const [thin, setThin] = useState(false);
  return (
    <>
      <input
        type="checkbox"
        aria-label="Wastage"
        checked={wastage}
        onChange={(event) => setWastage(event.target.checked)}
      />
      <section data-testid="part">
        <input
          type="checkbox"
          aria-label="6.5 mm"
          checked={thin}
          onChange={(event) => setThin(event.target.checked)}
        />
      </section>
      <output aria-label="state">{JSON.stringify({ wastage, thin })}</output>
    </>
  );
}

describe('a part that hydrates after the route', () => {
  it('gives back its own fields at its own hydration, not at the page’s', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<PageWithPart />)}</div>`;
    const container = document.getElementById('root')!;
    watchTypedBeforeHydration(container);
    field<HTMLInputElement>('6.5 mm').click(); // noted by the page's watcher
    // The part takes its fields over (in the app: when the route has hydrated around it).
    const part = watchPartBeforeHydration(document.querySelector('[data-testid="part"]')!);
    field<HTMLInputElement>('Wastage').click(); // the page's
    field<HTMLInputElement>('6.5 mm').click(); // unticked and ticked again: the part's
    field<HTMLInputElement>('6.5 mm').click();
    await act(async () => {
      root = hydrateRoot(container, <PageWithPart />);
    });
    await act(() => replayTypedBeforeHydration());
    // The page's replay left the part alone (in the app, React would drop events on its markup still).
    expect(state()).toEqual({ wastage: false, thin: false });
    await act(() => part.replay());
    expect(state()).toEqual({ wastage: false, thin: true });
    expect(field<HTMLInputElement>('6.5 mm').checked).toBe(true);
  });
});
