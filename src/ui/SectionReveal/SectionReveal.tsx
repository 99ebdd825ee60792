import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import classes from './SectionReveal.module.css';
import { useHydrated } from '@/ui/ClientOnly';

export interface SectionRevealProps extends BoxProps {
  children: ReactNode;
  /**
   * Trigger offset in px (§9 "offset 50px", AOS semantics): the section reveals once it is
   * this far inside the bottom of the viewport. The slide distance is the same 50px.
   */
  offset?: number;
  /** Stay revealed after the first reveal instead of hiding again when scrolled out. */
  once?: boolean;
}

type RevealState = 'off' | 'enter' | 'hidden' | 'shown';

/**
 * Fades, slides up and zooms (0.95 → 1) its children into view over 0.6s ease-out when they
 * scroll into view, and hides them again when they leave (§2 category listing, §9).
 * Off — children simply visible, no transform — under prefers-reduced-motion or when
 * IntersectionObserver is missing.
 *
 * In the server's HTML the section plays the same entrance as a CSS animation ('enter'), with the first
 * paint and no JavaScript: opacity and transform only, so nothing moves in the layout (no layout shift),
 * and the reduced-motion rule turns it off in the browser before it paints. Hydration keeps 'enter' (the
 * same markup); once the section leaves the view it reveals and hides as above.
 */
export function SectionReveal({
  children,
  offset = 50,
  once = false,
  className,
  ...others
}: SectionRevealProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion(false, {
    // Hydrating server HTML (rendered without the media query): read it after hydration, as the server did not.
    getInitialValueInEffect: !hydrated,
  });
  // Content that came in the server's HTML is already on screen: it is not hidden to be revealed again
  // (that would hide the first paint's content until JS runs, and mismatch the server's markup).
  const [serverRendered] = useState(() => !hydrated);
  const supported = typeof window !== 'undefined' && 'IntersectionObserver' in window;
  const enabled = supported && !reducedMotion;
  // Server HTML is in view as it arrives (it played its entrance); the rest starts hidden.
  const [inView, setInView] = useState(serverRendered);
  // Until it first leaves the view, server-rendered content stays on its entrance animation.
  const [entering, setEntering] = useState(serverRendered);
  // The observed element is the untransformed wrapper, so the slide itself never moves the
  // observed box in or out of the viewport (which would make it flicker at the edges).
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = wrapperRef.current;
    if (!enabled || !node) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setInView(true);
          if (once) observer.disconnect();
        } else {
          setInView(false);
          setEntering(false);
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px`, threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, offset, once]);

  let state: RevealState;
  if (entering) state = 'enter';
  else if (!enabled) state = 'off';
  else state = inView ? 'shown' : 'hidden';

  return (
    <Box ref={wrapperRef} className={className} {...others}>
      <div
        className={classes.content}
        data-reveal={state}
        style={{ '--reveal-distance': `${offset}px` } as CSSProperties}
      >
        {children}
      </div>
    </Box>
  );
}
