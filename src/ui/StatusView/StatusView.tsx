import type { ReactNode } from 'react';
import { Button, Loader, Stack, Text, ThemeIcon, Title, type StackProps } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'wouter';
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
  /** Runs on click (e.g. SWR `mutate()` to retry). */
  onAction?: () => void;
  /** Makes the action a link instead (e.g. "Shop Now" → "/"). */
  actionHref?: string;
  /** An action of the caller's own in place of the button (a retry that shows its progress). */
  action?: ReactNode;
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
  action,
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
      {action ? (
        action
      ) : actionLabel && actionHref ? (
        <Button component={Link} href={actionHref} size="md" mt="xs">
          {actionLabel}
        </Button>
      ) : actionLabel && onAction ? (
        <Button onClick={onAction} size="md" mt="xs">
          {actionLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

export interface LoadingViewProps extends StackProps {
  /** What is loading, e.g. "Loading your cart..." (§2 my cart). */
  label?: string;
}

/**
 * The height of a whole screen's loading state: the first screen. A shorter one lets the footer show at
 * the bottom of the window, and the content that replaces it pushes the footer away: a layout shift of
 * about a quarter of a phone's screen (issue 9, measured on /my-cart: CLS 0.26).
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
