// An in-memory places provider for unit tests: deterministic, no network. Stories and the mock build use
// the Photon provider against MSW's Photon handler instead (mocks/handlers/places.ts), so the real client
// is exercised there.
import { suggestionFromPlace, type Place, type PlaceSuggestion, type PlacesProvider } from '@/domain/places';
import { PlacesUnavailableError } from './errors';

export interface FakePlacesOptions {
  /** Every search rejects (the provider is down). */
  down?: boolean;
  /** resolve() rejects (details request failed). */
  resolveFails?: boolean;
}

/** Matches places whose label contains every typed word (case-insensitive). */
export function createFakePlaces(
  places: readonly Place[],
  options: FakePlacesOptions = {},
): PlacesProvider & {
  searches: string[];
} {
  const searches: string[] = [];
  return {
    name: 'fake',
    attribution: 'Test places',
    searches,
    async search(text, { signal } = {}) {
      searches.push(text);
      if (signal?.aborted) throw signal.reason;
      if (options.down) throw new PlacesUnavailableError('fake places provider is down');
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      return places
        .filter((p) => words.every((w) => p.label.toLowerCase().includes(w)))
        .map((p, i): PlaceSuggestion => suggestionFromPlace(p, `fake:${i}:${p.label}`));
    },
    async resolve(suggestion) {
      if (options.resolveFails) throw new PlacesUnavailableError('fake places provider could not resolve');
      return suggestion.ref as Place;
    },
  };
}
