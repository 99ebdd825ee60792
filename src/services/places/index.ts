// The places provider the screens use, chosen by configuration:
// - VITE_GOOGLE_MAPS_API_KEY set → Google Places (new), its module and script loaded on the first search;
// - otherwise Photon at VITE_PHOTON_URL (default https://photon.komoot.io), keyless, so a fresh install
//   has a working address search.
// Addresses are kept to the United States: the store delivers by pallet from its Houston warehouse.
import type { LatLng } from '@/domain/delivery';
import type { PlacesProvider } from '@/domain/places';
import { env, type Env } from '@/config/env';
import { GOOGLE_ATTRIBUTION_TEXT } from './attribution';
import { createPhotonPlaces } from './photon';

export { createPhotonPlaces, PHOTON_ATTRIBUTION } from './photon';
export { placeFromGoogle, type GooglePlaceFields, type GoogleAddressComponent } from './googleMapping';
export { createFakePlaces, type FakePlacesOptions } from './fake';
export { PlacesUnavailableError } from './errors';
export { stateCodeFor } from './usStates';

const COUNTRIES = ['US'] as const;

/** Loads the Google module on first use, so neither it nor Google's script is fetched before a search. */
function lazyGooglePlaces(apiKey: string, bias: LatLng | null): PlacesProvider {
  let provider: Promise<PlacesProvider> | null = null;
  const load = () =>
    (provider ??= import('./google').then((m) =>
      m.createGooglePlaces({ apiKey, bias, regionCodes: COUNTRIES.map((c) => c.toLowerCase()) }),
    ));
  return {
    name: 'google',
    attribution: GOOGLE_ATTRIBUTION_TEXT,
    search: async (text, options) => (await load()).search(text, options),
    resolve: async (suggestion) => (await load()).resolve(suggestion),
  };
}

/** The provider for an environment (exported for tests). */
export function createConfiguredPlaces(config: Env): PlacesProvider {
  const bias =
    config.VITE_WAREHOUSE_LAT !== undefined && config.VITE_WAREHOUSE_LNG !== undefined
      ? { lat: config.VITE_WAREHOUSE_LAT, lng: config.VITE_WAREHOUSE_LNG }
      : null;
  if (config.VITE_GOOGLE_MAPS_API_KEY) return lazyGooglePlaces(config.VITE_GOOGLE_MAPS_API_KEY, bias);
  return createPhotonPlaces({ baseUrl: config.VITE_PHOTON_URL, bias, countryCodes: COUNTRIES });
}

let current: { config: Env; provider: PlacesProvider } | null = null;

/** The app's places provider (one per environment: Google's session token and script are shared). */
export function placesProvider(): PlacesProvider {
  const config = env();
  if (current?.config !== config) current = { config, provider: createConfiguredPlaces(config) };
  return current.provider;
}
