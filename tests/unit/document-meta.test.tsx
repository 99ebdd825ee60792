import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultMeta } from '@/services/documentMeta';

const DEFAULTS = { title: 'FloorShop', description: 'Vinyl floors', keywords: 'spc, lvt' };

describe('document meta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('writes the title and meta tags', () => {
    setDefaultMeta(DEFAULTS);
    expect(document.title).toBe('FloorShop');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Vinyl floors',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'FloorShop',
    );
  });

  it('leaves the head untouched when it already says the same (a page the server rendered)', async () => {
    setDefaultMeta(DEFAULTS);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    setDefaultMeta({ ...DEFAULTS });
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);

    setDefaultMeta({ ...DEFAULTS, description: 'Waterproof vinyl floors' });
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes.map((c) => c.attributeName)).toEqual(['content', 'content']);
  });
});
