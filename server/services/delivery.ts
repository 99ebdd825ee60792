// The server's own delivery quote (contract decisions 1–3): the same pure §9 function the
// cart and /calculate use (`quoteDelivery`), from the warehouse saved in the back office's settings (else
// WAREHOUSE_LAT/LNG), read again for every quote, over the server's routing client. The road distance is measured when an address is added ("Freight quote will follow") and stored
// with the pair it was measured for; a moved warehouse or edited coordinates no longer match, so the next
// quote measures again. Routing being down never fails adding an address: it is measured when next needed.
import { and, eq } from 'drizzle-orm';
import {
  isValidCoordinate,
  metresToMiles,
  quoteDelivery,
  roundMiles,
  type DeliveryTier,
  type LatLng,
  type QuoteOutcome,
  type RoadDistance,
} from '../../src/domain/delivery';
import type { Db, Queryable } from '../db/database';
import { addresses } from '../db/schema';
import { errorFields, type Logger } from '../log';
import { placeKey, type PlaceCheck } from './place-check';

type AddressRow = typeof addresses.$inferSelect;

const round5 = (n: number) => n.toFixed(5);

/** Which pair a stored distance belongs to: warehouse → address, longitude first (as OSRM is asked). */
export function measurementKey(from: LatLng, to: LatLng): string {
  return `${round5(from.lng)},${round5(from.lat)};${round5(to.lng)},${round5(to.lat)}`;
}

const destinationOf = (row: AddressRow): LatLng | null =>
  row.latitude !== null && row.longitude !== null && isValidCoordinate(row.latitude, row.longitude)
    ? { lat: row.latitude, lng: row.longitude }
    : null;

export class DeliveryQuotes {
  constructor(
    private readonly db: Db,
    /**
     * Where deliveries start, asked for each quote and measurement: the settings' warehouse coordinates,
     * else WAREHOUSE_LAT/LNG (create-app.ts: `Catalog.warehouse`, the cached settings read).
     */
    readonly warehouse: () => Promise<LatLng>,
    private readonly roadDistance: RoadDistance,
    private readonly logger: Logger,
    /** Checks the coordinates against the address's text before any distance is measured; null: off. */
    private readonly places: PlaceCheck | null = null,
  ) {}

  /**
   * Which measurement a row's stored distance must be: warehouse → coordinates, and with the place check
   * on, the address text and coordinates it verified (an edited street is checked again).
   */
  private keyOf(row: AddressRow, from: LatLng, destination: LatLng): string {
    const pair = measurementKey(from, destination);
    return this.places ? `${pair}|${placeKey(row, destination)}` : pair;
  }

  /** The stored road metres when they were measured (and verified) for this warehouse and this address. */
  private stored(row: AddressRow, from: LatLng): { metres: number | null } | undefined {
    const destination = destinationOf(row);
    if (!destination || row.roadMetresKey !== this.keyOf(row, from, destination)) return undefined;
    return { metres: row.roadMetres };
  }

  /**
   * Road miles of an address from the current warehouse as the list shows them (2 decimals); null when
   * unmeasured (from there) or without a route.
   */
  async milesOf(row: AddressRow): Promise<number | null> {
    return this.milesFrom(row, await this.warehouse());
  }

  private milesFrom(row: AddressRow, from: LatLng): number | null {
    const metres = this.stored(row, from)?.metres;
    return metres === undefined || metres === null ? null : roundMiles(metresToMiles(metres));
  }

  /**
   * Measures an address now unless it already is, and stores the result. Never throws: without coordinates
   * or with routing down it answers null and the address stays unmeasured (measured at the next quote).
   */
  async measure(userId: number, addressId: number): Promise<number | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) return null;
    const from = await this.warehouse();
    try {
      await this.metresFor(this.db, row, from);
    } catch (error) {
      this.logger.warn('road distance not measured', { address_id: addressId, ...errorFields(error) });
      return null;
    }
    const [fresh] = await this.db.select().from(addresses).where(eq(addresses.id, addressId)).limit(1);
    return fresh ? this.milesFrom(fresh, from) : null;
  }

  /** The §9 quote for delivering `boxes` to this address row: stored distance, or measured (and stored) now. */
  async quote(
    q: Queryable,
    row: AddressRow,
    boxes: number,
    tiers: readonly DeliveryTier[],
  ): Promise<QuoteOutcome> {
    const from = await this.warehouse();
    return quoteDelivery({
      origin: from,
      destination: { lat: row.latitude, lng: row.longitude },
      boxes,
      tiers,
      roadDistance: () => this.metresFor(q, row, from),
    });
  }

  /**
   * The place check's verdict. Its search failing is no verdict: nothing is priced from the coordinates
   * (a quote is refused, "try again"; a saved address stays unmeasured); logged, so the owner can see why
   * checkouts with delivery fail.
   */
  private async verify(places: PlaceCheck, row: AddressRow, destination: LatLng) {
    try {
      return await places.verify(row, destination);
    } catch (error) {
      this.logger.warn('places search unavailable: delivery not priced from these coordinates', {
        event: 'place_check_unavailable',
        address_id: row.id,
        user_id: row.userId,
        ...errorFields(error),
      });
      throw error;
    }
  }

  /** Stored metres for the current pair, else asks the routing service and stores the answer. */
  private async metresFor(q: Queryable, row: AddressRow, from: LatLng): Promise<number | null> {
    const known = this.stored(row, from);
    if (known) return known.metres;
    const destination = destinationOf(row);
    if (!destination) return null;
    // Coordinates the address's own text does not confirm are never priced from: no distance, so the
    // quote is "We will call you to set up delivery."
    const verdict = this.places ? await this.verify(this.places, row, destination) : 'verified';
    if (verdict !== 'verified')
      this.logger.warn('delivery coordinates not verified: we will call', {
        event: 'place_unverified',
        address_id: row.id,
        user_id: row.userId,
        verdict,
      });
    const metres = verdict === 'verified' ? await this.roadDistance(from, destination) : null;
    await q
      .update(addresses)
      .set({
        roadMetres: metres,
        roadMetresKey: this.keyOf(row, from, destination),
        roadMeasuredAt: new Date(),
      })
      .where(eq(addresses.id, row.id));
    return metres;
  }
}
