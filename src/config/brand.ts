// The shop's name and default texts.
export const brand = {
  name: 'FloorShop',
  /** Also the §9 default page title (when settings give no meta_title). */
  tagline: 'SPC and LVT flooring for less',
  defaultDescription:
    'Waterproof SPC and LVT vinyl plank flooring sold by the square foot and by the box, with warehouse pickup or pallet delivery.',
  defaultKeywords: 'SPC flooring, LVT flooring, vinyl plank, waterproof flooring, flooring for less',
} as const;

/** id of the home section that /?product scrolls to (§2). */
export const HOME_PRODUCTS_ANCHOR = 'products';
