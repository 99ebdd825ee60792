import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from '@/config/env';
import { parseEnv } from '@/config/env-schema';

describe('parseEnv (§5 environment)', () => {
  it('accepts a path or URL as API base and defaults the app URL and routing service', () => {
    expect(parseEnv({ VITE_API_BASE_URL: '/api' })).toMatchObject({
      VITE_API_BASE_URL: '/api',
      VITE_APP_URL: 'http://localhost:3000',
      VITE_ROUTING_URL: 'https://router.project-osrm.org',
    });
    expect(parseEnv({ VITE_API_BASE_URL: '/api' }).VITE_STRIPE_PUBLISHABLE_KEY).toBeUndefined();
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.shop.example' }).VITE_API_BASE_URL).toBe(
      'https://api.shop.example',
    );
  });

  it('fails with "Invalid env provided" listing missing and invalid variables', () => {
    try {
      parseEnv({ VITE_APP_URL: 'not a url', VITE_WAREHOUSE_LAT: '123' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      const e = error as InvalidEnvError;
      expect(e.message).toMatch(/^Invalid env provided/);
      expect(e.problems).toContain('VITE_API_BASE_URL is missing');
      expect(e.problems.some((p) => p.startsWith('VITE_APP_URL'))).toBe(true);
      expect(e.problems.some((p) => p.startsWith('VITE_WAREHOUSE_LAT'))).toBe(true);
    }
  });

  it('reads warehouse coordinates as numbers', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: '/api',
      VITE_WAREHOUSE_LAT: '33.7490',
      VITE_WAREHOUSE_LNG: '-84.3880',
    });
    expect(env.VITE_WAREHOUSE_LAT).toBe(33.749);
    expect(env.VITE_WAREHOUSE_LNG).toBe(-84.388);
  });

  it('defaults Photon, leaves the developer-page URLs unset, and checks them when set', () => {
    const env = parseEnv({ VITE_API_BASE_URL: '/api' });
    expect(env.VITE_PHOTON_URL).toBe('https://photon.komoot.io');
    expect(env.VITE_TOKEN_EXCHANGE_URL).toBeUndefined();
    expect(env.VITE_PAYMENTS_SDK_URL).toBeUndefined();
    expect(
      parseEnv({ VITE_API_BASE_URL: '/api', VITE_TOKEN_EXCHANGE_URL: 'http://localhost:5000/api/token' })
        .VITE_TOKEN_EXCHANGE_URL,
    ).toBe('http://localhost:5000/api/token');
    expect(() => parseEnv({ VITE_API_BASE_URL: '/api', VITE_PAYMENTS_SDK_URL: 'not a url' })).toThrow(
      /VITE_PAYMENTS_SDK_URL must be a URL/,
    );
    expect(() => parseEnv({ VITE_API_BASE_URL: '/api', VITE_PHOTON_URL: 'nope' })).toThrow(/VITE_PHOTON_URL/);
  });
});
