// A card's picture is fetched at the width it is drawn: the `sizes` its <img> (and the server's LCP
// preload) says must match the grid's real column width at every breakpoint, or a phone fetches a picture
// twice the bytes it shows (src/ui/MediaImage/sizes.ts). Measured here against the laid-out page: the
// `sizes` entry whose media query matches, resolved as CSS, against each card picture's drawn width.
import { expect, test } from './fixtures';
import { IMAGE_SIZES } from '../../src/ui/MediaImage/sizes';

const WIDTHS = [360, 412, 600, 767, 800, 1023, 1100, 1299, 1440];
const PAGES = [
  { path: '/products', sizes: IMAGE_SIZES.listingCard },
  { path: '/', sizes: IMAGE_SIZES.shelfCard },
  { path: '/products/coastal-oak-spc', sizes: IMAGE_SIZES.shelfCard },
];

for (const { path, sizes } of PAGES) {
  test(`${path}: each card's picture is fetched for the width it is drawn at`, async ({ page }) => {
    // One load, then the window resized to each width: the grid's columns are CSS media queries, and
    // nine hydrated loads of a page did not fit a test's time on a slow machine.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    const cards = page.locator(`img[sizes="${sizes}"]`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(cards.first()).toBeVisible();
      const measured = await cards.evaluateAll((images, attribute) => {
        // The first entry whose condition matches (the last has none), its length resolved by the browser.
        const entries = attribute.split(/,\s*(?![^(]*\))/).map((entry) => {
          const match = /^(\([^)]*\))\s+(.+)$/.exec(entry.trim());
          return match ? { media: match[1]!, length: match[2]! } : { media: null, length: entry.trim() };
        });
        const chosen = entries.find((e) => e.media === null || matchMedia(e.media).matches)!;
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;visibility:hidden;width:${chosen.length}`;
        document.body.append(probe);
        const said = probe.getBoundingClientRect().width;
        probe.remove();
        // The layout's width (offsetWidth), not the drawn box: the grid's reveal animates a transform.
        return { said, drawn: images.map((img) => (img as HTMLElement).offsetWidth) };
      }, sizes);
      for (const drawn of measured.drawn) {
        // Never narrower than drawn (a blurred picture; offsetWidth is rounded); at most 5 % (and 4 px) wider.
        expect.soft(measured.said, `${path} at ${width}px`).toBeGreaterThanOrEqual(drawn - 1);
        expect.soft(measured.said, `${path} at ${width}px`).toBeLessThanOrEqual(drawn * 1.05 + 4);
      }
    }
  });
}
