import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/services/documentMeta';
import { PageStatus } from '@/ui';

/** Any route not in §2. */
export function NotFoundScreen() {
  useDocumentMeta({ title: 'Page not found' });
  return (
    <PageStatus
      kind="info"
      title="Page not found"
      message="The page you are looking for has moved or never existed. Our floors are still here."
      actionLabel="Back to home"
      actionHref={paths.home}
    />
  );
}
export default NotFoundScreen;
