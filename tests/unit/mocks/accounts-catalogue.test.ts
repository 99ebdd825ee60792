// The mock shop API (mocks/): accounts and the catalogue.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints';
import { failureMessages } from '../../../src/contract/messages';
import { db, seedSession } from '../../../mocks/db';
import { useMockShop, DEMO_KEY, call, validRequests } from './mock-kit';

useMockShop();

describe('accounts', () => {
  it('signs the demo user in and refuses a wrong password', async () => {
    const good = await call(endpoints.login, validRequests.login!.fields);
    expect(good.data).toMatchObject({ first_name: 'Alex', last_name: 'Morgan', full_name: 'Alex Morgan' });
    const key = (good.data as { auth_key: string }).auth_key;
    expect((await call(endpoints.cart, {}, key)).status).toBe(1);

    const bad = await call(endpoints.login, {
      'Appuser[email]': 'demo@floorshop.test',
      'Appuser[password]': 'wrong',
    });
    expect(bad).toMatchObject({ http: 400, status: 0, message: failureMessages.loginFailed });
    const nobody = await call(endpoints.login, {
      'Appuser[email]': 'nobody@floorshop.test',
      'Appuser[password]': 'wrong',
    });
    expect(nobody.message).toBe(failureMessages.loginFailed);
  });

  it('signs up once per email', async () => {
    const first = await call(endpoints.signup, validRequests.signup!.fields);
    expect(first.status).toBe(1);
    const again = await call(endpoints.signup, validRequests.signup!.fields);
    expect(again).toMatchObject({ status: 0, message: failureMessages.emailTaken });
    const demo = await call(endpoints.signup, {
      ...validRequests.signup!.fields,
      'Appuser[email]': 'DEMO@floorshop.test',
    });
    expect(demo.status).toBe(0);
    const login = await call(endpoints.login, {
      'Appuser[email]': 'new.shopper@example.com',
      'Appuser[password]': 'Password123!',
    });
    expect(login.data).toMatchObject({ first_name: 'New' });
  });

  it('refreshes a known key (revoking it) and refuses unknown ones', async () => {
    const { authKey } = seedSession();
    const refreshed = await call(endpoints.refreshToken, {}, authKey);
    const fresh = (refreshed.data as { auth_key: string }).auth_key;
    expect(fresh).not.toBe(authKey);
    expect((await call(endpoints.cart, {}, fresh)).status).toBe(1);
    expect((await call(endpoints.cart, {}, authKey)).http).toBe(401);
    expect((await call(endpoints.refreshToken, {}, 'no-such-key')).http).toBe(401);
    expect((await call(endpoints.refreshToken, {})).http).toBe(401);
  });

  it('logout revokes the key; the fixture keys stay valid for stories', async () => {
    const { authKey } = seedSession();
    expect((await call(endpoints.logout, {}, authKey)).status).toBe(1);
    expect((await call(endpoints.cart, {}, authKey)).http).toBe(401);
    await call(endpoints.logout, {}, DEMO_KEY);
    expect((await call(endpoints.cart, {}, DEMO_KEY)).status).toBe(1);
  });

  it('stores contact messages', async () => {
    await call(endpoints.contactUs, validRequests.contactUs!.fields);
    expect(db.contactMessages).toHaveLength(1);
  });
});

describe('catalogue', () => {
  it('filters products by category and finds one by slug', async () => {
    const all = await call(endpoints.products);
    expect(endpoints.products.data.parse(all.data)).toHaveLength(24);
    const herringbone = endpoints.products.data.parse(
      (await call(endpoints.products, { product_category_id: 3 })).data,
    );
    expect(herringbone.length).toBeGreaterThan(0);
    expect(herringbone.every((p) => p.product_category_id === 3)).toBe(true);
    expect(
      endpoints.products.data.parse((await call(endpoints.products, { product_category_id: 99 })).data),
    ).toEqual([]);
    const details = await call(endpoints.productDetails, { slug: 'smoked-walnut-spc' });
    expect(endpoints.productDetails.data.parse(details.data).title).toBe('Smoked Walnut SPC');
    expect(await call(endpoints.productDetails, { slug: 'nope' })).toMatchObject({
      http: 404,
      status: 0,
      message: 'Product not found',
    });
  });
});
