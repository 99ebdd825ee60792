import { Container, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useCategories } from '@/api';
import { useCatalogue } from '@/api/browse';
import type { Category } from '@/contract';
import { paths } from '@/config/paths';
import {
  clearedQuery,
  effectiveSort,
  isNarrowed,
  isPastLastPage,
  pageCount,
  queryFromSearch,
  searchOf,
  type CatalogueQuery,
  type SortKey,
} from '@/domain/catalogue';
import { keepPlaceFor } from '@/state';
import { BREADCRUMBS_LOADING, deferHydration, PageBreadcrumbs, StatusView } from '@/ui';
import { countText, FILTERS_ID } from './list/anchors';
import { CategoryNav } from './list/CategoryNav';
import { CategoryNotFound, PastLastPage } from './list/ListingNotFound';
import { ProductListBody } from './list/ProductListBody';
import listClasses from './list/Listing.module.css';
import classes from './list/ProductList.module.css';

// The filters' controls hydrate when on screen (the sidebar; on a phone it is hidden and never does,
// unless shown by its link before the app's code came: #listing-filters); the phone's drawer loads
// when first opened. Neither is in the listing's first-visit code.
const FacetFilters = deferHydration(() => import('./list/FacetFilters.deferred'), {
  until: { visible: {} },
  fallback: <Skeleton height={320} aria-hidden />,
});
// The sort and the pages hydrate when on screen: their server HTML is a working GET form and links.
const ListingToolbar = deferHydration(() => import('./list/ListingToolbar'), {
  until: { visible: {} },
  fallback: <Skeleton height={36} aria-hidden />,
});
const ListingPager = deferHydration(() => import('./list/ListingPager'), {
  until: { visible: {} },
  fallback: null,
});
const FiltersDrawer = lazy(() => import('./list/FiltersDrawer'));
const NO_CATEGORIES: Category[] = [];

const ALL_TITLE = 'All Products';
const UNKNOWN_TITLE = 'Products';

/** A route id the shop could know: a whole positive number. */
function parseCategoryId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

/**
 * §2 /products and /products/category/{id}. The heading is the category title found by matching the
 * route id against the category list ("All Products" without an id; "Products" while an id cannot be
 * matched because the list failed to load). An id the list does not hold, or not a number, is the
 * store's not-found page (404 on a first visit; a real category without products is its empty state).
 * One page at a time, sorted and filtered by the query string (docs/catalogue.md): each
 * page is fetched once (immutable SWR key per query).
 */
export default function ProductListScreen() {
  const params = useParams<{ id?: string }>();
  const parsed = parseCategoryId(params.id);
  const categories = useCategories();

  if (
    parsed === 'invalid' ||
    (parsed !== null && categories.data && !categories.data.some((c) => c.product_category_id === parsed))
  ) {
    return <CategoryNotFound />;
  }
  return (
    <Listing categoryId={parsed} categories={categories.data} categoriesLoading={categories.isLoading} />
  );
}

interface ListingProps {
  categoryId: number | null;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}

function Listing({ categoryId, categories, categoriesLoading }: ListingProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => queryFromSearch(search, categoryId), [search, categoryId]);
  const { listing, error, mutate, isLoading } = useCatalogue(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const all = categoryId === null;
  const category = all ? undefined : categories?.find((c) => c.product_category_id === categoryId);
  const titleLoading = !all && !category && categoriesLoading;
  const title = all ? ALL_TITLE : (category?.title ?? UNKNOWN_TITLE);
  const basePath = all ? paths.products : paths.category(categoryId);
  const hrefOf = useCallback(
    (q: CatalogueQuery) => {
      const text = searchOf(q);
      return text ? `${basePath}?${text}` : basePath;
    },
    [basePath],
  );
  // The listing's own controls (filters, sort, price): the page stays where the shopper is (ScrollManager).
  // The phone's drawer stays open through its ticks; its "Show N results" closes it (docs/catalogue.md).
  const go = useCallback(
    (q: CatalogueQuery) => {
      const href = hrefOf(q);
      keepPlaceFor(href);
      navigate(href);
    },
    [navigate, hrefOf],
  );
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // Boxes ticked or a sort chosen in the server's HTML before this code arrived: applied once hydrated
  // (the filters hydrate later still; their server HTML is read here). Prices wait for "Apply filters".
  const layout = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = layout.current;
    if (!root || !listing) return;
    let next = query;
    const form = root.querySelector<HTMLFormElement>('aside form');
    if (form?.querySelector('input[type="checkbox"]')) {
      const data = [...new FormData(form)].map(([k, v]) => [k, String(v)]);
      next = { ...next, filters: queryFromSearch(new URLSearchParams(data), categoryId).filters };
    }
    const sort = root.querySelector<HTMLSelectElement>('select[name="sort"]')?.value;
    if (sort && sort !== effectiveSort(query)) next = { ...next, sort: sort as SortKey };
    if (searchOf(next) !== searchOf(query)) go({ ...next, page: 1 });
    // Once, at the first render with a listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing === undefined]);
  const onSort = useCallback((sort: SortKey) => go({ ...query, sort, page: 1 }), [go, query]);
  const onOpenFilters = useCallback(() => {
    setDrawerLoaded(true);
    setFiltersOpen(true);
  }, []);
  // Stable: the filters are a deferred part, which equal props must leave alone while it waits.
  const onFilters = useCallback((q: CatalogueQuery) => go({ ...q, page: 1 }), [go]);
  const narrowed = isNarrowed(query);
  // A page past the last (`?page=999`): "no such page", not "no products" (docs/catalogue.md).
  const pastLast = listing ? isPastLastPage(query.page, listing.total, listing.pageSize) : false;
  // The next answer is on its way while the previous one is still shown (SWR keeps it): said, not its
  // count (at 5,000 products that took 1–2 s; docs/catalogue.md "While the next answer loads").
  const updating = isLoading && listing !== undefined;
  const activeFilters =
    Object.values(query.filters).reduce((n, values) => n + values.length, 0) +
    (query.priceMinCents !== null || query.priceMaxCents !== null ? 1 : 0);

  const filters = (idPrefix: string, onDone?: () => void) => (
    <FacetFilters
      query={query}
      listing={listing}
      categories={categories ?? NO_CATEGORIES}
      action={basePath}
      onChange={onFilters}
      idPrefix={idPrefix}
      pending={isLoading}
      onDone={onDone}
    />
  );

  return (
    <>
      <ListingHead
        title={title}
        titleLoading={titleLoading}
        count={listing?.total}
        updating={updating}
        categories={categories ?? []}
        currentId={categoryId}
      />
      <Container className={classes.body}>
        <div className={listClasses.layout} ref={layout}>
          <aside className={listClasses.sidebar} aria-label="Filter products" id={FILTERS_ID}>
            {filters('side')}
          </aside>
          <div aria-busy={updating}>
            <ListingToolbar
              query={query}
              updating={updating}
              action={basePath}
              onSort={onSort}
              onOpenFilters={onOpenFilters}
              activeFilters={activeFilters}
            />
            {pastLast && listing && !error ? (
              <PastLastPage
                page={query.page}
                lastPage={pageCount(listing.total, listing.pageSize)}
                hrefOf={(page) => hrefOf({ ...query, page })}
              />
            ) : (
              <ProductListBody
                products={listing?.products}
                error={error}
                onRetry={() => mutate()}
                all={all}
                empty={
                  narrowed ? (
                    <StatusView
                      kind="empty"
                      title={query.q ? `No products match “${query.q}”` : 'No products match these filters'}
                      message="Try fewer filters or another word."
                      actionLabel="Clear filters"
                      actionHref={hrefOf(clearedQuery(query))}
                    />
                  ) : undefined
                }
              />
            )}
            {listing && !pastLast ? (
              <ListingPager
                query={query}
                total={listing.total}
                pageSize={listing.pageSize}
                basePath={basePath}
              />
            ) : null}
          </div>
        </div>
      </Container>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <FiltersDrawer opened={filtersOpen} onClose={closeFilters}>
            {filters('drawer', closeFilters)}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

interface ListingHeadProps {
  title: string;
  titleLoading?: boolean;
  count?: number;
  updating: boolean;
  categories: Category[];
  currentId: number | null;
}

function ListingHead({
  title,
  titleLoading = false,
  count,
  updating,
  categories,
  currentId,
}: ListingHeadProps) {
  const crumbs =
    currentId === null
      ? [{ label: 'Home', href: paths.home }, { label: ALL_TITLE }]
      : [
          { label: 'Home', href: paths.home },
          { label: ALL_TITLE, href: paths.products },
          { label: titleLoading ? BREADCRUMBS_LOADING : title },
        ];
  return (
    <div className={classes.head}>
      <Container>
        <PageBreadcrumbs items={crumbs} />
        {titleLoading ? (
          <Skeleton height={40} width={260} mt="sm" aria-hidden />
        ) : (
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        )}
        {/* A status: the count of each new answer is said where the page stays (a filter, the sort). The
            same line under a search or filters: the results below do not move when the first box is
            ticked (docs/catalogue.md "Where the page stays"). */}
        {count !== undefined && (count > 0 || updating) ? (
          <Text role="status" className={classes.count} mt={4}>
            {countText(count, updating)}
          </Text>
        ) : null}
        {categories.length > 0 ? <CategoryNav categories={categories} currentId={currentId} /> : null}
      </Container>
    </div>
  );
}
