// How wide each kind of picture is drawn (the `sizes` of its srcset), in one place: the components and the
// server's LCP preload (src/app/prerender.ts) must say the same, or the browser fetches the picture twice.
// Breakpoints are the theme's (em): xs 33.75, sm 48, md 64, lg 81.25.
export const IMAGE_SIZES = {
  /** Product grids: 2 columns, 3 from md, 4 (about 300 px) from lg. */
  productCard: '(min-width: 81.25em) 320px, (min-width: 64em) 33vw, 50vw',
  /** The product page's main photo: full width, half the page from sm (the container stops at 1320 px). */
  productPhoto: '(min-width: 82.5em) 660px, (min-width: 48em) 50vw, 100vw',
  /** A gallery thumbnail. */
  thumbnail: '96px',
  /** Full-bleed banners (home slider, about). */
  banner: '100vw',
  /** Home category carousel slides (CATEGORY_SLIDE_SIZE). */
  category: '(min-width: 64em) 30vw, (min-width: 33.75em) 40vw, 67vw',
  /** Cart line thumbnails. */
  cartThumb: '64px',
} as const;
