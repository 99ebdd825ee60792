import { Container } from '@mantine/core';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/services/documentMeta';
import { StatusView } from '@/ui';

/** Any route not in §2. */
export function NotFoundScreen() {
  useDocumentMeta({ title: 'Page not found' });
  return (
    <Container size="sm" py={80}>
      <StatusView
        kind="info"
        titleOrder={1}
        title="Page not found"
        message="The page you are looking for has moved or never existed. Our floors are still here."
        actionLabel="Back to home"
        actionHref={paths.home}
      />
    </Container>
  );
}
export default NotFoundScreen;
