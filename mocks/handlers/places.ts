// The keyless places service (Photon, src/services/places/photon.ts) answered from fixtures/places.ts, so
// stories and the mock build exercise the real Photon client: GET {VITE_PHOTON_URL}/api/?q=…&limit=…
// Every typed word must occur in the place's text ("1100 congress", "bissonnet st"); no match → no
// features. Unit tests use the in-memory fake (createFakePlaces) instead.
import { http, HttpResponse } from 'msw';
import { photonPlaces, type PhotonFeatureFixture } from '../../fixtures/places';

function searchText(feature: PhotonFeatureFixture): string {
  const p = feature.properties;
  return [p.housenumber, p.street, p.name, p.postcode, p.city, p.county, p.state, p.country]
    .filter((v) => v !== undefined)
    .join(' ')
    .toLowerCase();
}

/** Photon's answer for a query: a FeatureCollection of the fixture places that match every word. */
export function photonAnswer(query: string, limit = 10) {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const features = words.length
    ? photonPlaces.filter((f) => words.every((w) => searchText(f).includes(w))).slice(0, limit)
    : [];
  return { type: 'FeatureCollection' as const, features };
}

/** Matches Photon's search URL under any base ({base}/api/?q=…); other /api/ requests pass through. */
const PHOTON_SEARCH = '*/api/';

export const placesHandlers = [
  http.get(PHOTON_SEARCH, ({ request }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q');
    if (q === null) return undefined;
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return HttpResponse.json(photonAnswer(q, Number.isFinite(limit) && limit > 0 ? limit : 10));
  }),
];

/** Scenarios for stories: the places service down (HTTP 503) or slow to answer. */
export const placesScenarios = {
  down: () => [http.get(PHOTON_SEARCH, () => new HttpResponse('Service Unavailable', { status: 503 }))],
  networkError: () => [http.get(PHOTON_SEARCH, () => HttpResponse.error())],
};
