// The store's web font is a committed subset (scripts/subset-font.mjs). It must be what the
// script makes, declared in src/ui/fonts.css with the same characters and weights, and hold every weight
// the store's code asks for (a weight outside the axis would be drawn with the nearest one).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FONT_FILE, UNICODE_RANGE, WEIGHT_AXIS, subsetInter } from '../../scripts/subset-font.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fontsCss = readFileSync(join(root, 'src/ui/fonts.css'), 'utf8');
const interFace = fontsCss.match(/@font-face\s*{[^}]*'Inter Variable'[^}]*}/)?.[0] ?? '';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(css|tsx?)$/.test(name) ? [path] : [];
  });
}

describe('the web font subset', () => {
  // Cuts the subset again: seconds of CPU, shared in `npm test` with every other Vitest project, so it
  // gets the time of the work rather than the default meant for pure logic.
  it('is what `npm run generate:font` makes', { timeout: 60_000 }, async () => {
    const committed = readFileSync(FONT_FILE);
    const made = Buffer.from(await subsetInter());
    expect(made.equals(committed)).toBe(true);
    // Smaller than the 48 KB file it is cut from, or it was not worth a generated file.
    expect(committed.length).toBeLessThan(34_000);
  });

  it('is declared in fonts.css with its characters and weights', () => {
    expect(interFace).toContain(`url('./fonts/${FONT_FILE.split(/[\\/]/).pop()}')`);
    expect(interFace).toContain(`font-weight: ${WEIGHT_AXIS.min} ${WEIGHT_AXIS.max};`);
    const declared = interFace
      .match(/unicode-range:([^;]*);/)?.[1]
      ?.split(',')
      .map((range) => range.trim());
    expect(declared).toEqual(UNICODE_RANGE);
  });

  it('holds every font weight the store uses', () => {
    const weights = new Map<number, string>();
    for (const file of ['src', 'stories', '.storybook'].flatMap((dir) => sourceFiles(join(root, dir)))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /font-weight:\s*(\d+)\b(?!\s+\d)|\bfw=\{(\d+)\}|fontWeight:\s*'?(\d+)/g,
      )) {
        weights.set(Number(match[1] ?? match[2] ?? match[3]), file.slice(root.length));
      }
    }
    expect(weights.size).toBeGreaterThan(3);
    for (const [weight, file] of weights) {
      expect(weight, `font-weight ${weight} in ${file}`).toBeGreaterThanOrEqual(WEIGHT_AXIS.min);
      expect(weight, `font-weight ${weight} in ${file}`).toBeLessThanOrEqual(WEIGHT_AXIS.max);
    }
  });
});
