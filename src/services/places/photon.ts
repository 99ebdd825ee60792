// Photon (komoot's OpenStreetMap geocoder, integrations guide): keyless search-as-you-type, so address
// search works on a fresh install. GET {base}/api/?q=…&limit=…&lang=en[&lat=…&lon=…] answers GeoJSON:
// features[].properties {housenumber, street, name, postcode, city, state, country, countrycode, type} and
// geometry.coordinates [lon, lat]. Fair use only: the caller debounces typing and sends ≥3 characters.
import type { LatLng } from '@/domain/delivery';
import type { Place, PlacesProvider } from '@/domain/places';
import { PlacesUnavailableError } from './errors';
import type * as Reader from './photonAnswer';

export const PHOTON_ATTRIBUTION = 'Search by Photon · © OpenStreetMap contributors';

export interface PhotonOptions {
  /** Photon's base URL (VITE_PHOTON_URL), e.g. https://photon.komoot.io. */
  baseUrl: string;
  /** Results near this point rank first (the warehouse). */
  bias?: LatLng | null;
  /** Keep only these countries (ISO alpha-2). */
  countryCodes?: readonly string[];
  /** Rows shown (Photon is asked for a few more, as some are filtered out). */
  limit?: number;
  fetch?: typeof fetch;
}

export function createPhotonPlaces(options: PhotonOptions): PlacesProvider {
  const limit = options.limit ?? 6;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'photon',
    attribution: PHOTON_ATTRIBUTION,
    async search(query, { signal } = {}) {
      const params = new URLSearchParams({ q: query.trim(), limit: String(limit + 4), lang: 'en' });
      if (options.bias) {
        params.set('lat', options.bias.lat.toFixed(4));
        params.set('lon', options.bias.lng.toFixed(4));
      }
      let response: Response;
      try {
        response = await doFetch(`${base}/api/?${params}`, {
          signal,
          headers: { Accept: 'application/json' },
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        throw new PlacesUnavailableError('Photon could not be reached', { cause: error });
      }
      if (!response.ok) throw new PlacesUnavailableError(`Photon answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new PlacesUnavailableError('Photon answered something that is not JSON', { cause: error });
      }
      // The answer's reader (zod) loads with the first answer, not with the page that has a search box.
      let reader: typeof Reader;
      try {
        reader = await import('./photonAnswer');
      } catch (error) {
        throw new PlacesUnavailableError('The address search could not be read', { cause: error });
      }
      return reader.suggestionsFromPhoton(body, { countryCodes: options.countryCodes, limit });
    },
    // Photon's search already carries the whole place: nothing more to ask.
    async resolve(suggestion) {
      return suggestion.ref as Place;
    },
  };
}
