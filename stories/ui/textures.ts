// Deterministic, offline product imagery for stories: wood-plank textures drawn as SVG data URIs
// (no remote URLs — the network is closed and visual baselines must not change).

interface Tone {
  base: string;
  light: string;
  dark: string;
}

const TONES: Record<string, Tone> = {
  naturalOak: { base: '#c99a66', light: '#dcb585', dark: '#9e7245' },
  honeyOak: { base: '#d4a15a', light: '#e6bf80', dark: '#a9762f' },
  greyAsh: { base: '#a7a199', light: '#c4beb6', dark: '#7b756d' },
  smokedWalnut: { base: '#6e4b33', light: '#8a6446', dark: '#4a3020' },
  whitewash: { base: '#e4ddd2', light: '#f2ede5', dark: '#c2b8a9' },
  espresso: { base: '#4a372b', light: '#624a3a', dark: '#2f221a' },
};

export type TextureName = keyof typeof TONES;

/** A 600×600 herringbone-free plank floor: five planks with offset joints and grain lines. */
export function plankTexture(name: TextureName): string {
  const { base, light, dark } = TONES[name] ?? TONES.naturalOak!;
  const planks: string[] = [];
  const plankH = 120;
  for (let i = 0; i < 5; i += 1) {
    const y = i * plankH;
    const joint = 140 + ((i * 197) % 320);
    const fill = i % 2 === 0 ? base : light;
    planks.push(`<rect x="0" y="${y}" width="600" height="${plankH}" fill="${fill}"/>`);
    for (let g = 0; g < 6; g += 1) {
      const gy = y + 14 + g * 18;
      const amp = 3 + ((i + g) % 3) * 2;
      planks.push(
        `<path d="M0 ${gy} C150 ${gy - amp} 300 ${gy + amp} 450 ${gy - amp} S600 ${gy + amp} 600 ${gy}" stroke="${dark}" stroke-opacity="${0.18 + (g % 3) * 0.06}" stroke-width="${1 + (g % 2)}" fill="none"/>`,
      );
    }
    planks.push(
      `<rect x="${joint}" y="${y}" width="2" height="${plankH}" fill="${dark}" fill-opacity="0.55"/>`,
    );
    planks.push(
      `<rect x="0" y="${y + plankH - 2}" width="600" height="2" fill="${dark}" fill-opacity="0.5"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${planks.join('')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const textures = {
  naturalOak: plankTexture('naturalOak'),
  honeyOak: plankTexture('honeyOak'),
  greyAsh: plankTexture('greyAsh'),
  smokedWalnut: plankTexture('smokedWalnut'),
  whitewash: plankTexture('whitewash'),
  espresso: plankTexture('espresso'),
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
    imageUrl: textures.naturalOak,
    priceCents: 429,
  },
  {
    title: 'Honey Oak Long Board',
    slug: 'honey-oak-long-board',
    imageUrl: textures.honeyOak,
    priceCents: null,
  },
] as const;
