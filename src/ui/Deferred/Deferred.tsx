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
import { isHydratingServerHtml } from '../ClientOnly';

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
  const timer = window.setTimeout(open, until.interactionOr.ms);
  for (const type of INTERACTIONS) element.addEventListener(type, open, { once: true, passive: true });
  return () => {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) element.removeEventListener(type, open);
  };
}

/**
 * A part of a server-rendered page whose code is not needed for the first paint (issue 9: below-the-fold
 * sections, carousels). On the server it renders in full (the server waits for React.lazy). In the
 * browser, when hydrating that HTML, the server's markup stays on screen as it is — a dehydrated Suspense
 * boundary — and the part's code loads and hydrates only when `until` happens; a click on it before then
 * is replayed by React once it has hydrated. In a page the browser renders itself it loads at once, with
 * `fallback` meanwhile. The component is memoised: a parent re-render with equal props must not reach the
 * dehydrated boundary (an update there would make React drop the server HTML for the fallback).
 *
 * Name the module `*.deferred.tsx`: the reference server inlines the CSS of a screen's `*.deferred`
 * imports with the screen's own (server/ssr.ts), so the server HTML is styled before the code comes.
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
    useEffect(() => {
      if (!gate || gate.opened || !ref.current) return undefined;
      return watch(ref.current, until, () => {
        void load();
        gate.open();
      });
    }, [gate]);
    const part = <Part {...props} />;
    return (
      <div ref={ref} className={className} data-deferred="">
        <Suspense fallback={fallback}>{gate ? <AfterGate gate={gate}>{part}</AfterGate> : part}</Suspense>
      </div>
    );
  }
  return memo(Deferred);
}
