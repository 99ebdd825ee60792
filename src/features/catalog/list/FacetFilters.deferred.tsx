// The listing's filters as their own chunk: the server renders them in full (a GET form that works
// without JavaScript); the browser hydrates them when they are on screen (deferHydration in
// ProductListScreen), so their form controls' code is not in the listing's first visit.
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Category } from '@/contract';
import { paths } from '@/config/paths';
import {
  FACETS,
  centsToDollarText,
  defaultSort,
  dollarsToCents,
  effectiveSort,
  queryFromSearch,
  searchOf,
  type CatalogueQuery,
  type FacetKey,
} from '@/domain/catalogue';
import type { Listing } from '@/api/browse';
import { RESULTS_ID } from './anchors';
import { useRefocusAfterRedraw } from './useRefocusAfterRedraw';
import classes from './Filters.module.css';

const FACET_LABELS = new Map<FacetKey, string>(FACETS.map((f) => [f.key, f.label]));

const centsText = (cents: number | null) => (cents === null ? '' : centsToDollarText(cents));

/** A price box whose text is not a price ("2.999", "3,5"): said, not dropped with the filter it held. */
export const PRICE_UNREADABLE = 'Enter dollars and cents, like 2.49';

/** The price range's two ends: the form field (`min_price`, `max_price`), the query's value and the
 *  listing's bound shown as its placeholder. */
const PRICE_ENDS = [
  { end: 'min', label: 'Min', queryKey: 'priceMinCents', rangeKey: 'minCents' },
  { end: 'max', label: 'Max', queryKey: 'priceMaxCents', rangeKey: 'maxCents' },
] as const;

export interface FacetFiltersProps {
  query: CatalogueQuery;
  listing: Listing | undefined;
  categories: Category[];
  /** Where the form is sent (the listing's path): a GET form works without JavaScript. */
  action: string;
  onChange: (query: CatalogueQuery) => void;
  /** Names the form apart when it is rendered twice (sidebar and phone drawer). */
  idPrefix: string;
  /** In the phone's drawer: what follows the submit ("Show 5 results"): closing it. */
  onDone?: () => void;
  /** The listing shown is still the previous address's (its counts are then not said; the control just
   *  used keeps its place until the new one is drawn). */
  pending?: boolean;
}

/**
 * The listing's filters as a GET form: category links, a price range and each facet's values with their
 * counts. A ticked box applies at once; the price applies with "Apply filters" (or Enter).
 */
export default function FacetFilters({
  query,
  listing,
  categories,
  action,
  onChange,
  idPrefix,
  onDone,
  pending = false,
}: FacetFiltersProps) {
  const read = (form: HTMLFormElement) =>
    queryFromSearch(
      new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])),
      query.categoryId,
    );
  // A tick applies at once and the form is drawn anew for the new address (its key): the box ticked
  // gets the focus back, where it had it, so a keyboard (and the drawer's focus trap) keeps its place.
  // So does the price box where Enter was pressed, or "Apply filters".
  const formKey = searchOf(query);
  const rememberFocus = useRefocusAfterRedraw(formKey, pending);
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A price box that reads as no price: named on the box, nothing applied, what was typed kept.
    const data = new FormData(event.currentTarget);
    const bad = PRICE_ENDS.map(({ end }) => `${end}_price`).filter((name) => {
      const typed = String(data.get(name) ?? '').trim();
      return typed !== '' && dollarsToCents(typed) === null;
    });
    setUnreadable(bad);
    if (bad.length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${bad[0]}"]`)?.focus();
      return;
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && event.currentTarget.contains(focused)) rememberFocus(focused);
    onChange(read(event.currentTarget));
    onDone?.();
  };
  const change = (event: FormEvent<HTMLFormElement>) => {
    const box = event.target as HTMLInputElement;
    if (box.type !== 'checkbox') return;
    rememberFocus(box);
    onChange(read(event.currentTarget));
  };
  const counts = new Map(listing?.categories.map((c) => [c.categoryId, c.count]));
  const carried = searchOf({ ...query, page: 1, categoryId: null });
  const total = pending ? undefined : listing?.total;
  const doneLabel =
    total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`;
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      onChange={change}
      aria-label="Filters"
      className={classes.filters}
      // Re-read the ticks from the address after back/forward.
      key={formKey}
    >
      {onDone ? null : (
        // The sidebar's heading and way back, shown only when a phone without the app's code opens it
        // as a panel (#listing-filters; Listing.module.css).
        <div className={classes.panelHead}>
          <h2>Filters</h2>
          <a href={`#${RESULTS_ID}`}>Hide filters</a>
        </div>
      )}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {effectiveSort(query) !== defaultSort(query.q) ? (
        <input type="hidden" name="sort" value={effectiveSort(query)} />
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label="Filter by category">
          <Text className={classes.legend}>Category</Text>
          <ul className={classes.categoryList}>
            {categories.map((c) => {
              const current = c.product_category_id === query.categoryId;
              const count = listing ? (
                <span className={classes.count}> ({counts.get(c.product_category_id) ?? 0})</span>
              ) : null;
              // A category nothing matches under the search and filters is drawn as a facet value
              // with no matches: there, but not a way to go (no link, not focusable, said to be
              // unavailable). The current one stays a link, the way back to it.
              return (
                <li key={c.product_category_id}>
                  {listing && !counts.get(c.product_category_id) && !current ? (
                    <a role="link" aria-disabled="true" className={classes.categoryLink}>
                      {c.title}
                      {count}
                    </a>
                  ) : (
                    <Link
                      href={`${paths.category(c.product_category_id)}${carried ? `?${carried}` : ''}`}
                      aria-current={current ? 'page' : undefined}
                      className={classes.categoryLink}
                    >
                      {c.title}
                      {count}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Price per sqft ($)</legend>
        <div className={classes.priceRow}>
          {PRICE_ENDS.map(({ end, label, queryKey, rangeKey }) => (
            <TextInput
              key={end}
              id={`${idPrefix}-${end}-price`}
              name={`${end}_price`}
              label={label}
              inputMode="decimal"
              size="sm"
              defaultValue={centsText(query[queryKey])}
              placeholder={listing?.priceRange ? centsText(listing.priceRange[rangeKey]) : undefined}
              error={unreadable.includes(`${end}_price`) ? PRICE_UNREADABLE : undefined}
            />
          ))}
        </div>
      </fieldset>
      {listing?.facets.map((facet) => (
        <fieldset key={facet.key} className={classes.fieldset}>
          <legend className={classes.legend}>{FACET_LABELS.get(facet.key)}</legend>
          <Stack gap={6}>
            {facet.values.map((v) => (
              <Checkbox
                key={v.value}
                id={`${idPrefix}-${facet.key}-${v.value}`}
                name={facet.key}
                value={v.value}
                size="sm"
                defaultChecked={query.filters[facet.key]?.includes(v.value) ?? false}
                disabled={v.count === 0 && !query.filters[facet.key]?.includes(v.value)}
                label={
                  <>
                    {v.value} <span className={classes.count}>({v.count})</span>
                  </>
                }
              />
            ))}
          </Stack>
        </fieldset>
      ))}
      <Button type="submit" id={`${idPrefix}-apply`} variant={onDone ? 'filled' : 'light'} fullWidth>
        {onDone ? doneLabel : 'Apply filters'}
      </Button>
    </form>
  );
}
