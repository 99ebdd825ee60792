// What a review against the spec found in the layout and session, in Chromium on
// both builds: the home page's meta description, the cart drawer and the header's cart button, the
// footer's embedded map, and "Remember me" unticked keeping the session for the tab only.
import { demoUser, settings } from '../../fixtures';
import { expect, test } from './fixtures';

test('the home page’s description is the settings’ meta_description', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    settings.meta_description,
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the header’s cart button closes the cart drawer it opened (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/products');
    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart' });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    // Not covered by the drawer or its overlay: a click reaches the button (Playwright checks it).
    await cartButton.click();
    await expect(drawer).toBeHidden();
  });
}

test('the footer shows the settings’ map_url as an embedded map, without a click', async ({ page }) => {
  await page.goto('/products');
  const map = page.getByTitle(`Map of ${settings.address}`);
  // Its frame is added as the footer nears the viewport (tests/unit/layout.test.tsx).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', settings.map_url);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
});

test('Remember me unticked keeps the session in sessionStorage: it survives a reload, not a new tab', async ({
  page,
  context,
}) => {
  test.slow(); // three page loads and a sign-in: more than the other tests here do
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const account = (p: typeof page) =>
    p.getByRole('banner').getByRole('button', { name: demoUser.first_name });
  await expect(account(page)).toBeVisible();

  const stored = () =>
    page.evaluate(() => ({
      local: localStorage.getItem('authKey'),
      session: sessionStorage.getItem('authKey'),
    }));
  expect(await stored()).toEqual({ local: null, session: expect.any(String) });

  await page.reload();
  await expect(account(page)).toBeVisible();

  // sessionStorage belongs to the tab: another tab (as after closing the browser) is signed out.
  const tab = await context.newPage();
  await tab.goto('/products');
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await tab.close();
});
