import { Container } from '@mantine/core';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/services/documentMeta';
import { StatusView } from '@/ui';

/** A route whose screen is not built yet (its issue is open): says so plainly and offers a way on. */
export function PlaceholderScreen({ title }: { title: string }) {
  useDocumentMeta({ title });
  return (
    <Container size="sm" py={80}>
      <StatusView
        kind="info"
        titleOrder={1}
        title={title}
        message="This part of the store is being built. In the meantime, browse our floors."
        actionLabel="Shop floors"
        actionHref={paths.home}
      />
    </Container>
  );
}
