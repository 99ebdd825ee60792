import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { call } from '@/api';
import { listingOf } from '@/api/browse';
import type { SearchSuggestions as Suggestions } from '@/contract';
import { paths } from '@/config/paths';
import { emptyQuery, normaliseSearchText } from '@/domain/catalogue';
import classes from './SearchSuggestions.module.css';

/** Quiet time after the last keystroke before asking. */
const DEBOUNCE_MS = 200;
const LIMIT = 6;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'done'; q: string; suggestions: Suggestions };

/** The suggestions of a server without the suggestions call: the first products of a search listing. */
async function fromListing(q: string, signal: AbortSignal): Promise<Suggestions> {
  const query = { ...emptyQuery(), q, sort: 'relevance' as const, pageSize: LIMIT };
  const answer = await call('catalogue', { q, sort: 'relevance', page: 1, page_size: LIMIT }, { signal });
  const listing = await listingOf(answer, query);
  return { products: listing.products.slice(0, LIMIT), categories: [] };
}

/** One suggestion as the box moves through them. */
interface SuggestionOption {
  id: string;
  label: string;
  href: string;
}

/**
 * What the header's search box gains once the shopper focuses or types in it (HeaderSearch loads this
 * then): suggestions as they type, arrow keys through them, Enter on one to open it, Escape to close.
 * Listens on the box itself, so the box stays the same element (focus, caret and typed text kept).
 */
export interface SearchAssistProps {
  input: RefObject<HTMLInputElement | null>;
  /** Where the box's keydown handler looks for this part's handling. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | undefined>;
  /** True once the box's search was sent (Enter) and nothing typed since: the list starts closed. */
  sent: RefObject<boolean>;
}

export default function SearchAssist({ input, keysRef, sent }: SearchAssistProps) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState(() => input.current?.value ?? '');
  // Closed when this part arrives after Enter (its code loads at the first focus or keystroke).
  const [open, setOpen] = useState(() => !sent.current);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const showList = open && value.trim().length >= 2;

  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    // What was typed between this part's first render and now, before its listener below existed: the
    // box (the DOM, outside React) is the source, read once as the subscription starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValue(box.value);
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    let blurTimer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      setValue(box.value);
      setOpen(true);
      setActive(-1);
    };
    // A click on a suggestion blurs the box first: close only after it has landed.
    const onBlur = () => {
      blurTimer = setTimeout(close, 150);
    };
    // The box's search sent (Enter, or the form submitted any other way) closes the list, whether or not
    // this part's key handling was in place yet: on a busy phone, Enter can come between this part's
    // first render (list open, as typing opened it) and the effect that hands its keys to the box.
    const form = box.form;
    form?.addEventListener('submit', close);
    box.addEventListener('input', onInput);
    box.addEventListener('blur', onBlur);
    // Sent before these listeners existed: closed too.
    if (sent.current) close();
    return () => {
      clearTimeout(blurTimer);
      form?.removeEventListener('submit', close);
      box.removeEventListener('input', onInput);
      box.removeEventListener('blur', onBlur);
    };
  }, [input, sent]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      // With the list open, Escape only closes it: the browser's own Escape on a search box (which
      // empties it) is kept for a second press (docs/catalogue.md "Escape in the header's search").
      if (showList) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      // The chosen suggestion, or else the form's search: either way the list closes.
      if (showList && active >= 0 && options[active]) {
        event.preventDefault();
        navigate(options[active].href);
      }
      setOpen(false);
      setActive(-1);
    }
  };

  // Handed over after every render, so the box always reaches the current options and choice.
  useEffect(() => {
    keysRef.current = onKeyDown;
  });

  // The box's ARIA follows the list (the box is HeaderSearch's element).
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-autocomplete', 'list');
    const activeId = showList && active >= 0 ? options[active]?.id : undefined;
    for (const [name, v] of [
      ['aria-controls', showList ? listId : undefined],
      ['aria-activedescendant', activeId],
    ] as const) {
      if (v) box.setAttribute(name, v);
      else box.removeAttribute(name);
    }
  }, [input, showList, active, options, listId]);

  return (
    <SearchSuggestions
      q={value}
      listId={listId}
      visible={showList}
      active={active}
      onOptions={setOptions}
      onChoose={() => {
        setOpen(false);
        setActive(-1);
      }}
    />
  );
}

export interface SearchSuggestionsProps {
  q: string;
  listId: string;
  visible: boolean;
  active: number;
  onOptions: (options: SuggestionOption[]) => void;
  onChoose: () => void;
}

/**
 * Products and categories for what the shopper is typing: asked once typing pauses, the previous
 * request cancelled when the text changes (a stale answer never shows).
 */
function SearchSuggestions({ q, listId, visible, active, onOptions, onChoose }: SearchSuggestionsProps) {
  const text = normaliseSearchText(q);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      call('searchSuggestions', { q: text }, { signal: controller.signal })
        .catch(() =>
          controller.signal.aborted
            ? Promise.reject(new Error('stale'))
            : fromListing(text, controller.signal),
        )
        .then(
          (suggestions) => {
            if (!controller.signal.aborted) setState({ kind: 'done', q: text, suggestions });
          },
          () => {
            if (!controller.signal.aborted) setState({ kind: 'failed' });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const options: (SuggestionOption & { kind: string })[] =
    state.kind === 'done'
      ? [
          ...state.suggestions.categories.map((c) => ({
            id: `${listId}-c${c.product_category_id}`,
            label: c.title,
            href: paths.category(c.product_category_id),
            kind: 'Category',
          })),
          ...state.suggestions.products.map((p) => ({
            id: `${listId}-p${p.product_id}`,
            label: p.title,
            href: paths.product(p.slug),
            kind: 'Product',
          })),
        ]
      : [];
  const ids = options.map((o) => o.href).join(' ');
  useEffect(() => {
    onOptions(options);
    // The options are described by their links.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  if (!visible || text.length < 2 || state.kind === 'idle') return null;
  return (
    <div className={classes.panel}>
      {state.kind === 'loading' ? (
        <p className={classes.note} role="status">
          Searching…
        </p>
      ) : state.kind === 'failed' ? (
        <p className={classes.note} role="status">
          Suggestions are unavailable. Press Enter to search.
        </p>
      ) : options.length === 0 ? (
        <p className={classes.note} role="status">
          No suggestions for “{state.q}”. Press Enter to search.
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label={`Suggestions for “${state.q}”`} className={classes.list}>
          {options.map((option, index) => (
            // The option is the link itself: a link inside an option would nest two controls.
            <li key={option.id} role="none">
              <Link
                href={option.href}
                id={option.id}
                role="option"
                aria-selected={index === active}
                className={classes.option}
                onClick={onChoose}
                tabIndex={-1}
              >
                <span>{option.label}</span>
                <span className={classes.kind}>{option.kind}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
