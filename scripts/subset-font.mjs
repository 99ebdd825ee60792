// npm run generate:font — writes the store's one web font, src/ui/fonts/inter-latin-wght-400-800.woff2,
// from @fontsource-variable/inter's Latin file (fonts self-hosted, subset, preloaded).
//
// Same characters as fontsource's Latin subset (UNICODE_RANGE, also the @font-face unicode-range in
// src/ui/fonts.css: characters outside it are drawn by the fallback), but the weight axis cut to the
// weights the store uses, 400 (body) to 800 (the logo): the axis's deltas for 100–300 and 900 were most
// of the file. 48.3 KB → 31.6 KB. The font is on every first visit's critical path (preloaded with the
// page), so on a phone's slow network each KB is ~5 ms before the first screen's picture.
// Deterministic (HarfBuzz's subsetter): tests/unit/font-subset.test.ts checks the committed file is
// what this script makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FONT_FILE = fileURLToPath(
  new URL('../src/ui/fonts/inter-latin-wght-400-800.woff2', import.meta.url),
);

/** Weight axis kept: every font-weight in src/ lies in it (the test checks). */
export const WEIGHT_AXIS = { min: 400, max: 800 };

/** The characters kept, as a CSS unicode-range (fontsource's Latin subset). */
export const UNICODE_RANGE = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
];

/** Every character of UNICODE_RANGE, as a string (control characters included: they map to nothing). */
export function rangeText(ranges = UNICODE_RANGE) {
  let text = '';
  for (const range of ranges) {
    const [from, to = from] = range.slice(2).split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The subset font's bytes. */
export async function subsetInter() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  return subsetFont(source, rangeText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_AXIS },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await subsetInter();
  writeFileSync(FONT_FILE, bytes);
  console.log(`wrote ${FONT_FILE} (${bytes.length} bytes)`);
}
