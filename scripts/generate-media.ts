// Renders the demo catalogue's pictures as small SVG files into public/media/ (the network is closed:
// every image the fixtures name is a local file). Deterministic: the random numbers are seeded from
// each file's name, so running it twice gives byte-identical files.
//   npx tsx scripts/generate-media.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories, home, LOOKS, productArt } from '../fixtures';
import type { Look, LookName } from '../fixtures';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');
const MAX_BYTES = 20 * 1024;

// ---- seeded randomness -------------------------------------------------------------------------

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32 */
function rng(seed: string) {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

const r1 = (n: number) => Math.round(n);

// ---- building blocks ---------------------------------------------------------------------------

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wavy grain lines along a board lying from (x, y) with length `len` and width `w` (horizontal). */
function grain(rand: Rng, x: number, y: number, len: number, w: number, look: Look, lines: number): string {
  let d = '';
  for (let i = 0; i < lines; i++) {
    const gy = y + rand.range(0.12, 0.88) * w;
    const amp = rand.range(0.5, 3);
    const segs = 3;
    const step = len / segs;
    d += `M${r1(x + 2)} ${r1(gy)}`;
    for (let s = 0; s < segs; s++) {
      const cx = x + step * (s + 0.5);
      const ex = x + step * (s + 1) - (s === segs - 1 ? 2 : 0);
      d += `Q${r1(cx)} ${r1(gy + (s % 2 ? amp : -amp))} ${r1(ex)} ${r1(gy + rand.range(-1, 1))}`;
    }
  }
  return d
    ? `<path d="${d}" fill="none" stroke="${look.grain}" stroke-width="1" stroke-opacity="0.45"/>`
    : '';
}

/** A cathedral (arched) grain figure and maybe a knot, for close-ups. */
function figure(rand: Rng, x: number, y: number, len: number, w: number, look: Look): string {
  const cx = x + rand.range(0.25, 0.75) * len;
  const cy = y + w / 2;
  let d = '';
  for (let k = 1; k <= 4; k++) {
    const span = k * len * 0.06;
    const hgt = (w / 2) * (0.2 + k * 0.15);
    d += `M${r1(cx - span * 2)} ${r1(cy + hgt)}Q${r1(cx)} ${r1(cy - hgt * 1.6)} ${r1(cx + span * 2)} ${r1(cy + hgt)}`;
  }
  let out = `<path d="${d}" fill="none" stroke="${look.grain}" stroke-width="1.2" stroke-opacity="0.35"/>`;
  if (rand.next() < 0.35) {
    const kx = x + rand.range(0.1, 0.9) * len;
    out += `<ellipse cx="${r1(kx)}" cy="${r1(y + rand.range(0.3, 0.7) * w)}" rx="${r1(rand.range(4, 9))}" ry="${r1(rand.range(2, 4))}" fill="${look.grain}" fill-opacity="0.5"/>`;
  }
  return out;
}

function board(rand: Rng, x: number, y: number, len: number, w: number, look: Look, detail: boolean): string {
  const fill = rand.pick(look.boards);
  let out = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(len)}" height="${r1(w)}" fill="${fill}" stroke="${look.seam}" stroke-width="1.5"/>`;
  out += grain(rand, x, y, len, w, look, detail ? 7 : Math.min(3, Math.max(2, Math.round(w / 24))));
  if (detail) out += figure(rand, x, y, len, w, look);
  return out;
}

/** Rows of planks with staggered joints, covering width × height. */
function planks(
  rand: Rng,
  width: number,
  height: number,
  look: Look,
  rowH: number,
  boardLen: number,
  detail = false,
): string {
  let out = '';
  for (let y = 0, row = 0; y < height; y += rowH, row++) {
    let x = -rand.range(0.1, 0.9) * boardLen;
    while (x < width) {
      const len = boardLen * rand.range(0.75, 1);
      out += board(rand, x, y, len, rowH, look, detail);
      x += len;
    }
  }
  return out;
}

/**
 * Herringbone of L×W boards with L = 4W, as an SVG pattern rotated 45°. In the unrotated frame the
 * boards form staircases: horizontal boards at (kW − nL, kW + nL) for whole k, n, each with a vertical
 * board at (+L, −L+W). That lattice repeats every 2L along both axes, so one 2L×2L tile (16 boards)
 * is the pattern; boards crossing the tile edge are drawn on both sides with the same colour.
 */
let patternCount = 0;
function herringbone(rand: Rng, width: number, height: number, look: Look, w: number): string {
  const len = 4 * w;
  const tile = 2 * len;
  const id = `hb${patternCount++}`;
  const seed = rand.next().toString(36);
  const mod = (v: number) => ((v % tile) + tile) % tile;
  let boards = '';
  for (let n = -3; n <= 3; n++) {
    for (let k = -12; k <= 12; k++) {
      const hx = k * w - n * len;
      const hy = k * w + n * len;
      const vx = hx + len;
      const vy = hy - len + w;
      // Horizontal board [hx, hx+L]×[hy, hy+W]; vertical board [vx, vx+W]×[vy, vy+L].
      if (hx < tile && hx + len > 0 && hy < tile && hy + w > 0) {
        boards += board(rng(`${seed}h${mod(hx)},${mod(hy)}`), hx, hy, len, w, look, false);
      }
      if (vx < tile && vx + w > 0 && vy < tile && vy + len > 0) {
        boards += `<g transform="translate(${vx + w} ${vy}) rotate(90)">${board(rng(`${seed}v${mod(vx)},${mod(vy)}`), 0, 0, len, w, look, false)}</g>`;
      }
    }
  }
  return `<defs><pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${boards}</pattern></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

function shade(width: number, height: number, id: string, from = 0.0, to = 0.18): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="${from}"/><stop offset="1" stop-color="#000" stop-opacity="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

function floorArt(
  rand: Rng,
  pattern: 'plank' | 'herringbone' | 'trim',
  width: number,
  height: number,
  look: Look,
): string {
  if (pattern === 'herringbone') return herringbone(rand, width, height, look, 36);
  return planks(rand, width, height, look, 96, 560);
}

/** A room: wall, window, baseboard, a floor of the given look, sofa and plant silhouettes. */
function room(
  rand: Rng,
  width: number,
  height: number,
  look: Look,
  pattern: 'plank' | 'herringbone' | 'trim',
  wall = '#efe9e1',
): string {
  const horizon = Math.round(height * 0.52);
  const floorH = height - horizon;
  // The floor is drawn flat, then squashed vertically for a hint of perspective.
  const art =
    pattern === 'herringbone'
      ? herringbone(rand, width, floorH * 2, look, 30)
      : planks(rand, width, floorH * 2, look, 70, 520);
  const winW = width * 0.22;
  const winX = width * 0.62;
  return [
    `<rect width="${width}" height="${horizon}" fill="${wall}"/>`,
    `<rect x="${r1(winX)}" y="${r1(height * 0.08)}" width="${r1(winW)}" height="${r1(horizon * 0.62)}" fill="#dfe8ee" stroke="#ffffff" stroke-width="10"/>`,
    `<line x1="${r1(winX + winW / 2)}" y1="${r1(height * 0.08)}" x2="${r1(winX + winW / 2)}" y2="${r1(height * 0.08 + horizon * 0.62)}" stroke="#ffffff" stroke-width="6"/>`,
    `<svg x="0" y="${horizon}" width="${width}" height="${floorH}" viewBox="0 0 ${width} ${floorH * 2}" preserveAspectRatio="none">${art}</svg>`,
    `<defs><linearGradient id="floorlight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0.08"/></linearGradient></defs>`,
    `<rect y="${horizon}" width="${width}" height="${floorH}" fill="url(#floorlight)"/>`,
    `<rect y="${horizon - 14}" width="${width}" height="14" fill="#ffffff"/>`,
    // sofa
    `<g fill="#5d6b73"><rect x="${r1(width * 0.1)}" y="${r1(horizon - height * 0.2)}" width="${r1(width * 0.36)}" height="${r1(height * 0.16)}" rx="18"/><rect x="${r1(width * 0.08)}" y="${r1(horizon - height * 0.1)}" width="${r1(width * 0.4)}" height="${r1(height * 0.13)}" rx="14"/></g>`,
    `<g fill="#3f4a50"><rect x="${r1(width * 0.1)}" y="${r1(horizon + height * 0.03)}" width="10" height="${r1(height * 0.03)}"/><rect x="${r1(width * 0.46 - 10)}" y="${r1(horizon + height * 0.03)}" width="10" height="${r1(height * 0.03)}"/></g>`,
    // plant
    `<rect x="${r1(width * 0.88)}" y="${r1(horizon - height * 0.04)}" width="${r1(width * 0.05)}" height="${r1(height * 0.09)}" fill="#b9a58c" rx="6"/>`,
    `<g fill="#5f7f52">${[0, 1, 2, 3, 4]
      .map((i) => {
        const cx = width * 0.905 + rand.range(-1, 1) * width * 0.025;
        const cy = horizon - height * (0.08 + i * 0.035);
        return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(width * 0.02)}" ry="${r1(height * 0.035)}" transform="rotate(${r1(rand.range(-40, 40))} ${r1(cx)} ${r1(cy)})"/>`;
      })
      .join('')}</g>`,
  ].join('');
}

/** Side view of a trim piece over a sample of the floor it matches. */
function trimArt(rand: Rng, width: number, height: number, look: Look, slug: string): string {
  const bg = `<rect width="${width}" height="${height}" fill="#f4f1ec"/>`;
  const sample = `<svg x="0" y="${height * 0.58}" width="${width}" height="${height * 0.42}" viewBox="0 0 ${width} ${height * 0.42}">${planks(rand, width, height * 0.42, look, 60, 420)}</svg>`;
  const y = height * 0.26;
  const len = width * 0.84;
  const x = width * 0.08;
  const fill = look.boards[0];
  const profile = slug.includes('nosing')
    ? `<path d="M${x} ${y}h${len}v46q0 26 -26 26h-${len - 26}z" fill="${fill}" stroke="${look.seam}" stroke-width="2"/>`
    : slug.includes('t-molding')
      ? `<path d="M${x} ${y}h${len}v22h-${len * 0.46}v40h-${len * 0.08}v-40h-${len * 0.46}z" fill="${fill}" stroke="${look.seam}" stroke-width="2"/>`
      : `<path d="M${x} ${y + 70}v-70q${len} 0 ${len} 70z" fill="${fill}" stroke="${look.seam}" stroke-width="2"/>`;
  return bg + profile + grain(rand, x, y, len, 20, look, 3) + sample;
}

// ---- files -------------------------------------------------------------------------------------

const files = new Map<string, string>();
const put = (name: string, content: string) => files.set(name, content);

for (const art of productArt) {
  const look = LOOKS[art.look];
  if (art.pattern === 'trim') {
    put(`${art.slug}.svg`, svg(800, 800, trimArt(rng(art.slug), 800, 800, look, art.slug), art.title));
    put(
      `${art.slug}-room.svg`,
      svg(
        1200,
        800,
        room(rng(`${art.slug}-room`), 1200, 800, look, 'plank'),
        `${art.title} in a living room`,
      ),
    );
    put(
      `${art.slug}-detail.svg`,
      svg(
        800,
        800,
        planks(rng(`${art.slug}-detail`), 800, 800, look, 200, 900, true),
        `${art.title} close-up`,
      ),
    );
    continue;
  }
  put(
    `${art.slug}.svg`,
    svg(
      800,
      800,
      floorArt(rng(art.slug), art.pattern, 800, 800, look) + shade(800, 800, 's', 0, 0.08),
      art.title,
    ),
  );
  put(
    `${art.slug}-room.svg`,
    svg(
      1200,
      800,
      room(rng(`${art.slug}-room`), 1200, 800, look, art.pattern),
      `${art.title} in a living room`,
    ),
  );
  put(
    `${art.slug}-detail.svg`,
    svg(
      800,
      800,
      art.pattern === 'herringbone'
        ? herringbone(rng(`${art.slug}-detail`), 800, 800, look, 80)
        : planks(rng(`${art.slug}-detail`), 800, 800, look, 200, 900, true),
      `${art.title} close-up`,
    ),
  );
}

// Banners 1600×700 (the UI lays the title over them).
put(
  'banner-living-room.svg',
  svg(
    1600,
    700,
    room(rng('banner-living-room'), 1600, 700, LOOKS.naturalOak, 'plank') + shade(1600, 700, 'b', 0.25, 0.05),
    'A living room with natural oak SPC flooring',
  ),
);
function showroom(width: number, height: number, seed: string): string {
  const rand = rng(seed);
  const horizon = height * 0.62;
  let out = `<rect width="${width}" height="${horizon}" fill="#2f2b28"/>`;
  // Sample boards hanging on the wall.
  const names = Object.keys(LOOKS) as LookName[];
  const count = 7;
  const gap = width / (count + 1);
  for (let i = 0; i < count; i++) {
    const look = LOOKS[names[(i * 3) % names.length]!];
    const bx = gap * (i + 0.6);
    const bw = gap * 0.75;
    out += `<svg x="${r1(bx)}" y="${r1(height * 0.1)}" width="${r1(bw)}" height="${r1(horizon * 0.7)}" viewBox="0 0 ${r1(bw)} ${r1(horizon * 0.7)}">${planks(rand, bw, horizon * 0.7, look, (horizon * 0.7) / 3, bw * 2)}</svg>`;
    out += `<rect x="${r1(bx + bw / 2 - 2)}" y="${r1(height * 0.04)}" width="4" height="${r1(height * 0.06)}" fill="#8a8580"/>`;
  }
  out += `<svg x="0" y="${horizon}" width="${width}" height="${height - horizon}" viewBox="0 0 ${width} ${(height - horizon) * 2}" preserveAspectRatio="none">${planks(rand, width, (height - horizon) * 2, LOOKS.charcoal, 120, 700)}</svg>`;
  out += `<defs><radialGradient id="spot" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#spot)"/>`;
  return out;
}
put(
  'banner-showroom.svg',
  svg(
    1600,
    700,
    showroom(1600, 700, 'banner-showroom'),
    'Our Houston showroom with floor samples on the wall',
  ),
);
put('showroom-poster.svg', svg(1280, 720, showroom(1280, 720, 'showroom-poster'), 'Showroom video'));
put(
  'banner-herringbone.svg',
  svg(
    1600,
    700,
    herringbone(rng('banner-herringbone'), 1600, 700, LOOKS.greige, 40) + shade(1600, 700, 'b', 0.3, 0.1),
    'Greige herringbone flooring',
  ),
);

// About banner 1600×600: a warehouse aisle of boxed flooring.
{
  const rand = rng('about-banner');
  const width = 1600;
  const height = 600;
  let out = `<rect width="${width}" height="${height}" fill="#d9d4cc"/><rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#9b968e"/>`;
  for (let rack = 0; rack < 4; rack++) {
    const rx = 40 + rack * 395;
    out += `<g fill="#2d5d8a"><rect x="${rx}" y="40" width="14" height="${height * 0.8}"/><rect x="${rx + 340}" y="40" width="14" height="${height * 0.8}"/></g>`;
    for (let shelf = 0; shelf < 3; shelf++) {
      const sy = 60 + shelf * 150;
      out += `<rect x="${rx}" y="${sy + 118}" width="354" height="10" fill="#e07b28"/>`;
      for (let b = 0; b < 5; b++) {
        const look = LOOKS[rand.pick(Object.keys(LOOKS) as LookName[])];
        const h = rand.range(60, 110);
        out += `<rect x="${rx + 20 + b * 64}" y="${r1(sy + 118 - h)}" width="58" height="${r1(h)}" fill="#c9a97c" stroke="#8b6f4a"/><rect x="${rx + 26 + b * 64}" y="${r1(sy + 124 - h)}" width="46" height="14" fill="${look.boards[0]}"/>`;
      }
    }
  }
  out += shade(width, height, 'a', 0.35, 0.05);
  put('about-banner.svg', svg(width, height, out, 'Our warehouse shelves stocked with flooring boxes'));
}

// Category images 600×450.
const categoryArt: Record<string, (w: number, h: number) => string> = {
  '/media/category-spc.svg': (w, h) => planks(rng('category-spc'), w, h, LOOKS.naturalOak, 80, 420),
  '/media/category-lvt.svg': (w, h) => planks(rng('category-lvt'), w, h, LOOKS.chestnut, 64, 380),
  '/media/category-herringbone.svg': (w, h) =>
    herringbone(rng('category-herringbone'), w, h, LOOKS.greige, 30),
  '/media/category-trims.svg': (w, h) => {
    // A staircase with nosings.
    let out = `<rect width="${w}" height="${h}" fill="#eeeae4"/>`;
    const steps = 5;
    const sw = w / steps;
    const sh = h / (steps + 1);
    const rand = rng('category-trims');
    for (let i = 0; i < steps; i++) {
      const x = i * sw;
      const y = h - (i + 1) * sh;
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w - x)}" height="${r1(sh)}" fill="#ffffff" stroke="#d6d0c7"/>`;
      out += `<rect x="${r1(x - 6)}" y="${r1(y - 14)}" width="${r1(w - x + 6)}" height="14" rx="6" fill="${LOOKS.walnut.boards[i % 4]}"/>`;
      out += grain(rand, x, y - 14, w - x, 14, LOOKS.walnut, 1);
    }
    return out;
  },
};
for (const c of categories) {
  const draw = categoryArt[c.image];
  if (!draw) throw new Error(`No art for ${c.image}`);
  put(c.image.replace('/media/', ''), svg(600, 450, draw(600, 450), c.title));
}

// Testimonial avatars 200×200: initials on a colour.
const AVATAR_COLOURS = ['#8a5a3b', '#3f6e8c', '#6b7f3a', '#9b4d5e', '#5b5f97', '#b07a2a'];
for (const t of home.client_say) {
  const name = String(t.name);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  const colour = AVATAR_COLOURS[hash(name) % AVATAR_COLOURS.length];
  const file = String(t.image).replace('/media/', '');
  put(
    file,
    svg(
      200,
      200,
      `<circle cx="100" cy="100" r="100" fill="${colour}"/><text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="76" font-weight="600" fill="#ffffff">${initials}</text>`,
      name,
    ),
  );
}

// ---- write -------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
// Remove SVGs this script made before but no longer makes (the folder holds nothing else of ours).
for (const existing of readdirSync(OUT)) {
  if (existing.endsWith('.svg') && !files.has(existing)) rmSync(join(OUT, existing));
}
let total = 0;
const tooBig: string[] = [];
for (const [name, content] of files) {
  const bytes = Buffer.byteLength(content);
  total += bytes;
  if (bytes > MAX_BYTES) tooBig.push(`${name} (${bytes} B)`);
  writeFileSync(join(OUT, name), content);
}
console.log(`public/media: ${files.size} SVG files, ${(total / 1024).toFixed(0)} KB`);
if (tooBig.length) {
  console.error(`Over ${MAX_BYTES} bytes: ${tooBig.join(', ')}`);
  process.exit(1);
}
