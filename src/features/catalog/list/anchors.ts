// In-page addresses of the listing's parts (and its count's words), shared by the screen and its deferred
// toolbar. Without JavaScript (or before the app's code has run) the phone's "Filters" is a link to the
// sidebar's form, which CSS shows while it is the page's target (Listing.module.css `.sidebar:target`).
export const FILTERS_ID = 'listing-filters';
export const RESULTS_ID = 'listing-results';
// The sort's select: its form is drawn anew for each address, and the focus is given back by id.
export const SORT_ID = 'listing-sort';

/** The listing's count (under its heading), or, while the next
 *  answer loads and the previous one is still shown, that it is being updated. */
export const countText = (total: number, updating: boolean) =>
  updating ? 'Updating…' : total === 1 ? '1 product' : `${total} products`;
