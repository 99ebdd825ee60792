// A listing's page (the catalogue's browsing fields, docs/catalogue.md). Not in the api barrel: the
// listing, home's products and related products load it with their screens, so no first visit of
// another page carries it.
import { useMemo } from 'react';
import useSWRImmutable from 'swr/immutable';
import { catalogueFields } from '@/contract/catalogue-fields';
import type { CatalogueAnswer, CataloguePage } from '@/contract/entities';
import type { CatalogueQuery } from '@/domain/catalogue';
import { call } from './client';
import { keys } from './hooks/catalogue';

/** One page of a listing, and whether the server paged it or the browser did (a spec-only server). */
export type Listing = Omit<CataloguePage, 'kind'> & { pagedBy: 'server' | 'browser' };

/**
 * An answer as a page of the listing. A server of the spec's contract answers the whole list: it is then
 * filtered, counted, sorted and paged here with the domain's same rules, whose code loads only then.
 */
export async function listingOf(answer: CatalogueAnswer, query: CatalogueQuery): Promise<Listing> {
  if (answer.kind === 'page') return serverPage(answer);
  const { pageLocally } = await import('./browse-locally');
  return pageLocally(answer.products, query);
}

function serverPage(answer: CataloguePage): Listing {
  const { kind: _kind, ...page } = answer;
  return { ...page, pagedBy: 'server' };
}

/**
 * A listing's page, fetched once per query (the key holds every field asked). The server's
 * first HTML hands its answer over as the key's data (an answer, not yet a Listing).
 */
export function useCatalogue(query: CatalogueQuery) {
  const fields = catalogueFields(query);
  const answer = useSWRImmutable<Listing | CatalogueAnswer>(
    keys.catalogue(fields),
    async () => listingOf(await call('catalogue', fields), query),
    { keepPreviousData: true },
  );
  const data = answer.data;
  const listing = useMemo(
    () => (!data || 'pagedBy' in data ? data : data.kind === 'page' ? serverPage(data) : undefined),
    [data],
  );
  return { ...answer, listing };
}
