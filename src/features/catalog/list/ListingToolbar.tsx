import { Button, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useHydrated } from '@/ui';
import { SORTS, effectiveSort, searchOf, type CatalogueQuery, type SortKey } from '@/domain/catalogue';
import { FILTERS_ID, RESULTS_ID, SORT_ID } from './anchors';
import { useRefocusAfterRedraw } from './useRefocusAfterRedraw';
import classes from './Listing.module.css';

export interface ListingToolbarProps {
  query: CatalogueQuery;
  /** The next answer is loading (the previous one is still shown). */
  updating: boolean;
  action: string;
  onSort: (sort: SortKey) => void;
  onOpenFilters: () => void;
  activeFilters: number;
}

/** The search's words, the sort (a GET form of its own, so it works without JavaScript) and the phone's Filters button. */
export function ListingToolbar({
  query,
  updating,
  action,
  onSort,
  onOpenFilters,
  activeFilters,
}: ListingToolbarProps) {
  const sorts = SORTS.filter((s) => s.key !== 'relevance' || query.q);
  // What the sort form carries besides the sort: the listing's filters, from page 1.
  const carried = [...new URLSearchParams(searchOf({ ...query, page: 1 }))].filter(([k]) => k !== 'sort');
  const sort = effectiveSort(query);
  const filtersLabel = activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters';
  // Before the app has taken the page over (and without JavaScript) the phone's Filters is a link to the
  // sidebar's form, which CSS then shows (#listing-filters); once hydrated, a button opening the drawer.
  const hydrated = useHydrated();
  // The sort form is drawn anew for each address (its key): a sort chosen from the keyboard (an arrow
  // key on the select applies it at once) keeps the focus on the select, as a ticked box does.
  const formKey = searchOf(query);
  const rememberFocus = useRefocusAfterRedraw(formKey, updating);
  const openFromLink = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenFilters();
  };

  return (
    // The pager gives the focus here after a page change (ListingPager): a target, not a Tab stop.
    <div className={classes.toolbar} id={RESULTS_ID} tabIndex={-1}>
      <div>
        {query.q ? (
          <Text component="p" fw={600} m={0}>
            Results for “{query.q}”
          </Text>
        ) : null}
      </div>
      <div className={classes.toolbarEnd}>
        {hydrated ? (
          <Button variant="default" className={classes.filtersButton} onClick={onOpenFilters}>
            {filtersLabel}
          </Button>
        ) : (
          <Button
            component="a"
            href={`#${FILTERS_ID}`}
            variant="default"
            className={classes.filtersButton}
            onClick={openFromLink}
          >
            {filtersLabel}
          </Button>
        )}
        <form method="get" action={action} className={classes.toolbarEnd} key={formKey}>
          {carried.map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
          {/* A plain select, styled like the shop's inputs: Mantine's brings its input and combobox code
              to every listing's first visit. */}
          <label className={classes.sort}>
            <span className={classes.sortLabel}>Sort by</span>
            <select
              name="sort"
              id={SORT_ID}
              className={classes.sortSelect}
              defaultValue={sort}
              onChange={(event) => {
                rememberFocus(event.currentTarget);
                onSort(event.currentTarget.value as SortKey);
              }}
            >
              {sorts.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          {/* For a browser without JavaScript only: with it, nothing is drawn (a sort chosen before the
              code arrives is applied once it has), so nothing leaves the row at hydration and the phone's
              Filters beside it stays where it was. */}
          <noscript>
            <Button type="submit" variant="default" size="sm">
              Sort
            </Button>
          </noscript>
        </form>
      </div>
    </div>
  );
}

// A deferred part of the listing (ProductListScreen): its server HTML is a working GET form.
export default ListingToolbar;
