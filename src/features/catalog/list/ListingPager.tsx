import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { pageCount, searchOf, type CatalogueQuery } from '@/domain/catalogue';
import { RESULTS_ID } from './anchors';
import classes from './Listing.module.css';

export interface ListingPagerProps {
  query: CatalogueQuery;
  total: number;
  pageSize: number;
  /** The listing's path (its pages' links carry the query). */
  basePath: string;
}

/** The pages around the current one, the first and the last; gaps shown as an ellipsis. */
function pagesToShow(page: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Real links to every page (shareable, work without JavaScript). Nothing for a single page. */
export function ListingPager({ query, total, pageSize, basePath }: ListingPagerProps) {
  const page = query.page;
  const hrefOf = (p: number) => {
    const text = searchOf({ ...query, page: p });
    return text ? `${basePath}?${text}` : basePath;
  };
  // The page scrolls to the top for the new page (ScrollManager), but the link used stays where it was,
  // at the foot of the cards: the focus goes to the top of the results (the toolbar, #listing-results),
  // so the next Tab reaches the new page's first card, not the pager again (docs/catalogue.md).
  const followed = useRef(false);
  const follow = (event: MouseEvent) => {
    followed.current =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  };
  useEffect(() => {
    if (!followed.current) return;
    followed.current = false;
    document.getElementById(RESULTS_ID)?.focus({ preventScroll: true });
  }, [page]);
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  return (
    <nav aria-label="Pages" className={classes.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} className={classes.pageLink} rel="prev" onClick={follow}>
              Previous
            </Link>
          </li>
        ) : null}
        {pagesToShow(page, count).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className={classes.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefOf(p)}
                className={classes.pageLink}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={follow}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link href={hrefOf(page + 1)} className={classes.pageLink} rel="next" onClick={follow}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

// A deferred part of the listing (ProductListScreen): its links work from the server's HTML.
export default ListingPager;
