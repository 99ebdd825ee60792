import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import classes from './AccountCard.module.css';

export interface AccountCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Why the visitor is here (sent to sign in from a shopper's own page): under the subtitle. */
  notice?: string;
  children: ReactNode;
  /** A strip under the form, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
  /** Content beside the form at ≥768px (below it on small screens). */
  aside?: ReactNode;
  /** Card width in px. */
  width?: number;
  /** Moves focus to the title on mount (a state that replaces the form, e.g. "Check your email"). */
  focusTitle?: boolean;
}

/**
 * The page shell of login, sign-up, forgot password and contact: a centred card on a soft background.
 * Light on purpose: it is in each page's first visit, while the form inside it (fields, form state,
 * AccountFields) is a deferred part that loads at the first touch.
 */
export function AccountCard({
  title,
  subtitle,
  notice,
  children,
  footer,
  aside,
  width = 460,
  focusTitle = false,
}: AccountCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const body = (
    <div className={classes.body}>
      <header className={classes.header}>
        <Title
          order={1}
          id={titleId}
          className={classes.title}
          ref={titleRef}
          tabIndex={focusTitle ? -1 : undefined}
        >
          {title}
        </Title>
        {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
        {notice ? (
          <Text role="status" className={classes.notice}>
            {notice}
          </Text>
        ) : null}
      </header>
      {children}
    </div>
  );
  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <Paper className={classes.card} maw={width} withBorder>
        {aside ? (
          <div className={classes.split}>
            {body}
            <aside className={classes.aside}>{aside}</aside>
          </div>
        ) : (
          body
        )}
        {footer ? <div className={classes.footer}>{footer}</div> : null}
      </Paper>
    </section>
  );
}
