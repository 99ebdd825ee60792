import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog';

/** A load whose answers the test settles by hand, counting calls. */
function loads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('CatalogCache', () => {
  it('within the TTL answers from memory; past it answers the old copy while one reload runs', async () => {
    let now = 0;
    const cache = new CatalogCache(1_000, 10, () => now);
    const { load, pending } = loads();
    const first = cache.get('k', load);
    pending[0]!.resolve('v1');
    expect(await first).toBe('v1');
    now = 999;
    expect(await cache.get('k', load)).toBe('v1');
    expect(pending).toHaveLength(1);

    now = 1_000; // expired: the copy answers, a reload starts, a burst does not start more
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('v2');
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe('v2');
    expect(pending).toHaveLength(2);
  });

  it('a failed reload keeps the copy and is tried again on the next read', async () => {
    let now = 0;
    const cache = new CatalogCache(1_000, 10, () => now);
    const { load, pending } = loads();
    const first = cache.get('k', load);
    pending[0]!.resolve('v1');
    await first;
    now = 2_000;
    expect(await cache.get('k', load)).toBe('v1');
    pending[1]!.reject(new Error('database away'));
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', load)).toBe('v1');
    expect(pending).toHaveLength(3);
    pending[2]!.resolve('v3');
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('after clear() (a catalogue write) the next read waits for the new answer, and a late reload is dropped', async () => {
    let now = 0;
    const cache = new CatalogCache(1_000, 10, () => now);
    const { load, pending } = loads();
    const first = cache.get('k', load);
    pending[0]!.resolve('old');
    await first;
    now = 1_500;
    void cache.get('k', load); // starts a reload of the old state
    cache.clear();
    const fresh = cache.get('k', load);
    pending[2]!.resolve('written');
    expect(await fresh).toBe('written');
    pending[1]!.resolve('stale reload');
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe('written');
  });

  it('a failed first load is not remembered', async () => {
    const cache = new CatalogCache(1_000, 10, () => 0);
    const { load, pending } = loads();
    const first = cache.get('k', load);
    pending[0]!.reject(new Error('away'));
    await expect(first).rejects.toThrow('away');
    const again = cache.get('k', load);
    pending[1]!.resolve('back');
    expect(await again).toBe('back');
  });
});
