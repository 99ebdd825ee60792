// How wide each kind of picture is drawn (the `sizes` of its srcset), in one place: the components and the
// server's LCP preload (src/app/renderPlan.ts) must say the same, or the browser fetches the picture twice.
// Breakpoints are the theme's (em): xs 33.75, sm 48, md 64, lg 81.25.
export const IMAGE_SIZES = {
  /**
   * A card's picture in the listing's grid (ProductGrid `listing`: 2 columns, 3 beside the filters from md,
   * 4 from lg) and in a shelf (`shelf`: home's products, related products: 2 columns, 3 from sm, 4 from md).
   * Each is the drawn width, measured (a pixel over can tip a choice: 182 px at DPR 1.75 is 318.5 device
   * px, the 320 px picture; the looser 50vw made a phone of DPR 1.75 take the 480 px one, twice the bytes).
   * tests/e2e/image-sizes.server.spec.ts measures the cards against these at several widths.
   */
  listingCard:
    '(min-width: 81.25em) 238px, (min-width: 64em) calc(33.1vw - 113px), (min-width: 48em) calc(50vw - 27px), calc(50vw - 24px)',
  shelfCard:
    '(min-width: 81.25em) 306px, (min-width: 64em) calc(25vw - 24px), (min-width: 48em) calc(33.4vw - 26px), calc(50vw - 24px)',
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
  /** A testimonial's photo (an owner's upload can be a full-size photo, drawn 48 px round). */
  avatar: '48px',
  /** Cart line thumbnails. */
  cartThumb: '64px',
} as const;
