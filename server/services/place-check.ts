// Delivery is priced only from coordinates the server has verified: the address's own text (street, city,
// state, postal code) is geocoded by the server and the coordinates the shopper sent must lie near one of
// the places it finds. A Houston street with Anchorage coordinates, or a far address with near ones, is a
// mismatch; an address the search cannot find at all is unverifiable. Either way the delivery is "We will
// call you to set up delivery." — never a price from unverified coordinates. A search that fails throws (the
// quote is then "try again", as when routing is down).
import { createHash } from 'node:crypto';
import { METRES_PER_MILE, type LatLng } from '../../src/domain/delivery';
import type { Geocoder } from '../geo/photon';

export type PlaceVerdict = 'verified' | 'mismatch' | 'unverifiable';

export interface PlaceText {
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
}

const EARTH_METRES = 6_371_000;

export function straightMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** What a verdict is about: the text and the coordinates (5 decimals); stored with a measured distance. */
export function placeKey(text: PlaceText, at: LatLng): string {
  const joined = [
    text.addressLine1,
    text.city,
    text.state,
    text.postalCode,
    at.lat.toFixed(5),
    at.lng.toFixed(5),
  ]
    .map((v) => v.trim().toLowerCase())
    .join('|');
  return createHash('sha256').update(joined).digest('base64url').slice(0, 16);
}

export class PlaceCheck {
  private readonly verdicts = new Map<string, Promise<PlaceVerdict>>();

  constructor(
    private readonly geocode: Geocoder,
    /** How far the sent coordinates may lie from a place the search finds (a postal code's area is wide). */
    private readonly toleranceMiles = 25,
  ) {}

  /** Whether `at` is where the address's text says; cached per text and coordinates in this process. */
  verify(text: PlaceText, at: LatLng): Promise<PlaceVerdict> {
    const key = placeKey(text, at);
    let verdict = this.verdicts.get(key);
    if (!verdict) {
      verdict = this.lookUp(text, at);
      this.verdicts.set(key, verdict);
      // A failed search is not remembered: the next quote asks again.
      verdict.catch(() => this.verdicts.delete(key));
      if (this.verdicts.size > 10_000) this.verdicts.delete(this.verdicts.keys().next().value!);
    }
    return verdict;
  }

  private async lookUp(text: PlaceText, at: LatLng): Promise<PlaceVerdict> {
    const postal = text.postalCode.trim();
    // The street address first; only when the search does not know it, the postal code's area (with its
    // city, then alone), which every address has even where the street is missing from the map.
    const queries = [[text.addressLine1, text.city, text.state, postal], [postal, text.city], [postal]]
      .map((parts) =>
        parts
          .map((p) => p.trim())
          .filter(Boolean)
          .join(' '),
      )
      .filter((q, i, all) => q.length >= 3 && all.indexOf(q) === i);
    // The first query that finds anything decides: a street found elsewhere is a mismatch even when its
    // postal code (which the sender also chose) is near.
    for (const query of queries) {
      const places = await this.geocode(query);
      if (places.length === 0) continue;
      return places.some((p) => straightMiles(p, at) <= this.toleranceMiles) ? 'verified' : 'mismatch';
    }
    return 'unverifiable';
  }
}
