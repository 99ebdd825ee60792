// §9 delivery quote at its edges: pallets, inclusive tier bounds, no tiers, price 0, routing outages (§8:
// "we will call you"), real exceptions, and unusable coordinates (no routing request).
import { describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_MESSAGES,
  deliveryQuote,
  METRES_PER_MILE,
  QUOTE_UNAVAILABLE_MESSAGE,
  quoteChargeCents,
  quoteDelivery,
  quoteRefusedBeforeRouting,
  roundMiles,
  RoutingUnavailableError,
  type DeliveryTier,
  type RoadDistance,
} from '@/domain/delivery';

const tiers: DeliveryTier[] = [
  { minMile: 0, maxMile: 99.99, pricePerPalletCents: 150_00 },
  { minMile: 100, maxMile: 200, pricePerPalletCents: 200_00 },
];
const warehouse = { lat: 29.7604, lng: -95.3698 };
const customer = { lat: 30.2672, lng: -97.7431 };
const metresFor = (miles: number) => miles * METRES_PER_MILE;
const road =
  (miles: number | null): RoadDistance =>
  async () =>
    miles === null ? null : metresFor(miles);

describe('deliveryQuote: pallets of 55 boxes', () => {
  it.each([
    [0, 1], // a delivery carries at least one pallet
    [1, 1],
    [55, 1],
    [56, 2],
    [110, 2],
    [111, 3],
  ])('%i boxes ship on %i pallet(s), priced per pallet', (boxes, pallets) => {
    const quote = deliveryQuote({ miles: 42, boxes, tiers });
    expect(quote).toEqual({
      kind: 'priced',
      miles: 42,
      pallets,
      chargeCents: pallets * 150_00,
      label: 'Express Delivery',
      message: `(${pallets} pallet(s))`,
    });
  });
});

describe('deliveryQuote: tiers are inclusive at both ends', () => {
  it.each([
    [0, 150_00, 'Express Delivery'],
    [99.99, 150_00, 'Express Delivery'],
    [100, 200_00, 'Standard Delivery'],
    [200, 200_00, 'Standard Delivery'],
  ])('%f miles → %i cents a pallet (%s)', (miles, price, label) => {
    expect(deliveryQuote({ miles, boxes: 10, tiers })).toMatchObject({ chargeCents: price, label });
  });

  it('matches on the distance shown to 2 decimals (200.004 shows as 200.00 and is in range)', () => {
    expect(roundMiles(200.004)).toBe(200);
    expect(deliveryQuote({ miles: 200.004, boxes: 1, tiers })).toMatchObject({ kind: 'priced', miles: 200 });
    expect(deliveryQuote({ miles: 200.006, boxes: 1, tiers })).toMatchObject({
      kind: 'call',
      reason: 'no-tier',
    });
  });

  it('no tiers, a distance beyond every tier or a tier priced 0 → we will call you (charge 0)', () => {
    const call = { kind: 'call', chargeCents: null, message: 'We will call you to set up delivery.' };
    expect(deliveryQuote({ miles: 5, boxes: 1, tiers: [] })).toMatchObject({ ...call, reason: 'no-tier' });
    expect(deliveryQuote({ miles: 200.01, boxes: 1, tiers })).toMatchObject({ ...call, reason: 'no-tier' });
    const free = [{ minMile: 0, maxMile: 10, pricePerPalletCents: 0 }];
    expect(deliveryQuote({ miles: 5, boxes: 1, tiers: free })).toMatchObject({
      ...call,
      reason: 'free-tier',
    });
    expect(deliveryQuote({ miles: null, boxes: 1, tiers })).toMatchObject({ ...call, reason: 'no-route' });
    expect(quoteChargeCents(deliveryQuote({ miles: null, boxes: 1, tiers }))).toBe(0);
  });
});

describe('quoteDelivery: the whole quote with an injected road distance', () => {
  it('measures from the warehouse to the address and prices the tier', async () => {
    const roadDistance = vi.fn(road(150));
    const quote = await quoteDelivery({
      origin: warehouse,
      destination: customer,
      boxes: 60,
      tiers,
      roadDistance,
    });
    expect(roadDistance).toHaveBeenCalledWith(warehouse, customer);
    expect(quote).toMatchObject({ kind: 'priced', miles: 150, pallets: 2, chargeCents: 400_00 });
    expect(quoteChargeCents(quote)).toBe(400_00);
  });

  it('accepts coordinates as numeric strings (addresses store them as text)', async () => {
    const quote = await quoteDelivery({
      origin: warehouse,
      destination: { lat: '30.2672', lng: '-97.7431' },
      boxes: 1,
      tiers,
      roadDistance: road(10),
    });
    expect(quote).toMatchObject({ kind: 'priced', miles: 10 });
  });

  it('nothing chosen is "❌ Please select a valid address.", before any routing request', async () => {
    const roadDistance = vi.fn(road(10));
    const quote = await quoteDelivery({
      origin: warehouse,
      destination: null,
      boxes: 1,
      tiers,
      roadDistance,
    });
    expect(quote).toEqual({ kind: 'invalid', message: DELIVERY_MESSAGES.invalidAddress });
    expect(roadDistance).not.toHaveBeenCalled();
  });

  it.each([
    ['empty text', { lat: '', lng: '' }],
    ['missing', { lat: null, lng: null }],
    ['not numbers', { lat: 'abc', lng: '-97' }],
    ['out of range', { lat: 91, lng: 0 }],
    ['null island', { lat: 0, lng: 0 }],
    ['NaN', { lat: Number.NaN, lng: 1 }],
  ])(
    'an address with %s coordinates is "we will call you" (not a dead end), before any routing request',
    async (_name, destination) => {
      const roadDistance = vi.fn(road(10));
      const quote = await quoteDelivery({ origin: warehouse, destination, boxes: 1, tiers, roadDistance });
      expect(quote).toEqual({
        kind: 'call',
        reason: 'no-coordinates',
        miles: null,
        chargeCents: null,
        message: DELIVERY_MESSAGES.callToArrange,
      });
      expect(roadDistance).not.toHaveBeenCalled();
    },
  );

  it('no route or a routing outage → we will call you; any other exception → something went wrong', async () => {
    const base = { origin: warehouse, destination: customer, boxes: 1, tiers };
    expect(await quoteDelivery({ ...base, roadDistance: road(null) })).toMatchObject({
      kind: 'call',
      reason: 'no-route',
      message: DELIVERY_MESSAGES.callToArrange,
    });
    const unreachable: RoadDistance = async () => {
      throw new RoutingUnavailableError('network down');
    };
    const outage = await quoteDelivery({ ...base, roadDistance: unreachable });
    expect(outage).toMatchObject({
      kind: 'call',
      reason: 'routing-unavailable',
      miles: null,
      message: DELIVERY_MESSAGES.callToArrange,
    });
    expect(quoteChargeCents(outage)).toBe(0);
    const broken: RoadDistance = async () => {
      throw new TypeError('a bug');
    };
    const quote = await quoteDelivery({ ...base, roadDistance: broken });
    expect(quote).toEqual({ kind: 'failed', message: '⚠️ Something went wrong.' });
    expect(quoteChargeCents(quote)).toBe(0);
  });

  it('without warehouse coordinates it says the quote is unavailable instead of guessing', async () => {
    const roadDistance = vi.fn(road(10));
    const quote = await quoteDelivery({ origin: null, destination: customer, boxes: 1, tiers, roadDistance });
    expect(quote).toEqual({ kind: 'unavailable', message: QUOTE_UNAVAILABLE_MESSAGE });
    expect(roadDistance).not.toHaveBeenCalled();
  });

  it('refusals are known synchronously (screens show them without a pending frame); a route is needed otherwise', () => {
    expect(quoteRefusedBeforeRouting({ origin: null, destination: customer })).toEqual({
      kind: 'unavailable',
      message: QUOTE_UNAVAILABLE_MESSAGE,
    });
    expect(quoteRefusedBeforeRouting({ origin: warehouse, destination: { lat: 'x', lng: 1 } })).toMatchObject(
      {
        kind: 'call',
        reason: 'no-coordinates',
      },
    );
    // An unusable destination is reported before a missing warehouse, as quoteDelivery does.
    expect(quoteRefusedBeforeRouting({ origin: null, destination: null })?.kind).toBe('invalid');
    expect(quoteRefusedBeforeRouting({ origin: null, destination: { lat: '', lng: '' } })?.kind).toBe('call');
    expect(quoteRefusedBeforeRouting({ origin: warehouse, destination: customer })).toBeNull();
  });
});
