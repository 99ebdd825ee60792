// Screenshots of a page at phone and desktop widths in Debian's Chromium, for looking at what we built.
// Usage: node scripts/screenshot.mjs <url> [out-prefix] [--full]
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, prefix = '/tmp/shot', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> [out-prefix] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const [name, width, height] of [
  ['375', 375, 812],
  ['1280', 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => console.error(`[${name}] page error:`, e.message));
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const file = `${prefix}-${name}.png`;
  await page.screenshot({ path: file, fullPage: flags.includes('--full') });
  console.log(file);
  await page.close();
}
await browser.close();
