// The mock shop's road distance: the great-circle distance × 1.25, to 0.1 m. One function for the MSW
// routing handler (what the browser's quote reads in stories and the mock build) and the mock shop's own
// delivery quote (what createpaymentintent prices), so both agree as the reference server and OSRM do.

/** Road distance ≈ straight line × this factor. */
export const ROAD_FACTOR = 1.25;
const EARTH_RADIUS_M = 6_371_000;

export function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Metres by road between two points, as the mock routing service answers them. */
export function mockRoadMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.round(haversineMetres(a, b) * ROAD_FACTOR * 10) / 10;
}
