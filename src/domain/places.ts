// A place picked from an address search: what the Add Address form and /calculate
// fill in — address line 1, postal code, city, state code, country and the coordinates (§2, §3 Address).
// The types live here, beside RoadDistance, because both are injected: the screens and the AddressSearch
// component talk to "a places provider" (Google Places, Photon or a fake), never to one service.

export interface Place {
  /** "1100 Congress Ave"; empty when the provider only knows a street-less place (a town). */
  addressLine1: string;
  postalCode: string;
  city: string;
  /** Two-letter code in the US ("TX"); other countries' region name as the provider gives it. */
  stateCode: string;
  /** Country name ("United States"). */
  country: string;
  /** ISO 3166-1 alpha-2 ("US"), upper case; empty when unknown. */
  countryCode: string;
  lat: number;
  lng: number;
  /** One line for the search field once picked: "1100 Congress Ave, Austin, TX 78701, United States". */
  label: string;
}

/** One row of the suggestion list. `ref` belongs to the provider that made it (a Google prediction, a
 * Photon place): only that provider's `resolve` reads it. */
export interface PlaceSuggestion {
  id: string;
  /** Bold part: "1100 Congress Ave". */
  primary: string;
  /** The rest: "Austin, TX 78701, United States". */
  secondary: string;
  ref: unknown;
}

export interface PlacesProvider {
  /** "google" | "photon" | "fake": for logs and attribution choices. */
  readonly name: string;
  /** Shown under the suggestions when the provider's terms ask for it (Google, OpenStreetMap). */
  readonly attribution?: string;
  /** Suggestions for what the shopper typed (already debounced by the caller). Rejects when the service
   * cannot be asked; an aborted search rejects with the signal's reason. */
  search(text: string, options?: { signal?: AbortSignal }): Promise<PlaceSuggestion[]>;
  /** The full place of a suggestion (may ask the service for details). Rejects when it cannot. */
  resolve(suggestion: PlaceSuggestion): Promise<Place>;
}

/** Searches shorter than this are not sent (one or two letters match half a continent). */
export const MIN_SEARCH_LENGTH = 3;

/** "1100 Congress Ave, Austin, TX 78701, United States", skipping empty parts. */
export function placeLabel(p: Pick<Place, 'addressLine1' | 'city' | 'stateCode' | 'postalCode' | 'country'>) {
  const region = [p.stateCode, p.postalCode].filter(Boolean).join(' ');
  return [p.addressLine1, p.city, region, p.country].filter(Boolean).join(', ');
}

/** A place as a suggestion row: the address line (or the town) in bold, the rest after it. */
export function suggestionFromPlace(place: Place, id: string): PlaceSuggestion {
  const primary = place.addressLine1 || place.city || place.label;
  const rest = place.label.startsWith(primary) ? place.label.slice(primary.length).replace(/^,\s*/, '') : '';
  return { id, primary, secondary: rest, ref: place };
}
