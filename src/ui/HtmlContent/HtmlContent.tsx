import { useMemo } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { sanitizeHtml } from './sanitize';
import classes from './HtmlContent.module.css';

export interface HtmlContentProps extends BoxProps {
  /** Untrusted HTML from the API; it is sanitised before rendering. */
  html: string | null | undefined;
  /** `compact` for short blurbs (cards, category descriptions), `article` for long pages. */
  variant?: 'article' | 'compact';
}

/** Rich text from the shop API, sanitised with DOMPurify and styled for reading. */
export function HtmlContent({ html, variant = 'article', className, ...others }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      dangerouslySetInnerHTML={{ __html: clean }}
      {...others}
    />
  );
}
