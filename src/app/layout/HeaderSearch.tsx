import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import classes from './HeaderSearch.module.css';

/** Where the box is an icon that opens across the header row (HeaderSearch.module.css). */
const PHONE = '(max-width: 47.99em)';

// The suggestions and the box's keyboard handling: loaded when the shopper first focuses or types.
const SearchAssist = lazy(() => import('./SearchSuggestions'));

/**
 * The header's search box: a GET form to /products?q=…, so Enter works before and without
 * JavaScript. This part is in every page's first visit, so it is only the form; suggestions (products
 * and categories) and arrow-key navigation load at the first focus or keystroke.
 */
export function HeaderSearch() {
  const [, navigate] = useLocation();
  // The box shows the search the page is showing (`?q=`), in the server's HTML too.
  const current = new URLSearchParams(useSearch()).get('q') ?? '';
  const input = useRef<HTMLInputElement>(null);
  // The assist's key handling, once loaded (arrows, Escape, Enter on a suggestion).
  const keysRef = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(undefined);
  const [assisted, setAssisted] = useState(false);
  const assist = () => setAssisted(true);
  // Sent since the last keystroke: suggestions that arrive (or load) after Enter stay closed.
  const sent = useRef(false);
  // A new address's search replaces what the box held (the box stays the same element); what was
  // typed before hydration is left alone.
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    if (input.current) input.current.value = current;
  }, [current]);

  return (
    <form
      role="search"
      method="get"
      action={paths.products}
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = true;
        const q = input.current?.value.trim() ?? '';
        navigate(q ? `${paths.products}?${new URLSearchParams({ q })}` : paths.products);
        // On a phone the open box covers the header row and holds the keyboard up: searched, it closes.
        if (window.matchMedia?.(PHONE).matches) input.current?.blur();
      }}
    >
      <input
        ref={input}
        type="search"
        name="q"
        className={classes.input}
        placeholder="Search floors"
        aria-label="Search products"
        autoComplete="off"
        maxLength={100}
        defaultValue={current}
        onFocus={assist}
        onInput={() => {
          sent.current = false;
          assist();
        }}
        onKeyDown={(event) => keysRef.current?.(event)}
      />
      {assisted ? (
        <Suspense fallback={null}>
          <SearchAssist input={input} keysRef={keysRef} sent={sent} />
        </Suspense>
      ) : null}
    </form>
  );
}
