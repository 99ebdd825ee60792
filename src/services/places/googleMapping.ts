// Google Places (new) place details → our place. Pure and unit-tested (integrations guide): address
// components carry longText / shortText / types; the state code is administrative_area_level_1's
// shortText; coordinates come from location.lat() / .lng() (read by the caller, passed here as numbers).
import { placeLabel, type Place } from '@/domain/places';

export interface GoogleAddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

export interface GooglePlaceFields {
  addressComponents?: GoogleAddressComponent[] | null;
  formattedAddress?: string | null;
  lat: number | null | undefined;
  lng: number | null | undefined;
}

/** The place, or null when Google gave no usable coordinates. */
export function placeFromGoogle(fields: GooglePlaceFields): Place | null {
  const { lat, lng } = fields;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  const components = fields.addressComponents ?? [];
  const find = (...types: string[]) => {
    for (const type of types) {
      const c = components.find((component) => component.types.includes(type));
      if (c) return c;
    }
    return undefined;
  };
  const long = (...types: string[]) => find(...types)?.longText?.trim() ?? '';
  const short = (...types: string[]) => {
    const c = find(...types);
    return (c?.shortText ?? c?.longText ?? '').trim();
  };

  const street = [long('street_number'), short('route')].filter(Boolean).join(' ');
  const isArea = !street && !find('premise', 'establishment', 'point_of_interest');
  // A building or spot without a street (a premise): the first part of the formatted address names it.
  const firstPart = (fields.formattedAddress ?? '').split(',')[0]?.trim() ?? '';
  const addressLine1 = street || (isArea ? '' : long('premise') || firstPart);
  const countryCode = short('country').toUpperCase();
  const place = {
    addressLine1,
    postalCode: long('postal_code'),
    city: long(
      'locality',
      'postal_town',
      'sublocality_level_1',
      'sublocality',
      'administrative_area_level_3',
    ),
    stateCode: short('administrative_area_level_1'),
    country: long('country'),
    countryCode,
    lat,
    lng,
  };
  return { ...place, label: placeLabel(place) || fields.formattedAddress || `${lat}, ${lng}` };
}
