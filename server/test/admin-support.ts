// What the back office's server tests share: an owner, a client that talks to /api/admin as the admin app
// does (JSON, anti-forgery token, the session cookie), and a shopper's paid order to work on.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect } from 'vitest';
import { ADMIN_SESSION_COOKIE, adminEndpoints, type AdminEndpointName } from '../../src/contract/admin';
import { MEDIA_UPLOAD_PATH } from '../../src/contract/admin-media';
import { API_BASE } from '../create-app';
import { demoCatalogue, seedCatalogue } from '../db/seed';
import { newXsrfSession, newXsrfToken, SESSION_COOKIE } from '../http/xsrf';
import { testShop, TEST_SECRET, type TestShop } from './support';

export const OWNER = { email: 'owner@floorshop.test', password: 'owner password 1' };

export class AdminClient {
  readonly xsrfSession = newXsrfSession();
  readonly xsrf = newXsrfToken(TEST_SECRET, this.xsrfSession);
  session: string | undefined;
  constructor(readonly shop: TestShop) {}

  async call(name: AdminEndpointName, body: unknown = {}, headers: Record<string, string> = {}) {
    const cookies = [
      `XSRF-TOKEN=${this.xsrf}`,
      `${SESSION_COOKIE}=${this.xsrfSession}`,
      this.session ? `${ADMIN_SESSION_COOKIE}=${this.session}` : '',
    ];
    const res = await this.shop.app.request(`${API_BASE}${adminEndpoints[name].path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': this.xsrf,
        Cookie: cookies.filter(Boolean).join('; '),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie') ?? '';
    const match = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(set);
    if (match) this.session = match[1] || undefined;
    // The tests read answers of every endpoint's shape: typed loosely on purpose.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { status: number; message: string; data: any } };
  }

  /** An upload as the back office sends it: the file as the body, its type as the Content-Type. */
  async upload(bytes: Uint8Array, type: string, name = 'photo.jpg', headers: Record<string, string> = {}) {
    const res = await this.shop.app.request(
      `${API_BASE}${MEDIA_UPLOAD_PATH}?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': type,
          'X-XSRF-TOKEN': this.xsrf,
          Cookie: [
            `XSRF-TOKEN=${this.xsrf}`,
            `${SESSION_COOKIE}=${this.xsrfSession}`,
            this.session ? `${ADMIN_SESSION_COOKIE}=${this.session}` : '',
          ]
            .filter(Boolean)
            .join('; '),
          ...headers,
        },
        body: new Blob([new Uint8Array(bytes)]),
      },
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { status: number; message: string; data: any } };
  }

  async signIn(email = OWNER.email, password = OWNER.password) {
    const result = await this.call('adminLogin', { email, password });
    expect(result.status, result.body.message).toBe(200);
    return result;
  }
}

/** Puts the shared catalogue back as the fixtures have it (other test files read it). */
export async function restoreCatalogue(shop: TestShop) {
  const db = shop.database.db;
  const productIds = demoCatalogue.products.map((p) => Number(p.product_id));
  const categoryIds = demoCatalogue.categories.map((c) => Number(c.product_category_id));
  await db.execute(sql`DELETE FROM product_slug_redirects`);
  await db.execute(
    sql`DELETE FROM products WHERE NOT (id = ANY(${sql.raw(`ARRAY[${productIds.join(',')}]`)}))`,
  );
  await db.execute(
    sql`DELETE FROM product_categories WHERE NOT (id = ANY(${sql.raw(`ARRAY[${categoryIds.join(',')}]`)}))`,
  );
  await db.execute(sql`UPDATE products SET hidden = false, slug = 'restoring-' || id`); // slugs may have swapped
  await db.execute(sql`UPDATE product_categories SET hidden = false`);
  await seedCatalogue(db, demoCatalogue, { force: true });
}

/**
 * Each test of the file gets a fresh shop with the owner and a client for it (read them from the returned
 * object inside the tests); `restore` runs after each (put back what other test files read).
 */
export function ownerShop(
  restore?: (shop: TestShop) => Promise<unknown>,
  options?: Parameters<typeof testShop>[0],
) {
  const current = {} as { shop: TestShop; admin: AdminClient };
  beforeEach(async () => {
    current.shop = await testShop(options);
    await current.shop.shop.accounts.ensureOwner(OWNER.email, OWNER.password);
    current.admin = new AdminClient(current.shop);
  });
  if (restore) afterEach(async () => restore(current.shop));
  return current;
}

export { placePickupOrder } from './support';
