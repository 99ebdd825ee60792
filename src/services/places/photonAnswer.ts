// Reading Photon's answer (see ./photon): a module of its own because its schemas need zod, which a
// page with an address search box should not load before the shopper searches.
import { z } from '@/contract/zod-mini';
import { placeLabel, suggestionFromPlace, type Place, type PlaceSuggestion } from '@/domain/places';
import { PlacesUnavailableError } from './errors';
import { stateCodeFor } from './usStates';

const text = z.catch(z.optional(z.string().check(z.trim())), undefined);

const PhotonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()], z.number()) }),
  properties: z.catch(
    z.object({
      osm_type: text,
      osm_id: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
      type: text,
      name: text,
      housenumber: text,
      street: text,
      postcode: text,
      city: text,
      locality: text,
      district: text,
      state: text,
      country: text,
      countrycode: text,
    }),
    {},
  ),
});
export type PhotonFeature = z.input<typeof PhotonFeature>;

/** Photon's answer: a FeatureCollection. A feature that is not a usable point is skipped, not fatal. */
const PhotonAnswer = z.object({ features: z.array(z.unknown()) });

/** Photon `type`s that are areas, not a street address: their name is not an address line. */
const AREA_TYPES = new Set(['city', 'county', 'state', 'country', 'district', 'locality', 'region']);

/**
 * One Photon feature → our place, or null when it has no usable coordinates. Pure (unit-tested):
 * address line 1 is "housenumber street", else the street, else a named spot's name (a building);
 * areas (a town) have none. The state becomes its two-letter code in the US.
 */
export function placeFromPhoton(feature: unknown): Place | null {
  const parsed = PhotonFeature.safeParse(feature);
  if (!parsed.success) return null;
  const [lng, lat] = parsed.data.geometry.coordinates;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  const p = parsed.data.properties;
  const isArea = p.type !== undefined && AREA_TYPES.has(p.type);
  const addressLine1 = p.street
    ? [p.housenumber, p.street].filter(Boolean).join(' ')
    : !isArea && p.name
      ? p.name
      : '';
  const city = p.city ?? (p.type === 'city' ? p.name : undefined) ?? p.locality ?? p.district ?? '';
  const countryCode = (p.countrycode ?? '').toUpperCase();
  const place = {
    addressLine1,
    postalCode: p.postcode ?? '',
    city,
    stateCode: stateCodeFor(p.state ?? (p.type === 'state' ? p.name : undefined), countryCode),
    country: p.country ?? '',
    countryCode,
    lat,
    lng,
  };
  return { ...place, label: placeLabel(place) || p.name || `${lat}, ${lng}` };
}

/** Photon's answer → suggestions: unusable features dropped, other countries filtered out when asked,
 * duplicates (an address node and its building) merged, at most `limit`. Pure (unit-tested). */
export function suggestionsFromPhoton(
  answer: unknown,
  options: { countryCodes?: readonly string[]; limit?: number } = {},
): PlaceSuggestion[] {
  const parsed = PhotonAnswer.safeParse(answer);
  if (!parsed.success) throw new PlacesUnavailableError('Photon answered something that is not a place list');
  const allowed = options.countryCodes?.map((c) => c.toUpperCase());
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  for (const feature of parsed.data.features) {
    const place = placeFromPhoton(feature);
    if (!place) continue;
    if (allowed?.length && !allowed.includes(place.countryCode)) continue;
    const key = place.label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(suggestionFromPlace(place, `photon:${out.length}:${key}`));
    if (out.length >= (options.limit ?? 6)) break;
  }
  return out;
}
