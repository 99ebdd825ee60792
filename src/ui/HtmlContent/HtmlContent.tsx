import { useContext, useEffect, useMemo, useState } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { HydratingDeferredPart, isHydratingServerHtml } from '@/ui/ClientOnly';
import classes from './HtmlContent.module.css';
import { loadedSanitizer, loadSanitizer } from './loadSanitizer';

export interface HtmlContentProps extends BoxProps {
  /** Untrusted HTML from the API; it is sanitised before rendering. */
  html: string | null | undefined;
  /** `compact` for short blurbs (cards, category descriptions), `article` for long pages. */
  variant?: 'article' | 'compact';
}

const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** The sanitiser at the shopper's first touch, key or scroll, ready for the API HTML a later page shows. */
function loadAtFirstInteraction(): () => void {
  const load = () => {
    stop();
    void loadSanitizer();
  };
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, load);
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { once: true, passive: true });
  return stop;
}

/** Nothing written: React leaves a hydrated element's markup as the server sent it. */
const SERVER_MARKUP = { __html: '' };

/**
 * Rich text from the shop API, sanitised with DOMPurify and styled for reading. Hydrating the server's
 * HTML it keeps the server's sanitised markup as it is (no sanitiser needed) until `html` changes.
 */
export function HtmlContent({ html, variant = 'article', className, ...others }: HtmlContentProps) {
  const hydratingPart = useContext(HydratingDeferredPart);
  // What the server rendered, when this element is hydrated from it. Read once, at mount.
  const [serverHtml] = useState(() => (hydratingPart || isHydratingServerHtml() ? html : undefined));
  const [ready, setReady] = useState(loadedSanitizer() !== null);
  const kept = serverHtml !== undefined && serverHtml === html;
  useEffect(() => {
    if (ready) return undefined;
    if (kept) return loadAtFirstInteraction();
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, kept]);
  const clean = useMemo(
    () => {
      const sanitize = loadedSanitizer();
      return kept || !sanitize ? null : { __html: sanitize(html ?? '') };
    },
    // `ready` turns true once the sanitiser has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [html, kept, ready],
  );
  return (
    <Box
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      // Until the sanitiser has loaded, a page the browser renders shows the box empty; a hydrated one,
      // the server's markup.
      dangerouslySetInnerHTML={clean ?? SERVER_MARKUP}
      suppressHydrationWarning={kept}
      {...others}
    />
  );
}
