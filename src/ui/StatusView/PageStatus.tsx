import { paths } from '@/config/paths';
import { StatusView, type StatusViewProps } from './StatusView';
import classes from './StatusView.module.css';

export type PageStatusProps = Omit<StatusViewProps, 'titleOrder'>;

/**
 * A page that is only a status (not found, failed to load, not built yet): the StatusView in a narrow
 * column, its title the page's h1. The column is styled as Mantine's Container (size sm, py 80) styles
 * it, without that component's code: the not-found page is in every first visit.
 */
export function PageStatus(props: PageStatusProps) {
  return (
    <div className={classes.page}>
      <StatusView titleOrder={1} {...props} />
    </div>
  );
}

/** A route whose screen is not built yet (its issue is open): says so plainly and offers a way on. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageStatus
      kind="info"
      title={title}
      message="This part of the store is being built. In the meantime, browse our floors."
      actionLabel="Shop floors"
      actionHref={paths.home}
    />
  );
}
