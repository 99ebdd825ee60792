// The built store starts and shows its frame: header (banner landmark) and footer (contentinfo).
import { expect, test } from './fixtures';

test('home page renders the header and the footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
