// beforeauth/getproduct with its browsing fields, and the search suggestions: answered over the demo
// catalogue with the domain's own rules (src/domain/catalogue.ts), as the reference server answers.
// `catalogueScenarios.specOnly()` is a server of the spec's contract: it ignores the browsing fields and
// answers the whole list, so the storefront pages, sorts and filters in the browser; `threePages()`, a
// listing of three pages; `nextAnswerHeld()`, the first address answered and the next one held (the
// listing "Updating…" meanwhile).
import type { HttpHandler } from 'msw';
import { queryOfCatalogueInput } from '../../src/contract/catalogue';
import { endpoints } from '../../src/contract/endpoints';
import { ListedProduct, type WireListedProduct, type WireProduct } from '../../src/contract/entities';
import { facetValuesOf } from '../../src/domain/catalogue';
import {
  browseCatalogue,
  catalogueResultFields,
  textRank,
  type CatalogueRecord,
} from '../../src/domain/catalogue-search';
import { toCents } from '../../src/domain/money';
import { categories, products } from '../../fixtures';
import { handle, neverAnswer, ok, on } from './http';

const inCategory = (categoryId: number | undefined) =>
  categoryId === undefined ? products : products.filter((p) => Number(p.product_category_id) === categoryId);

function record(p: WireProduct, position: number): CatalogueRecord {
  return {
    id: Number(p.product_id),
    categoryId: Number(p.product_category_id),
    position,
    title: p.title,
    priceCents: p.price === null || p.price === undefined || p.price === '' ? null : toCents(p.price),
    facets: facetValuesOf(
      (p.product_specifications ?? []).map((g) => ({
        product_specifications_detail: (g.product_specifications_detail ?? []).map((r) => ({
          title: r.title === null || r.title === undefined ? '' : String(r.title),
          sub_title: r.sub_title === null || r.sub_title === undefined ? '' : String(r.sub_title),
        })),
      })),
    ),
  };
}

const records = products.map(record);

/** A page lists a product by its card's fields only, as the reference server does (ListedProduct). */
const LISTED_FIELDS = Object.keys(ListedProduct.shape) as (keyof WireListedProduct)[];
const listed = (p: WireProduct) =>
  Object.fromEntries(LISTED_FIELDS.map((key) => [key, p[key]])) as WireListedProduct;
const byId = new Map(products.map((p) => [Number(p.product_id), p]));

function ranks(q: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const p of products) {
    const rank = textRank(q, p.title, String(p.description ?? ''));
    if (rank > 0) found.set(Number(p.product_id), rank);
  }
  return found;
}

/**
 * The mock build as a server of the spec's contract, for a tab whose session says so
 * (`sessionStorage['mocks:catalogue'] = 'spec-only'`: the e2e specs set it before the page loads).
 */
function specOnlySession(): boolean {
  try {
    return globalThis.sessionStorage?.getItem('mocks:catalogue') === 'spec-only';
  } catch {
    return false;
  }
}

export const catalogueBrowseHandlers: HttpHandler[] = [
  handle(endpoints.catalogue, ({ body }) => {
    const query = specOnlySession() ? null : queryOfCatalogueInput(body);
    if (!query) return ok(inCategory(body.product_category_id));
    const result = browseCatalogue(records, query, query.q ? ranks(query.q) : undefined);
    return ok({
      products: result.ids.map((id) => listed(byId.get(id)!)),
      ...catalogueResultFields(result),
    });
  }),
  handle(endpoints.searchSuggestions, ({ body }) => {
    const found = [...ranks(body.q)].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 6);
    return ok({
      products: found.map(([id]) => {
        const p = byId.get(id)!;
        return { product_id: p.product_id, title: p.title, slug: p.slug, image: p.image, price: p.price };
      }),
      categories: categories
        .filter((c) => textRank(body.q, c.title, '') > 0)
        .slice(0, 3)
        .map((c) => ({ product_category_id: c.product_category_id, title: c.title })),
    });
  }),
];

/** A server of the spec's contract: the browsing fields are ignored, the whole list is answered. */
function specOnly(): HttpHandler[] {
  return [handle(endpoints.catalogue, ({ body }) => ok(inCategory(body.product_category_id)))];
}

/** A listing of 60 products (three pages of 24) whatever page is asked, each page showing the demo
 *  catalogue's first 24: the demo catalogue fits on one page; the pager's stories need three. */
function threePages(): HttpHandler[] {
  return [
    handle(endpoints.catalogue, ({ body }) =>
      ok({
        products: products.slice(0, 24),
        total: 60,
        page: body.page ?? 1,
        page_size: 24,
        facets: [],
        categories: [],
      }),
    ),
  ];
}

/** A listing request's fields, in order (the body's boundary left out): one address, one text. */
async function fieldsOf(request: Request): Promise<string> {
  const form = await request.clone().formData();
  return JSON.stringify([...form].map(([key, value]) => [key, String(value)]));
}

export interface HeldAnswer {
  /** Before the handlers that answer: it holds, then lets the request through to them. */
  handlers: HttpHandler[];
  /** Answers what is held (and what comes next). Without it, held for ever (`forever`). */
  release: () => void;
  /** The story's `beforeEach`: the first address is asked anew, the next one held again. */
  reset: () => void;
}

/**
 * The listing's first address answered at once, and every other address's answer held: until the play
 * calls `release()`, or for ever with `forever` (`neverAnswer`, so the visual runner does not wait for
 * it): the listing while its next answer loads (a filter ticked on a large catalogue).
 */
function nextAnswerHeld({ forever = false } = {}): HeldAnswer {
  let first: string | null = null;
  let release = () => {};
  let released = Promise.resolve();
  const reset = () => {
    first = null;
    released = new Promise((resolve) => (release = resolve));
  };
  reset();
  const handler = on(endpoints.catalogue, async ({ request }) => {
    const fields = await fieldsOf(request);
    first ??= fields;
    if (fields === first) return undefined;
    if (forever) return neverAnswer(request);
    await released;
    return undefined; // let through: the next matching handler answers
  });
  return { handlers: [handler], release: () => release(), reset };
}

export const catalogueScenarios = { specOnly, threePages, nextAnswerHeld };
