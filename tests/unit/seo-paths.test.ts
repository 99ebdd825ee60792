// The reference server's sitemap and robots.txt (server/seo/sitemap.ts) name the storefront's pages by
// path; the storefront's paths are src/config/paths.ts. One must not move without the other.
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { DISALLOWED_PATHS, SITE_PATHS } from '../../server/seo/sitemap';

describe('sitemap paths are the storefront’s', () => {
  it('home, a category and a product', () => {
    expect(SITE_PATHS.home).toBe(paths.home);
    expect(SITE_PATHS.category(7)).toBe(paths.category(7));
    expect(SITE_PATHS.product('oak & ash')).toBe(paths.product('oak & ash'));
  });

  it('robots.txt keeps crawlers off the account, cart and developer pages', () => {
    expect([...DISALLOWED_PATHS].sort()).toEqual(
      [
        paths.login,
        paths.signUp,
        paths.forgotPassword,
        paths.myCart,
        paths.callback,
        paths.callbackTest,
      ].sort(),
    );
  });
});
