/// <reference types="google.maps" />
// Google Places (new), used when VITE_GOOGLE_MAPS_API_KEY is set. This module is imported on the first
// search only (src/services/places/index.ts), so the Maps loader and Google's script reach the browser
// only on the screens with an address search, and only when a key is configured.
//
// Why the Autocomplete Data API and not the PlaceAutocompleteElement widget: both are the new Places API
// (the legacy Autocomplete is closed to new customers). The widget draws its own input in a closed shadow
// root, so it could not share our combobox's label, error, "no results" and failure states, our keyboard
// behaviour or the fake the stories use. AutocompleteSuggestion gives the same predictions to our own
// listbox; a session token groups the typing and the one details request into one billed session.
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { LatLng } from '@/domain/delivery';
import type { PlacesProvider } from '@/domain/places';
import { PlacesUnavailableError } from './errors';
import { GOOGLE_ATTRIBUTION_TEXT } from './attribution';
import { placeFromGoogle } from './googleMapping';

let configuredKey: string | null = null;

function placesLibrary(apiKey: string): Promise<google.maps.PlacesLibrary> {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: 'weekly', language: 'en', region: 'US' });
    configuredKey = apiKey;
  }
  return importLibrary('places');
}

export interface GooglePlacesOptions {
  apiKey: string;
  /** Predictions near this point rank first (the warehouse). */
  bias?: LatLng | null;
  /** Region codes to keep, lower case ISO alpha-2 (at most 15). */
  regionCodes?: readonly string[];
}

export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  let session: google.maps.places.AutocompleteSessionToken | null = null;
  const library = async () => {
    try {
      return await placesLibrary(options.apiKey);
    } catch (error) {
      throw new PlacesUnavailableError('Google Places could not be loaded', { cause: error });
    }
  };
  return {
    name: 'google',
    attribution: GOOGLE_ATTRIBUTION_TEXT,
    async search(text, { signal } = {}) {
      const { AutocompleteSessionToken, AutocompleteSuggestion } = await library();
      session ??= new AutocompleteSessionToken();
      const request: google.maps.places.AutocompleteRequest = {
        input: text,
        sessionToken: session,
        language: 'en-US',
        region: 'us',
        includedRegionCodes: options.regionCodes ? [...options.regionCodes] : ['us'],
      };
      if (options.bias) request.origin = options.bias;
      let suggestions: google.maps.places.AutocompleteSuggestion[];
      try {
        ({ suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions(request));
      } catch (error) {
        throw new PlacesUnavailableError('Google Places did not answer', { cause: error });
      }
      if (signal?.aborted) throw signal.reason;
      return suggestions.flatMap((s) => {
        const prediction = s.placePrediction;
        if (!prediction) return [];
        return [
          {
            id: prediction.placeId,
            primary: prediction.mainText?.text ?? prediction.text.text,
            secondary: prediction.secondaryText?.text ?? '',
            ref: prediction,
          },
        ];
      });
    },
    async resolve(suggestion) {
      const prediction = suggestion.ref as google.maps.places.PlacePrediction;
      const place = prediction.toPlace();
      try {
        await place.fetchFields({ fields: ['addressComponents', 'location', 'formattedAddress'] });
      } catch (error) {
        throw new PlacesUnavailableError('Google Places did not answer', { cause: error });
      } finally {
        session = null; // the details request closes the billing session
      }
      const resolved = placeFromGoogle({
        addressComponents: place.addressComponents,
        formattedAddress: place.formattedAddress,
        lat: place.location?.lat(),
        lng: place.location?.lng(),
      });
      if (!resolved) throw new PlacesUnavailableError('Google Places gave no coordinates for that place');
      return resolved;
    },
  };
}
