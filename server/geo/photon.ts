// The server's own geocoder: Photon (komoot's keyless OpenStreetMap search), the same service the storefront
// searches addresses with. GET {base}/api/?q=…&limit=… answers GeoJSON features whose coordinates are
// [lon, lat]. A failure, a timeout or a malformed answer throws (nothing is guessed from it).
import type { LatLng } from '../../src/domain/delivery';

/** Places a free-text query finds, best first (coordinates only: that is what a check needs). */
export type Geocoder = (query: string) => Promise<LatLng[]>;

export class GeocoderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocoderError';
  }
}

export const PUBLIC_PHOTON = 'https://photon.komoot.io';

export function photonGeocoder(options: { baseUrl: string; timeoutMs?: number; limit?: number }): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (query) => {
    const url = `${base}/api/?${new URLSearchParams({ q: query, limit: String(options.limit ?? 5), lang: 'en' })}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new GeocoderError(`places search unreachable: ${(error as Error).name}`);
    }
    if (!res.ok) throw new GeocoderError(`places search answered HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as { features?: unknown } | null;
    if (!body || !Array.isArray(body.features)) throw new GeocoderError('places search answer is malformed');
    const places: LatLng[] = [];
    for (const feature of body.features as { geometry?: { coordinates?: unknown } }[]) {
      const c = feature?.geometry?.coordinates;
      if (!Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') continue;
      const [lng, lat] = c as [number, number];
      if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) places.push({ lat, lng });
    }
    return places;
  };
}
