// Accounts end to end in Chromium, against the reference API (server/main.ts serving the
// built storefront and /api on one origin): sign up → the header shows the first name → logout →
// login again with ?redirect honoured; a wrong password shows the server's message.
// Also runs against the mock build (MSW in the page): the flows only rely on the §7 contract.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { forgetSession, PASSWORD, submitSignUp } from './shop';

function newShopper() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: 'Robin', lastName: `Tester${id}`, email: `robin.${id}@example.com` };
}

/** The header's account button (first name) — the header is the page's banner landmark. */
const accountButton = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: firstName });

test.describe('accounts', () => {
  // Journeys of several server-rendered pages each, a sign-up's password hashing among them: on a loaded
  // 2-core runner the wrong-password one took 29 s of the 30 s default. The time for the work, not a retry.
  test.slow();

  test('sign up → first name in the header → logout → login honours ?redirect', async ({
    page,
  }, testInfo) => {
    // Logout reloads the page (§4), and the mock build's in-memory shop starts afresh on every load, so
    // the account signed up before it is gone: this journey needs a real server.
    test.skip(testInfo.project.name === 'mock', 'needs data that survives a page reload');
    test.slow(); // sign-up, logout (a full load) and login: a long walk on a busy two-core machine
    const shopper = newShopper();

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await submitSignUp(page, shopper);

    // Signed in and sent home (no ?redirect); the header shows the first name.
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, shopper.firstName)).toBeVisible();

    // A guest-only page now redirects home.
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/$/);

    // Logout from the header menu: §4 goes to /login (a full load) signed out.
    await accountButton(page, shopper.firstName).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => localStorage.getItem('authKey') ?? sessionStorage.getItem('authKey')),
    ).toBeNull();

    // Login again from a page that asked for it: ?redirect is honoured (replace: Back does not return to /login).
    await page.goto('/login?redirect=%2Fcontact-us');
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(accountButton(page, shopper.firstName)).toBeVisible();
    // Remember me was not ticked: the session lives in sessionStorage only.
    expect(
      await page.evaluate(() => [localStorage.getItem('authKey'), !!sessionStorage.getItem('authKey')]),
    ).toEqual([null, true]);
  });

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    const shopper = newShopper();
    // An account of our own, so the test does not depend on seeded demo shoppers.
    await page.goto('/sign-up');
    await submitSignUp(page, shopper);
    await expect(accountButton(page, shopper.firstName)).toBeVisible();
    await forgetSession(page);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    const answer = page.waitForResponse((r) => r.url().endsWith('/beforeauth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const body = (await (await answer).json()) as { status: number; message: string };
    expect(body.status).toBe(0);
    // The server's own words, whatever they are (not the "Login failed" fallback).
    await expect(page.getByRole('alert').filter({ hasText: body.message })).toBeVisible();
    expect(body.message).not.toBe('');
    await expect(page).toHaveURL(/\/login$/);
  });
});
