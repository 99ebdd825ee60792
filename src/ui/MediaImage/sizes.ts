// How wide each kind of picture is drawn (the `sizes` of its srcset), in one place: the components and the
// server's LCP preload (src/app/renderPlan.ts) must say the same, or the browser fetches the picture twice.
// Breakpoints are the theme's (em): xs 33.75, sm 48, md 64, lg 81.25.
export const IMAGE_SIZES = {
  /** Product grids: 2 columns, 3 from md, 4 (about 300 px) from lg. */
  productCard: '(min-width: 81.25em) 320px, (min-width: 64em) 33vw, 50vw',
  /** The product page's main photo: full width, half the page from sm (the container stops at 1320 px). */
  productPhoto: '(min-width: 82.5em) 660px, (min-width: 48em) 50vw, 100vw',
  /** A gallery thumbnail. */
  thumbnail: '96px',
  /**
   * The home slider's banner (1600×700) covers a box clamp(30rem, 78svh, 42rem) high: cropped to the height,
   * it is drawn up to 1609 px wide on any screen narrower than that (on a phone too).
   */
  heroBanner: '(min-width: 1600px) 100vw, 1600px',
  /** The about banner (1600×600) covers a box at least clamp(20rem, 52svh, 28rem) high: up to 1195 px wide. */
  aboutBanner: '(min-width: 1280px) 100vw, 1280px',
  /** Home category carousel slides (CATEGORY_SLIDE_SIZE). */
  category: '(min-width: 64em) 30vw, (min-width: 33.75em) 40vw, 67vw',
  /** Cart line thumbnails. */
  cartThumb: '64px',
} as const;
