// Product imagery for the design-system stories: the demo catalogue's own pictures (public/media, served
// by Storybook's static dir), made by scripts/generate-media.ts — the one wood-texture generator.

/** Product photographs by look (files of fixtures/products.ts). */
export const textures = {
  naturalOak: '/media/coastal-oak-spc.jpg',
  honeyOak: '/media/honey-maple-spc.jpg',
  greyAsh: '/media/nordic-ash-grey-spc.jpg',
  smokedWalnut: '/media/smoked-walnut-spc.jpg',
  whitewash: '/media/whitewash-driftwood-spc.jpg',
  espresso: '/media/espresso-plank-lvt.jpg',
  herringbone: '/media/classic-oak-herringbone.jpg',
};

/** Sample catalogue used by ProductCard stories. Prices in cents. */
export const sampleProducts = [
  {
    title: 'Natural Oak SPC 7" Wide Plank',
    slug: 'natural-oak-spc',
    imageUrl: textures.naturalOak,
    priceCents: 289,
  },
  { title: 'Honey Oak LVT Click 6mm', slug: 'honey-oak-lvt', imageUrl: textures.honeyOak, priceCents: 249 },
  {
    title: 'Coastal Grey Ash SPC Waterproof',
    slug: 'coastal-grey-ash',
    imageUrl: textures.greyAsh,
    priceCents: 319,
  },
  {
    title: 'Smoked Walnut Rigid Core 8mm',
    slug: 'smoked-walnut',
    imageUrl: textures.smokedWalnut,
    priceCents: 359,
  },
  { title: 'Whitewashed Oak LVT', slug: 'whitewashed-oak', imageUrl: textures.whitewash, priceCents: 229 },
  {
    title: 'Espresso Hickory SPC 12mil Wear Layer',
    slug: 'espresso-hickory',
    imageUrl: textures.espresso,
    priceCents: 399,
  },
  {
    title: 'Natural Oak Herringbone SPC',
    slug: 'natural-oak-herringbone',
    imageUrl: textures.herringbone,
    priceCents: 429,
  },
  {
    title: 'Honey Oak Long Board',
    slug: 'honey-oak-long-board',
    imageUrl: textures.honeyOak,
    priceCents: null,
  },
] as const;
