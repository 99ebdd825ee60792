import { StatusView, type StatusViewProps } from './StatusView';

export interface LoadFailedProps extends Omit<
  StatusViewProps,
  'kind' | 'message' | 'actionLabel' | 'onAction' | 'actionHref'
> {
  /** What the read failed with: an Error's message is shown under the title. */
  error: unknown;
  /** Asks again (e.g. SWR `mutate()`); a promise it returns shows the button busy until it settles. */
  onRetry: () => unknown;
}

/** A read that failed, with the reason when there is one and a "Try again" that asks again. */
export function LoadFailed({ error, onRetry, ...others }: LoadFailedProps) {
  return (
    <StatusView
      kind="error"
      message={error instanceof Error ? error.message : undefined}
      actionLabel="Try again"
      onAction={onRetry}
      {...others}
    />
  );
}
