import { StatusView, type StatusViewProps } from './StatusView';

export interface LoadFailedProps extends Omit<
  StatusViewProps,
  'kind' | 'message' | 'actionLabel' | 'onAction' | 'actionHref'
> {
  /** What the read failed with: an Error's message is shown under the title. */
  error: unknown;
  /** Asks again (e.g. SWR `mutate()`). */
  onRetry: () => void;
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
