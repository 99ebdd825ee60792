// Address search providers: the pure mappings from Photon's and Google's answers to our
// place, the Photon client against a fake fetch (URL, errors), the fake provider, and the choice by env.
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { placeLabel, type Place } from '@/domain/places';
import {
  createConfiguredPlaces,
  createFakePlaces,
  createPhotonPlaces,
  placeFromGoogle,
  PlacesUnavailableError,
  stateCodeFor,
} from '@/services/places';
import { placeFromPhoton, suggestionsFromPhoton } from '@/services/places/photonAnswer';
import { photonAnswer } from '../../mocks/handlers/places';

const photonHouse = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-97.7404, 30.2747] },
  properties: {
    osm_type: 'N',
    osm_id: 1,
    type: 'house',
    housenumber: '1100',
    street: 'Congress Avenue',
    postcode: '78701',
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    countrycode: 'US',
  },
};

/** 1100 Congress Avenue as our place: each provider spells line 1 (and so the label) its own way. */
const congress = (addressLine1: string): Place => ({
  addressLine1,
  postalCode: '78701',
  city: 'Austin',
  stateCode: 'TX',
  country: 'United States',
  countryCode: 'US',
  lat: 30.2747,
  lng: -97.7404,
  label: `${addressLine1}, Austin, TX 78701, United States`,
});

describe('placeFromPhoton', () => {
  it('maps a house: line 1 is "number street", the state becomes its code, coordinates from [lon, lat]', () => {
    expect(placeFromPhoton(photonHouse)).toEqual(congress('1100 Congress Avenue'));
  });

  it('a street without a number is the street; a named building without a street is its name', () => {
    const street = { ...photonHouse, properties: { ...photonHouse.properties, housenumber: undefined } };
    expect(placeFromPhoton(street)?.addressLine1).toBe('Congress Avenue');
    const building = {
      ...photonHouse,
      properties: { type: 'house', name: 'Texas State Capitol', city: 'Austin', countrycode: 'us' },
    };
    expect(placeFromPhoton(building)).toMatchObject({
      addressLine1: 'Texas State Capitol',
      countryCode: 'US',
      postalCode: '',
    });
  });

  it('a town has no address line; its name is the city', () => {
    const town = {
      ...photonHouse,
      properties: {
        type: 'city',
        name: 'Austin',
        state: 'Texas',
        country: 'United States',
        countrycode: 'US',
      },
    };
    expect(placeFromPhoton(town)).toMatchObject({ addressLine1: '', city: 'Austin', stateCode: 'TX' });
    expect(placeFromPhoton(town)?.label).toBe('Austin, TX, United States');
  });

  it('outside the US the state keeps its name', () => {
    const ca = {
      ...photonHouse,
      properties: { ...photonHouse.properties, state: 'Ontario', country: 'Canada', countrycode: 'CA' },
    };
    expect(placeFromPhoton(ca)?.stateCode).toBe('Ontario');
  });

  it.each([
    ['no geometry', { properties: {} }],
    ['latitude out of range', { ...photonHouse, geometry: { coordinates: [10, 95] } }],
    ['coordinates not numbers', { ...photonHouse, geometry: { coordinates: ['a', 'b'] } }],
    ['not an object', 'nope'],
  ])('skips a feature with %s', (_, feature) => {
    expect(placeFromPhoton(feature)).toBeNull();
  });

  it('tolerates odd property types (a number where text is expected)', () => {
    const odd = { ...photonHouse, properties: { ...photonHouse.properties, postcode: 78701 } };
    expect(placeFromPhoton(odd)).toMatchObject({ postalCode: '', city: 'Austin' });
  });
});

describe('suggestionsFromPhoton', () => {
  it('drops unusable features, filters countries, merges duplicates and caps the list', () => {
    const answer = {
      features: [
        photonHouse,
        { ...photonHouse, properties: { ...photonHouse.properties, osm_id: 2 } }, // same address, a building
        { properties: {} },
        { ...photonHouse, properties: { ...photonHouse.properties, countrycode: 'MX', country: 'Mexico' } },
      ],
    };
    const rows = suggestionsFromPhoton(answer, { countryCodes: ['US'] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      primary: '1100 Congress Avenue',
      secondary: 'Austin, TX 78701, United States',
    });
    expect(suggestionsFromPhoton(answer)).toHaveLength(2);
    expect(suggestionsFromPhoton(answer, { limit: 1 })).toHaveLength(1);
  });

  it('throws PlacesUnavailableError for an answer that is not a feature collection', () => {
    expect(() => suggestionsFromPhoton({ error: 'x' })).toThrow(PlacesUnavailableError);
  });

  it('the mock Photon fixtures map to complete places', () => {
    const rows = suggestionsFromPhoton(photonAnswer('bissonnet'));
    expect(rows.map((r) => r.ref)).toEqual([
      expect.objectContaining({
        addressLine1: '2315 Bissonnet Street',
        postalCode: '77005',
        stateCode: 'TX',
      }),
    ]);
  });
});

describe('placeFromGoogle', () => {
  const components = [
    { longText: '1100', shortText: '1100', types: ['street_number'] },
    { longText: 'Congress Avenue', shortText: 'Congress Ave', types: ['route'] },
    { longText: 'Downtown', shortText: 'Downtown', types: ['neighborhood', 'political'] },
    { longText: 'Austin', shortText: 'Austin', types: ['locality', 'political'] },
    { longText: 'Travis County', shortText: 'Travis County', types: ['administrative_area_level_2'] },
    { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
    { longText: '78701', shortText: '78701', types: ['postal_code'] },
  ];

  it('maps address components: number + short route, locality, state shortText, country, postal code', () => {
    expect(
      placeFromGoogle({
        addressComponents: components,
        formattedAddress: '1100 Congress Ave, Austin, TX 78701, USA',
        lat: 30.2747,
        lng: -97.7404,
      }),
    ).toEqual(congress('1100 Congress Ave'));
  });

  it('a premise without a street uses the first part of the formatted address; a town has no line 1', () => {
    const premise = [
      { longText: 'Texas State Capitol', shortText: null, types: ['premise'] },
      ...components.slice(3),
    ];
    expect(
      placeFromGoogle({
        addressComponents: premise,
        formattedAddress: 'Texas State Capitol, Austin, TX',
        lat: 1,
        lng: 2,
      })?.addressLine1,
    ).toBe('Texas State Capitol');
    expect(
      placeFromGoogle({
        addressComponents: components.slice(3),
        formattedAddress: 'Austin, TX, USA',
        lat: 1,
        lng: 2,
      }),
    ).toMatchObject({ addressLine1: '', city: 'Austin', stateCode: 'TX' });
  });

  it('falls back to postal_town / sublocality for the city and to longText when shortText is missing', () => {
    const place = placeFromGoogle({
      addressComponents: [
        { longText: 'Brooklyn', shortText: 'Brooklyn', types: ['sublocality_level_1', 'sublocality'] },
        { longText: 'New York', shortText: null, types: ['administrative_area_level_1'] },
      ],
      lat: 40.6,
      lng: -73.9,
    });
    expect(place).toMatchObject({ city: 'Brooklyn', stateCode: 'New York', postalCode: '', country: '' });
  });

  it('no coordinates → null', () => {
    expect(placeFromGoogle({ addressComponents: components, lat: undefined, lng: -97 })).toBeNull();
    expect(placeFromGoogle({ addressComponents: components, lat: Number.NaN, lng: -97 })).toBeNull();
  });
});

describe('stateCodeFor', () => {
  it.each([
    ['Texas', 'US', 'TX'],
    ['district of columbia', 'US', 'DC'],
    ['tx', 'US', 'TX'],
    ['Puerto Rico', 'us', 'PR'],
    ['Atlantis', 'US', 'Atlantis'],
    ['Bavaria', 'DE', 'Bavaria'],
    [undefined, 'US', ''],
  ])('%s (%s) → %s', (state, country, code) => {
    expect(stateCodeFor(state, country)).toBe(code);
  });
});

describe('Photon client', () => {
  const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

  it('asks {base}/api/ with the query, English names, a few extra rows and the bias point', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) =>
      ok({ type: 'FeatureCollection', features: [photonHouse] }),
    );
    const provider = createPhotonPlaces({
      baseUrl: 'https://photon.example/',
      bias: { lat: 29.7257, lng: -95.5173 },
      countryCodes: ['US'],
      fetch,
    });
    const rows = await provider.search('  1100 Congress ');
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://photon.example/api/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '1100 Congress',
      limit: '10',
      lang: 'en',
      lat: '29.7257',
      lon: '-95.5173',
    });
    expect(rows).toHaveLength(1);
    await expect(provider.resolve(rows[0]!)).resolves.toMatchObject({ city: 'Austin', lat: 30.2747 });
  });

  it('an HTTP error, a network failure or a non-JSON answer reject with PlacesUnavailableError', async () => {
    const failing = [
      async () => new Response('busy', { status: 503 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => new Response('<html>', { status: 200 }),
    ];
    for (const fetch of failing) {
      const provider = createPhotonPlaces({ baseUrl: 'https://photon.example', fetch });
      await expect(provider.search('austin')).rejects.toBeInstanceOf(PlacesUnavailableError);
    }
  });

  it('an aborted search rejects with the abort reason, not as "unavailable"', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort(new DOMException('typing went on', 'AbortError'));
      throw new DOMException('aborted', 'AbortError');
    });
    const provider = createPhotonPlaces({ baseUrl: 'https://photon.example', fetch });
    await expect(provider.search('austin', { signal: controller.signal })).rejects.toMatchObject({
      message: 'typing went on',
    });
  });
});

describe('fake places provider', () => {
  const place = (label: string): Place => {
    const p = {
      addressLine1: label,
      postalCode: '',
      city: 'Austin',
      stateCode: 'TX',
      country: 'United States',
    };
    return { ...p, countryCode: 'US', lat: 30, lng: -97, label: placeLabel(p) };
  };

  it('finds places whose label has every word, resolves to the place, records searches', async () => {
    const fake = createFakePlaces([place('1100 Congress Ave'), place('200 Lavaca St')]);
    const rows = await fake.search('congress austin');
    expect(rows.map((r) => r.primary)).toEqual(['1100 Congress Ave']);
    await expect(fake.resolve(rows[0]!)).resolves.toMatchObject({ addressLine1: '1100 Congress Ave' });
    expect(await fake.search('nowhere')).toEqual([]);
    expect(fake.searches).toEqual(['congress austin', 'nowhere']);
  });

  it('down: searches reject; resolveFails: resolving rejects', async () => {
    await expect(createFakePlaces([], { down: true }).search('x')).rejects.toBeInstanceOf(
      PlacesUnavailableError,
    );
    const fake = createFakePlaces([place('1 Main St')], { resolveFails: true });
    const [row] = await fake.search('main');
    await expect(fake.resolve(row!)).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});

describe('createConfiguredPlaces', () => {
  it('Photon at VITE_PHOTON_URL by default (komoot), Google when a Maps key is set', () => {
    expect(createConfiguredPlaces(parseEnv({ VITE_API_BASE_URL: '/api' }))).toMatchObject({
      name: 'photon',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(parseEnv({ VITE_API_BASE_URL: '/api' }).VITE_PHOTON_URL).toBe('https://photon.komoot.io');
    expect(
      createConfiguredPlaces(parseEnv({ VITE_API_BASE_URL: '/api', VITE_GOOGLE_MAPS_API_KEY: 'AIza-test' })),
    ).toMatchObject({ name: 'google', attribution: 'Powered by Google' });
  });
});
