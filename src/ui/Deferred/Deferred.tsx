import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { watchPartBeforeHydration, type TypedFields } from '@/start/typedBeforeHydration';
import { HydratingDeferredPart, isHydratingServerHtml } from '@/ui/ClientOnly';

/** When a deferred part's code loads: once it is near the viewport, or at the first interaction with
 * it or after a delay, whichever comes first. */
export type DeferUntil = { visible: { rootMargin?: string } } | { interactionOr: { ms: number } };

export interface DeferOptions {
  until: DeferUntil;
  /** Shown while the code loads in a page the browser renders itself (client navigation, static server):
   * reserve the part's space so nothing shifts. */
  fallback: ReactNode;
  /** Classes of the wrapping block (it is observed, so it needs a box). */
  className?: string;
}

/** A promise opened from outside, readable synchronously. */
class Gate {
  opened = false;
  open: () => void = () => {};
  readonly promise = new Promise<void>((resolve) => {
    this.open = () => {
      this.opened = true;
      resolve();
    };
  });
}

function AfterGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return <>{children}</>;
}

/**
 * Rendered after the part inside its boundary: its effect runs once the part has hydrated. Until then the
 * part's fields show what the shopper left in them (React keeps the DOM's values while hydrating, and runs
 * a commit's effects before any later render); the replay then gives each back to the part's state before
 * the browser paints again, so no frame shows a box ticked meanwhile unticked by the state's value.
 */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * React drops a click on markup it has not hydrated yet. Until the part has hydrated, a click on one of
 * its buttons or links is held (its position among the part's buttons and links, which the server's
 * markup and the hydrated part share) and clicked again once it has, so a link navigates in the app
 * rather than reloading the page. A click with a modifier key (new tab, new window) is left alone.
 * (Before the page itself has hydrated, the boot script holds a button's click: holdEarlyClicks.)
 */
const CLICKABLE = 'button, a[href]';
/** A link the browser follows alone, hydrated or not: a new tab, a download, another site, `tel:` or
 *  `mailto:`. Held and clicked again by script later, it could be blocked as a pop-up, or lost. */
const leavesTheApp = (element: Element) =>
  element instanceof HTMLAnchorElement &&
  ((element.target !== '' && element.target !== '_self') ||
    element.hasAttribute('download') ||
    element.origin !== location.origin);
class ClickReplay {
  private pending: number | null = null;
  private hydrated = false;
  constructor(private readonly root: HTMLElement) {
    // On the document, capturing: React stops a click on markup it has not hydrated at its root.
    document.addEventListener('click', this.hold, true);
  }
  private hold = (event: MouseEvent) => {
    if (
      this.hydrated ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!(event.target instanceof Element) || !this.root.contains(event.target)) return;
    const target = event.target.closest(CLICKABLE);
    if (!target || !this.root.contains(target) || leavesTheApp(target)) return;
    this.pending = [...this.root.querySelectorAll(CLICKABLE)].indexOf(target);
    event.preventDefault();
    event.stopPropagation();
  };
  done = () => {
    this.hydrated = true;
    document.removeEventListener('click', this.hold, true);
    const index = this.pending;
    this.pending = null;
    if (index !== null && index >= 0) this.root.querySelectorAll<HTMLElement>(CLICKABLE)[index]?.click();
  };
}

/** Set on a deferred part's box once its server HTML has hydrated (read by src/start/boot.ts). */
export const PART_HYDRATED = 'data-part-hydrated';

const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function watch(element: HTMLElement, until: DeferUntil, open: () => void): () => void {
  if ('visible' in until) {
    if (typeof IntersectionObserver === 'undefined') {
      open();
      return () => {};
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          open();
        }
      },
      { rootMargin: until.visible.rootMargin ?? '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  // Already in use: the shopper reached the part before the page had hydrated (and this watch began).
  if (element.contains(document.activeElement)) {
    open();
    return () => {};
  }
  const timer = window.setTimeout(open, until.interactionOr.ms);
  // Listened for on the document, in the capture phase: React stops these events at its root when they
  // target markup it has not hydrated, so they never reach the part's own element.
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  return () => {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) document.removeEventListener(type, onEvent, { capture: true });
  };
}

/**
 * A part of a server-rendered page whose code is not needed for the first paint (below-the-fold
 * sections, carousels). On the server it renders in full (the server waits for React.lazy). In the
 * browser, when hydrating that HTML, the server's markup stays on screen as it is — a dehydrated Suspense
 * boundary — and the part's code loads and hydrates only when `until` happens; a click on one of its buttons or
 * links before then is clicked again once it has (React itself drops it: ClickReplay), and a box ticked or
 * a field typed into meanwhile is given back to the part's state once it has, every field before the
 * browser paints again (src/start/typedBeforeHydration.ts, watchPartBeforeHydration: the page's own replay
 * runs before the part has hydrated). In a page the browser renders itself it loads at once, with
 * `fallback` meanwhile. The component is memoised: a parent re-render with equal props must not reach the
 * dehydrated boundary (an update there would make React drop the server HTML for the fallback). Memo is
 * not enough on its own: a context provider above the part whose value changes (Mantine's Grid makes a
 * new one on every render) also makes React render a dehydrated part in the browser, so the view that
 * holds parts must not render again while they wait (ProductView is memoised for this;
 * tests/e2e/deferred-parts.server.spec.ts checks every server-rendered page).
 *
 * Name the module `*.deferred.tsx`: the reference server inlines the CSS of a screen's `*.deferred`
 * imports with the screen's own, and those of the shell (the footer) on every page (server/render/page.ts),
 * so the server HTML is styled before the code comes.
 */
export function deferHydration<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { until, fallback, className }: DeferOptions,
) {
  const Part = lazy(load);
  function Deferred(props: P) {
    // Only a browser hydrating server HTML waits; the server and later client renders go straight to
    // the part. Read once: nothing here may re-render this component while its part is dehydrated.
    const [gate] = useState(() => (isHydratingServerHtml() ? new Gate() : null));
    const ref = useRef<HTMLDivElement>(null);
    const replay = useRef<ClickReplay | null>(null);
    const typed = useRef<TypedFields | null>(null);
    useEffect(() => {
      if (!gate || gate.opened || !ref.current) return undefined;
      replay.current ??= new ClickReplay(ref.current);
      typed.current ??= watchPartBeforeHydration(ref.current);
      return watch(ref.current, until, () => {
        if (gate.opened) return;
        void load();
        gate.open();
      });
    }, [gate]);
    // What was typed first, then the click held meanwhile (a submit button's click must carry it), then
    // the mark that lets a submit held before now go (src/start/boot.ts).
    const [onHydrated] = useState(() => () => {
      void (typed.current?.replay() ?? Promise.resolve()).then(() => {
        replay.current?.done();
        ref.current?.setAttribute(PART_HYDRATED, '');
      });
    });
    const part = (
      <HydratingDeferredPart value={gate !== null}>
        <Part {...props} />
        {gate ? <Hydrated onHydrated={onHydrated} /> : null}
      </HydratingDeferredPart>
    );
    return (
      <div ref={ref} className={className} data-deferred="">
        <Suspense
          fallback={
            <>
              {fallback}
              {/* Marks "a part's code is still loading" (Storybook's settle check waits it out). */}
              <span hidden data-part-loading="" />
            </>
          }
        >
          {gate ? <AfterGate gate={gate}>{part}</AfterGate> : part}
        </Suspense>
      </div>
    );
  }
  return memo(Deferred);
}
