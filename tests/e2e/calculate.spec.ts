// /calculate end to end in Chromium, signed out (§2, §6, §9), in both projects: the mock
// build and the reference server (tiers and warehouse from the shop). Places and road routing are answered
// by request interception (tests/e2e/external-services.ts): no network.
import type { Page } from '@playwright/test';
import { metresToMiles, roundMiles } from '../../src/domain/delivery';
import { warehouseLocation } from '../../fixtures';
import { roadRoute } from '../../mocks/handlers/routing';
import { answerExternalServices } from './external-services';
import { expect, test } from './fixtures';

const AUSTIN = { lng: -97.7404, lat: 30.2747 }; // 1100 Congress Avenue (fixtures/places.ts)
const miles = (to: { lat: number; lng: number }) =>
  roundMiles(
    metresToMiles(
      roadRoute(`${warehouseLocation.lng},${warehouseLocation.lat};${to.lng},${to.lat}`)!.distance,
    ),
  ).toFixed(2);

async function pick(page: Page, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: 'Delivery address' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
}

async function boxes(page: Page, n: number) {
  await page.getByRole('textbox', { name: 'Number of boxes' }).fill(String(n));
}

test('quote for a picked address: fields filled, road distance from the warehouse, Standard tier', async ({
  page,
  context,
}) => {
  const services = await answerExternalServices(context);
  await page.goto('/calculate');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Charge Calculator' })).toBeVisible();

  await pick(page, '1100 congress', /1100 Congress Avenue/);
  await expect(page.getByRole('textbox', { name: 'Zipcode' })).toHaveValue('78701');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('TX');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  expect(services.placeQueries.at(-1)).toBe('1100 congress'); // debounced: the whole text, not each key

  await boxes(page, 56);
  await page.getByRole('button', { name: 'Calculate Delivery' }).click();
  await expect(page.getByText('$400.00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Standard Delivery (2 pallet(s))' })).toBeVisible();
  await expect(page.getByText(`${miles(AUSTIN)} miles`)).toBeVisible();
  // Longitude first, from the shop's warehouse to the picked place.
  expect(services.routingRequests).toEqual([
    `https://router.project-osrm.org/route/v1/driving/${warehouseLocation.lng},${warehouseLocation.lat};${AUSTIN.lng},${AUSTIN.lat}?overview=false`,
  ]);

  // The same question again is answered from the cache: no second routing request.
  await boxes(page, 10);
  await page.getByRole('button', { name: 'Calculate Delivery' }).click();
  await expect(page.getByText('$200.00', { exact: true }).last()).toBeVisible();
  expect(services.routingRequests).toHaveLength(1);
});

test('nothing picked: "❌ Please select a valid address." and no routing request', async ({
  page,
  context,
}) => {
  const services = await answerExternalServices(context);
  await page.goto('/calculate');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill('1100 Congress');
  await expect(page.getByRole('option', { name: /1100 Congress Avenue/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Calculate Delivery' }).click();
  await expect(page.getByRole('alert')).toHaveText('❌ Please select a valid address.');
  expect(services.routingRequests).toEqual([]);
});

test('routing down: "⚠️ Could not calculate road distance.", then Try again prices it', async ({
  page,
  context,
}) => {
  const services = await answerExternalServices(context);
  services.setRouting('down');
  await page.goto('/calculate');
  await pick(page, 'bissonnet', /2315 Bissonnet Street/);
  await page.getByRole('button', { name: 'Calculate Delivery' }).click();
  await expect(page.getByRole('alert')).toHaveText('⚠️ Could not calculate road distance.');
  services.setRouting('ok');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Express Delivery (1 pallet(s))' })).toBeVisible();
  await expect(page.getByText('$150.00', { exact: true }).last()).toBeVisible();
});

test('places service down: the search says so and the page stays usable', async ({ page, context }) => {
  const services = await answerExternalServices(context);
  services.setPlacesDown(true);
  await page.goto('/calculate');
  const field = page.getByRole('combobox', { name: 'Delivery address' });
  await field.fill('1100 Congress');
  await expect(field).toHaveAccessibleDescription(
    'Address search is not available right now. Please try again in a moment.',
  );
  await expect(field).toBeEditable();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('keyboard pick, beyond the tiers: "We will call you to set up delivery."', async ({
    page,
    context,
  }) => {
    await answerExternalServices(context);
    await page.goto('/calculate');
    const field = page.getByRole('combobox', { name: 'Delivery address' });
    await field.fill('alamo');
    await expect(page.getByRole('option', { name: /300 Alamo Plaza/ })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Zipcode' })).toHaveValue('78205');
    await page.getByRole('button', { name: 'Calculate Delivery' }).click();
    await expect(page.getByRole('heading', { name: 'We will call you to set up delivery.' })).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
