import { describe, expect, it } from 'vitest';
import { readEnv, workerCount } from './config';
import { configuredHosts } from './http/host';

describe('server environment', () => {
  it("the shop's mode is the NODE_ENV npm start was given (SHOP_NODE_ENV), not the production React runs in", () => {
    expect(readEnv({}).NODE_ENV).toBe('development');
    expect(readEnv({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
    expect(readEnv({ NODE_ENV: 'production', SHOP_NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(readEnv({ NODE_ENV: 'production', SHOP_NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('TRUST_PROXY lists proxies by address or CIDR range; the old yes/no form stops the start', () => {
    expect(() => readEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: takes the addresses or CIDR ranges/);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: .*prefix/);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not an IP address/);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(readEnv({}).TRUST_PROXY).toEqual([]);
  });

  it('WEB_CONCURRENCY: the cores with PostgreSQL, one with PGlite; several workers need PostgreSQL', () => {
    const pg = 'postgres://u:p@db/shop';
    expect(workerCount(readEnv({ DATABASE_URL: pg }), 2)).toBe(2);
    expect(workerCount(readEnv({ DATABASE_URL: pg, WEB_CONCURRENCY: '3' }), 2)).toBe(3);
    expect(workerCount(readEnv({}), 2)).toBe(1);
    expect(workerCount(readEnv({ WEB_CONCURRENCY: '1' }), 8)).toBe(1);
    expect(() => readEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one worker needs DATABASE_URL/,
    );
    expect(() => readEnv({ DATABASE_URL: pg, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('serves VITE_APP_URL, ALLOWED_HOSTS and a specific HOST (loopback names always)', () => {
    const env = readEnv({
      VITE_APP_URL: 'https://www.floors.example',
      ALLOWED_HOSTS: 'a.example, *.b.example',
    });
    expect(
      configuredHosts({ appUrl: env.VITE_APP_URL, allowedHosts: env.ALLOWED_HOSTS, listenHost: '10.0.0.7' }),
    ).toEqual(['a.example', '*.b.example', 'www.floors.example', '10.0.0.7']);
    expect(configuredHosts({ listenHost: '0.0.0.0' })).toEqual([]);
    expect(() => readEnv({ VITE_APP_URL: 'not a url' })).toThrow(/VITE_APP_URL/);
  });

  it('sets body, header and keep-alive timeouts (Node would wait 5 minutes for a body)', () => {
    const env = readEnv({});
    expect([env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS]).toEqual([
      30_000, 20_000, 65_000,
    ]);
    expect(readEnv({ REQUEST_TIMEOUT_MS: '5000' }).REQUEST_TIMEOUT_MS).toBe(5_000);
  });
});
