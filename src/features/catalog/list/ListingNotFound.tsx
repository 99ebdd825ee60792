import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/services/documentMeta';
import { PageStatus, StatusView } from '@/ui';

export interface PastLastPageProps {
  /** The page the address asks for. */
  page: number;
  /** The listing's last page (1 for an empty listing). */
  lastPage: number;
  /** A page of the same listing (search, filters and sort kept). */
  hrefOf: (page: number) => string;
}

/**
 * A listing's page past its last (an old or hand-edited link, `?page=999`): says so, and links to the
 * last page and the first, keeping the search, filters and sort. Plain links: they work from the
 * server's HTML, which a first visit answers with status 404 (docs/catalogue.md).
 */
export function PastLastPage({ page, lastPage, hrefOf }: PastLastPageProps) {
  // The title the server's 404 wrote; a search engine indexes no such page.
  useDocumentMeta({ title: 'Page not found', robots: 'noindex, nofollow' });
  return (
    <StatusView
      kind="info"
      title={`There is no page ${page} of these results`}
      message={
        <>
          {lastPage === 1 ? 'They fit on one page.' : `They fit on ${lastPage} pages.`} The link may be out of
          date.
          {lastPage > 1 ? (
            <Text component="span" display="block" mt="xs">
              <Anchor component={Link} href={hrefOf(1)}>
                Go to the first page
              </Anchor>
            </Text>
          ) : null}
        </>
      }
      actionLabel={lastPage === 1 ? 'Go to page 1' : `Go to the last page (${lastPage})`}
      actionHref={hrefOf(lastPage)}
    />
  );
}

/** A category the shop does not list (`/products/category/999`): the store's not-found page (404). */
export function CategoryNotFound() {
  useDocumentMeta({ title: 'Category not found', robots: 'noindex, nofollow' });
  return (
    <PageStatus
      kind="info"
      title="Category not found"
      message="This category may have been renamed or removed, or its link has changed. Browse our current range instead."
      actionLabel="Browse all products"
      actionHref={paths.products}
    />
  );
}
