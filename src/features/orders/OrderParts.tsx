// Parts shared by the orders list and one order: the status badge, the frame and the unavailable states.
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Badge, Box } from '@mantine/core';
import { paths } from '@/config/paths';
import { orderStatusLabel, orderStatusTone } from '@/domain/order-status';
import { PageStatus, SCREEN_LOADING_HEIGHT, StatusView, type PageStatusProps } from '@/ui';
import { ORDERS_TEXT } from './ordersText';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    // Shade 9 text on the light fill: every tone's label reads at 4.5:1 or more.
    <Badge color={orderStatusTone(status)} c={`${orderStatusTone(status)}.9`} variant="light" radius="sm">
      {orderStatusLabel(status)}
    </Badge>
  );
}

/**
 * A state with the way back to the shop: the whole page (no My orders on this server), or, `underHeading`,
 * under the page's own heading (no orders yet: the heading the loading state showed stays).
 */
export function BackToShop({
  kind,
  title,
  message,
  underHeading = false,
}: Pick<PageStatusProps, 'kind' | 'title' | 'message'> & { underHeading?: boolean }) {
  const status = { kind, title, message, actionLabel: ORDERS_TEXT.shop, actionHref: paths.home };
  return underHeading ? <StatusView {...status} /> : <PageStatus {...status} />;
}

/** The server has no My orders (a server of the plain §7 contract). */
export function OrdersUnavailable() {
  return (
    <BackToShop kind="info" title={ORDERS_TEXT.unavailableTitle} message={ORDERS_TEXT.unavailableMessage} />
  );
}

/**
 * A read of the orders failed: its reason, and a retry that shows it is trying while the read runs again
 * (StatusView: the promise of `onRetry`), its focus kept if it fails again.
 */
export function OrdersFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => Promise<unknown>;
}) {
  return (
    <PageStatus
      kind="error"
      title={title}
      message={error instanceof Error ? error.message : undefined}
      actionLabel={ORDERS_TEXT.retry}
      onAction={onRetry}
    />
  );
}

/**
 * Every state of an orders page fills at least the first screen, as the route's loading state the server
 * sends does: a shorter one (the client's loading state, an order list of two lines, "not found") let the
 * footer rise into view and be pushed away again: layout shifts the shopper sees and Lighthouse counts.
 */
const FRAME = 'data-orders-screen';

export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih={SCREEN_LOADING_HEIGHT} {...{ [FRAME]: '' }}>
      {children}
    </Box>
  );
}

/**
 * An answer rendered in slices: SWR's answer renders synchronously (one long task on a slow phone), the
 * deferred value lets React render it in a transition that yields to the browser (docs/performance.md,
 * "Short tasks"). Undefined (still loading) until the answer of `of` (an order) has been rendered that
 * way: never the previous order's answer under a new one. `of` null: a read that keeps its previous answer
 * while the next loads anyway (the orders list's pages).
 */
export function useDeferredAnswer<T>(data: T | undefined, of: number | null): T | undefined {
  const answer = useMemo(() => (data === undefined ? undefined : { of, data }), [data, of]);
  const shown = useDeferredValue(answer);
  return shown?.of === of ? shown.data : undefined;
}

/**
 * What an orders page shows of its read: a `view`, failed (with its reason and a retry) or `loading`,
 * until the answer of `of` is there and rendered in slices (useDeferredAnswer); then its `data`.
 */
export function useOrderRead<T>(
  read: { data?: T; error?: unknown; mutate: () => Promise<unknown> },
  of: number | null,
  failedTitle: string,
  loading: ReactNode,
): { view: ReactNode; data?: never } | { view?: never; data: T } {
  const data = useDeferredAnswer(read.data, of);
  // A retry that worked replaces its button with the page: the focus it had goes to the page's heading
  // (read out, and the keyboard goes on from there) rather than to the top of the document.
  const retried = useRef(false);
  const shown = data !== undefined && !read.error;
  useEffect(() => {
    if (!shown || !retried.current) return;
    retried.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const heading = document.querySelector<HTMLElement>(`[${FRAME}] h1`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [shown]);
  if (read.error)
    return {
      view: (
        <OrdersFailed
          title={failedTitle}
          error={read.error}
          onRetry={() => {
            retried.current = true;
            return read.mutate();
          }}
        />
      ),
    };
  if (read.data === undefined || data === undefined) return { view: loading };
  return { data };
}
