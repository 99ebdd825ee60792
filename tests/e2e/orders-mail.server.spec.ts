// After the money, end to end on the reference server (test-payment mode, no SMTP_URL): pay → the payment
// success dialog with the order number → the order's page → the confirmation mail in DATA_DIR/outbox/ (.eml,
// parsed); a password reset from the mailed link signs in with the new password, not the old one, and the
// link works once; and against a server without the new endpoints (answering 404) the storefront hides
// My orders and still works.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, openPage, test } from './fixtures';
import { addToCart, OAK, openCart, PASSWORD, payPickup, signUp } from './shop';

// The server's DATA_DIR in playwright.config.ts (`server` project).
const OUTBOX = join('.data-e2e', 'outbox');

test.slow();

/** The outbox's mails of one kind to one address, parsed (the worker writes them soon after the commit). */
async function mailsTo(to: string, kind: string): Promise<ParsedMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(`-${kind}.eml`));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(OUTBOX, f)))));
  return mails.filter((m) => JSON.stringify(m.to ?? '').includes(to));
}

test('pay → the success dialog names the order → its page → the confirmation mail in the outbox', async ({
  page,
}) => {
  const email = await signUp(page);
  await addToCart(page, OAK, 2);
  const orderId = await payPickup(page);

  const dialog = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(dialog.getByText(OAK.title, { exact: false })).toBeVisible();
  await expect(dialog.getByText('Pickup at our warehouse')).toBeVisible();

  await dialog.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByText(OAK.title)).toBeVisible();
  await expect(page.getByText('Confirmed').first()).toBeVisible();

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('link', { name: `#${orderId}` })).toBeVisible();

  await expect.poll(async () => (await mailsTo(email, 'order-confirmation')).length).toBe(1);
  const [confirmation] = await mailsTo(email, 'order-confirmation');
  expect(confirmation?.subject).toBe(`Your FloorShop order #${orderId} is confirmed`);
  expect(confirmation?.text).toContain(OAK.title);
  expect(confirmation?.text).toContain(`/orders/${orderId}`);
});

test('a password reset from the mailed link: new password in, old one out, the link works once', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  // Signed in (remembered) on another computer, before the reset.
  const elsewhere = await openPage(browser, `${test.info().testId}: another computer`);
  await elsewhere.goto('/login');
  await elsewhere.getByRole('textbox', { name: 'Email' }).fill(email);
  await elsewhere.getByLabel(/^Password/).fill(PASSWORD);
  await elsewhere.getByRole('checkbox', { name: 'Remember me' }).check();
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();
  // Signed out here, as a shopper who forgot the password would be.
  await page.getByRole('banner').getByRole('button', { name: 'Casey' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const visitor = await openPage(browser, `${test.info().testId}: the visitor`);
  await visitor.goto('/forgot-password');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await expect.poll(async () => (await mailsTo(email, 'password-reset')).length).toBe(1);
  const [mail] = await mailsTo(email, 'password-reset');
  const link = /\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // A link cut short (no token) says so, with a way to ask again.
  await visitor.goto('/reset-password');
  await expect(visitor.getByRole('alert')).toContainText('This link is incomplete.');
  await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await visitor.goto(link!);
  await visitor.getByLabel('New password', { exact: true }).fill('Brand-new-2026');
  await visitor.getByLabel('Confirm new password', { exact: true }).fill('Brand-new-2026');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText('Your password has been changed. You are signed in.')).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();

  // Once: the same link again is refused on opening, before any typing. The reset signed this browser in,
  // so the way on is the shop, not a new link (/forgot-password sends a signed-in shopper home).
  await visitor.goto(link!);
  await expect(visitor.getByRole('alert')).toContainText('This password reset link is not valid any more.');
  await expect(
    visitor.getByText('You are signed in already. To choose a new password, sign out'),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toHaveCount(0);
  await expect(visitor.getByLabel('New password', { exact: true })).toHaveCount(0);

  // The reset signed the other computer out: its remembered session, refused, is forgotten there, and a
  // shopper's own page sends to sign in and back (not "Try again" under a header still signed in).
  await elsewhere.goto('/orders');
  await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Forders$/);
  await expect(elsewhere.getByText('Please log in to see your orders.')).toBeVisible();
  await expect(elsewhere.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // The old password is refused, the new one signs in (the browser that asked for the reset is signed out).
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Brand-new-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();
});

test('against a server without the new endpoints (404), My orders is hidden and the shop works', async ({
  page,
  context,
}) => {
  for (const call of ['getuserorders', 'getuserorderdetails'])
    await context.route(`**/api/userauth/${call}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
    );
  await signUp(page);
  // The menu asks whether the server has order history when it opens.
  const answered = page.waitForResponse((r) => r.url().includes('/userauth/getuserorders'));
  await page.getByRole('banner').getByRole('button', { name: 'Casey' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect((await answered).status()).toBe(404);
  await expect(page.getByRole('menuitem', { name: 'My orders' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history is not available' })).toBeVisible();
  await addToCart(page, OAK, 1);
  await openCart(page, [OAK.title]);
});
