// The mock shop API (mocks/): fixtures parse, every endpoint answers success with data its schema accepts, validation and auth failures look as the contract says.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AboutContent,
  Address,
  Category,
  HomeContent,
  Product,
  SiteSettings,
} from '../../../src/contract/entities';
import { endpointList, endpoints, joinUrl } from '../../../src/contract/endpoints';
import { deliveryQuote } from '../../../src/domain/delivery';
import { ADDRESS_MESSAGES } from '../../../src/domain/validation';
import * as fixtures from '../../../fixtures';
import { useMockShop, BASE, DEMO_KEY, call, validAddress, validRequests } from './mock-kit';

useMockShop();

describe('fixtures', () => {
  it('parse with their contract schemas', () => {
    expect(SiteSettings.safeParse(fixtures.settings).success).toBe(true);
    expect(HomeContent.safeParse(fixtures.home).success).toBe(true);
    expect(AboutContent.safeParse(fixtures.about).success).toBe(true);
    expect(z.array(Category).safeParse(fixtures.categories).success).toBe(true);
    expect(z.array(Product).safeParse(fixtures.products).success).toBe(true);
    expect(endpoints.shippingCharge.data.safeParse(fixtures.deliveryTiers).success).toBe(true);
    for (const user of fixtures.users) expect(z.array(Address).safeParse(user.addresses).success).toBe(true);
  });

  it('hold a believable catalogue', () => {
    const products = z.array(Product).parse(fixtures.products);
    expect(products).toHaveLength(24);
    expect(new Set(products.map((p) => p.slug)).size).toBe(24);
    expect(new Set(products.map((p) => p.product_id)).size).toBe(24);
    const categoryIds = new Set<number>(fixtures.categories.map((c) => c.product_category_id));
    expect(categoryIds.size).toBeGreaterThanOrEqual(4);
    for (const p of products) {
      expect(categoryIds.has(p.product_category_id)).toBe(true);
      // price_per_box = price × sqft_in_box, to the cent
      expect(p.price_per_box).toBe(Math.round(p.price! * p.sqft_in_box!));
      if (p.main_price !== null) expect(p.main_price).toBeGreaterThan(p.price!);
      expect(p.product_image.filter((m) => m.type === 'Image').length).toBeGreaterThanOrEqual(2);
    }
    expect(products.some((p) => p.product_image.some((m) => m.type === 'Video'))).toBe(true);
    expect(
      products.some((p) =>
        p.product_image.some((m) => m.type === 'Youtube' && m.video_url.includes('youtube.com/embed/')),
      ),
    ).toBe(true);
    expect(fixtures.home.banner.some((b) => b.type === 'Video')).toBe(true);
    expect(fixtures.home.client_say.length).toBeGreaterThanOrEqual(4);
  });

  it('name only local media files that exist (the demo video is a documented placeholder)', () => {
    const text = JSON.stringify([
      fixtures.settings,
      fixtures.home,
      fixtures.about,
      fixtures.categories,
      fixtures.products,
    ]);
    const refs = new Set(text.match(/\/media\/[\w.-]+/g));
    const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
    const missing = [...refs].filter((ref) => ref !== fixtures.DEMO_VIDEO && !existsSync(publicDir + ref));
    expect(missing).toEqual([]);
    // Images are never remote (the network is closed in tests).
    expect(text).not.toMatch(/"(image|file)":"https?:/);
  });

  it('reproduce the old delivery calculator', () => {
    const { tiers } = endpoints.shippingCharge.data.parse(fixtures.deliveryTiers);
    const at = (miles: number) => deliveryQuote({ miles, boxes: 60, tiers });
    expect(at(50)).toMatchObject({ kind: 'priced', chargeCents: 2 * 150_00, label: 'Express Delivery' });
    expect(at(100)).toMatchObject({ chargeCents: 2 * 150_00 });
    expect(at(150)).toMatchObject({ kind: 'priced', chargeCents: 2 * 200_00, label: 'Standard Delivery' });
    expect(at(200)).toMatchObject({ chargeCents: 2 * 200_00 });
    expect(at(250)).toMatchObject({ kind: 'call' });
  });
});

describe('every endpoint of the contract', () => {
  it('has a valid sample request in this test', () => {
    expect(Object.keys(validRequests).sort()).toEqual(endpointList.map((e) => e.name).sort());
  });

  for (const endpoint of endpointList) {
    it(`${endpoint.name} answers success with data its schema accepts`, async () => {
      const sample = validRequests[endpoint.name]!;
      await sample.prepare?.();
      const key = endpoint.auth || endpoint === endpoints.refreshToken ? DEMO_KEY : undefined;
      const answer = await call(endpoint, sample.fields, key);
      expect(answer, answer.message).toMatchObject({ http: 200, status: 1 });
      const parsed = endpoint.data.safeParse(answer.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  }

  it('answers under any API base (relative path in the table or not)', async () => {
    for (const base of ['http://localhost:3000', 'https://api.floorshop.test/v2/']) {
      expect((await call(endpoints.cart, {}, DEMO_KEY, base)).status).toBe(1);
      expect((await call(endpoints.settings, {}, null, base)).status).toBe(1);
    }
  });

  for (const endpoint of endpointList.filter((e) => e.auth)) {
    it(`${endpoint.name} answers 401 without a key or with an unknown one`, async () => {
      for (const key of [null, 'no-such-key']) {
        const answer = await call(endpoint, validRequests[endpoint.name]!.fields, key);
        expect(answer).toMatchObject({ http: 401, status: 0, message: 'Invalid or expired auth key' });
      }
    });
  }
});

describe('validation', () => {
  it('answers 400, status 0 and a message naming the field', async () => {
    const login = await call(endpoints.login, { 'Appuser[password]': 'x' });
    expect(login).toMatchObject({ http: 400, status: 0 });
    expect(login.message).toMatch(/email/);

    const badEmail = await call(endpoints.forgotPassword, { 'Appuser[email]': 'not-an-email' });
    expect(badEmail).toMatchObject({ http: 400, status: 0 });
    expect(badEmail.message).toMatch(/email/);

    const details = await call(endpoints.productDetails, {});
    expect(details).toMatchObject({ http: 400, status: 0 });
    expect(details.message).toMatch(/slug/);

    const shortPassword = await call(endpoints.signup, {
      ...validRequests.signup!.fields,
      'Appuser[password]': 'short',
    });
    expect(shortPassword.message).toMatch(/password/);

    const cartLine = await call(endpoints.saveCartLine, { 'Usercarts[quantity]': 1 }, DEMO_KEY);
    expect(cartLine).toMatchObject({ http: 400, status: 0 });
    expect(cartLine.message).toMatch(/product_id/);
  });

  it('uses the §5 address messages', async () => {
    const mobile = await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[mobile_number]': '12345' },
      DEMO_KEY,
    );
    expect(mobile).toMatchObject({ http: 400, status: 0 });
    expect(mobile.message).toContain(ADDRESS_MESSAGES.mobile);
    const city = await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[city]': ' ' },
      DEMO_KEY,
    );
    expect(city).toMatchObject({ http: 400, status: 0 });
    expect(city.message).toContain(ADDRESS_MESSAGES.city);
  });

  it('refuses a body in the wrong encoding', async () => {
    const response = await fetch(joinUrl(BASE, endpoints.login.path), {
      method: 'POST',
      body: new URLSearchParams({
        'Appuser[email]': 'demo@floorshop.test',
        'Appuser[password]': 'Password123!',
      }),
    });
    expect(response.status).toBe(400);
  });
});
