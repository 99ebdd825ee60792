import { useState, type ReactNode } from 'react';
import { Button, Loader, Stack, Text, ThemeIcon, Title, type StackProps } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useKeepFocusWhileBusy } from '@/ui/useKeepFocusWhileBusy';
import classes from './StatusView.module.css';

export interface StatusViewProps extends Omit<StackProps, 'title'> {
  /** `error` is announced (role="alert"); `empty` and `info` are plain content. */
  kind?: 'error' | 'empty' | 'info';
  title: ReactNode;
  message?: ReactNode;
  /** Replaces the default icon for the kind; pass `null` for none. */
  icon?: ReactNode;
  /** Action button text, e.g. "Try again" or "Shop Now". */
  actionLabel?: string;
  /**
   * Runs on click (e.g. SWR `mutate()` to retry). When it returns a promise, the button shows that it is
   * working until the promise settles: a retry that fails again would otherwise look like a button that
   * does nothing.
   */
  onAction?: () => unknown;
  /** Makes the action a link instead (e.g. "Shop Now" → "/"). */
  actionHref?: string;
  titleOrder?: 1 | 2 | 3 | 4;
}

const defaultIcons = {
  error: <IconAlertTriangle size={28} stroke={1.6} aria-hidden />,
  empty: <IconShoppingCart size={28} stroke={1.6} aria-hidden />,
  info: <IconInfoCircle size={28} stroke={1.6} aria-hidden />,
};

/** Centred message for error-with-retry and empty states (e.g. empty cart, failed load). */
export function StatusView({
  kind = 'info',
  title,
  message,
  icon,
  actionLabel,
  onAction,
  actionHref,
  titleOrder = 2,
  className,
  ...others
}: StatusViewProps) {
  const shownIcon = icon === undefined ? defaultIcons[kind] : icon;
  return (
    <Stack
      align="center"
      gap="sm"
      role={kind === 'error' ? 'alert' : undefined}
      data-kind={kind}
      className={className ? `${classes.root} ${className}` : classes.root}
      {...others}
    >
      {shownIcon ? (
        <ThemeIcon
          size={64}
          radius={999}
          variant="light"
          color={kind === 'error' ? 'red' : 'oak'}
          className={classes.icon}
        >
          {shownIcon}
        </ThemeIcon>
      ) : null}
      <Title order={titleOrder} className={classes.title}>
        {title}
      </Title>
      {message ? <Text className={classes.message}>{message}</Text> : null}
      {actionLabel && actionHref ? (
        <Button component={Link} href={actionHref} size="md" mt="xs">
          {actionLabel}
        </Button>
      ) : actionLabel && onAction ? (
        <ActionButton onAction={onAction}>{actionLabel}</ActionButton>
      ) : null}
    </Stack>
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * The action's button: busy while the promise its action returned runs, its focus kept (as BusyButton
 * keeps it, without its merged ref: this view is in every route's first visit).
 */
function ActionButton({ onAction, children }: { onAction: () => unknown; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const ref = useKeepFocusWhileBusy<HTMLButtonElement>(busy);
  const run = () => {
    const result = onAction();
    if (!isPromiseLike(result)) return;
    setBusy(true);
    const done = () => setBusy(false);
    result.then(done, done);
  };
  return (
    <Button ref={ref} onClick={run} loading={busy} size="md" mt="xs">
      {children}
    </Button>
  );
}

export interface LoadingViewProps extends StackProps {
  /** What is loading, e.g. "Loading your cart..." (§2 my cart). */
  label?: string;
}

/**
 * The height of a whole screen's loading state: the first screen. A shorter one lets the footer show at
 * the bottom of the window, and the content that replaces it pushes the footer away: a layout shift of
 * about a quarter of a phone's screen (measured on /my-cart: CLS 0.26).
 */
export const SCREEN_LOADING_HEIGHT = '100svh';

/** Spinner with a visible, announced label. */
export function LoadingView({ label = 'Loading…', className, ...others }: LoadingViewProps) {
  return (
    <Stack
      align="center"
      gap="sm"
      role="status"
      aria-live="polite"
      className={className ? `${classes.root} ${className}` : classes.root}
      data-kind="loading"
      {...others}
    >
      <Loader size="md" aria-hidden />
      <Text className={classes.message}>{label}</Text>
    </Stack>
  );
}
