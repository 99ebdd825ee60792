// Renders the demo catalogue's pictures into public/media/ as photograph-like JPEGs (the network is closed:
// every image the fixtures name is a local file). One wood-texture generator (`woodAt`) paints every floor:
// the flat product swatches, the close-ups, the rooms in perspective, the herringbone, the stairs, the
// showroom's sample boards. Walls and furniture are SVG drawn over the raster by sharp. Deterministic: the
// noise is seeded from each file's name and sharp's encoders are deterministic, so running it twice gives
// byte-identical files. Testimonial avatars stay tiny SVGs (initials on a colour: a photograph adds nothing).
//   npx tsx scripts/generate-media.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { about, categories, home, LOOKS, productArt } from '../fixtures';
import type { Look, LookName, Pattern } from '../fixtures';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');
/** Masters are encoded once at this quality; the server derives every smaller width from them. */
const JPEG = { quality: 80, mozjpeg: true } as const;
/** Budget of the whole folder (the demo must stay a light clone). */
const MAX_TOTAL_BYTES = 6 * 1024 * 1024;

// ---- seeded noise ------------------------------------------------------------------------------

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A number in [0, 1) for integer coordinates and a seed. */
function cell(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
function noise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  const u = xf * xf * (3 - 2 * xf);
  const v = yf * yf * (3 - 2 * yf);
  const a = cell(xi, yi, seed);
  const b = cell(xi + 1, yi, seed);
  const c = cell(xi, yi + 1, seed);
  const d = cell(xi + 1, yi + 1, seed);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const mod = (a: number, n: number) => ((a % n) + n) % n;

type Rgb = [number, number, number];
function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

// ---- the wood-texture generator ----------------------------------------------------------------

/** A floor: a look laid as planks or herringbone. Units are millimetres on the floor. */
export interface Floor {
  look: Look;
  pattern: Exclude<Pattern, 'trim'>;
  /** Board width and length (mm). */
  width: number;
  length: number;
  seed: number;
}

interface PreparedFloor extends Floor {
  boards: Rgb[];
  grain: Rgb;
  seam: Rgb;
}

function prepare(floor: Floor): PreparedFloor {
  return {
    ...floor,
    boards: floor.look.boards.map(rgb),
    grain: rgb(floor.look.grain),
    seam: rgb(floor.look.seam),
  };
}

/** The colour written by woodAt (one shared array: no allocation per pixel). */
const out: Rgb = [0, 0, 0];

/**
 * THE wood texture: the colour of the floor at (x, y) mm, seen at `footprint` mm per pixel (details finer
 * than a pixel fade out instead of aliasing). Finds the board under the point (plank rows with staggered
 * joints, or herringbone), then paints its tone, growth rings, fibres, an occasional knot and the seams.
 */
function woodAt(f: PreparedFloor, x: number, y: number, footprint: number): Rgb {
  let u: number; // along the board
  let v: number; // across the board
  let id: number; // which board
  let len: number;
  const w = f.width;
  if (f.pattern === 'herringbone') {
    // Boards L = 4W in staircases (45° turned by the caller's mapping). Horizontal boards: row j = ⌊y/W⌋,
    // x' = x − jW, on a board when (x' mod 8W) < 4W; the others are vertical boards, by symmetry.
    len = 4 * w;
    const j = Math.floor(y / w);
    const xh = x - j * w;
    const mh = mod(xh, 8 * w);
    if (mh < 4 * w) {
      u = mh;
      v = y - j * w;
      id = Math.imul(j, 7919) + Math.round((mh - xh) / (8 * w)) * 31;
    } else {
      const i = Math.floor(x / w);
      const yv = y - i * w + 7 * w;
      const mv = mod(yv, 8 * w);
      u = mv;
      v = x - i * w;
      id = Math.imul(i, 104729) + Math.round((mv - yv) / (8 * w)) * 37 + 1;
    }
  } else {
    len = f.length;
    const row = Math.floor(y / w);
    const shift = cell(row, 0, f.seed) * len;
    const along = x + shift;
    const k = Math.floor(along / len);
    u = along - k * len;
    v = y - row * w;
    id = Math.imul(row, 92821) + k;
  }
  const s = f.seed ^ id;
  const pick = cell(id, 1, f.seed);
  const base = f.boards[Math.floor(pick * f.boards.length)]!;
  // Board tone: a little brighter or darker per board, drifting slowly along it.
  const tone = 0.94 + 0.1 * cell(id, 2, f.seed) + 0.08 * (noise(u / 700, 0.5, s) - 0.5);

  // Growth rings: a flat-sawn board cuts the log's cylinders at a slant, so the rings are nested arches
  // (cathedrals) around the pith's line, bent by noise; some boards have a knot that pulls them round it.
  const ringPeriod = 6 + 8 * cell(id, 3, f.seed);
  const pith = w * (0.2 + 0.6 * cell(id, 7, f.seed)) + w * 0.6 * (noise(u / 900, 0.3, s + 3) - 0.5);
  const depth = 15 + 90 * cell(id, 8, f.seed);
  const slope = (0.04 + 0.1 * cell(id, 9, f.seed)) * (cell(id, 10, f.seed) < 0.5 ? -1 : 1);
  const along = depth + slope * (u - len * cell(id, 11, f.seed));
  let t =
    Math.sqrt((v - pith) ** 2 + along * along) / ringPeriod +
    1.4 * noise(u / 300, v / 120, s) +
    0.35 * noise(u / 50, v / 18, s + 1);
  const hasKnot = cell(id, 4, f.seed) < 0.18;
  let knot = 0;
  if (hasKnot) {
    const ku = (0.15 + 0.7 * cell(id, 5, f.seed)) * len;
    const kv = (0.25 + 0.5 * cell(id, 6, f.seed)) * w;
    const dx = (u - ku) / 3.2;
    const dy = v - kv;
    const d = Math.sqrt(dx * dx + dy * dy);
    t += 5 * Math.exp(-d / 12);
    knot = 1 - smooth(2.5, 6, d);
  }
  const ring = t - Math.floor(t);
  // Latewood: a dark band with a sharp outer edge, then the pale earlywood.
  const line = smooth(0.55, 0.9, ring) * (1 - smooth(0.94, 1, ring)) * (0.6 + 0.6 * noise(u / 200, t, s + 4));
  const ringFade = 1 / (1 + Math.pow(footprint / (ringPeriod * 0.35), 2));
  // Fibres: fine streaks along the board.
  const fibre = noise(u / 40, v / 0.9, s + 2) - 0.5;
  const fibreFade = 1 / (1 + Math.pow(footprint / 1.2, 2));
  const g = clamp01(0.6 * line * ringFade + 0.45 * knot + 0.3 * fibre * fibreFade + 0.08);

  // Seams: a dark joint where the boards meet, with a soft bevel beside it, as wide as at least a pixel.
  const edge = Math.min(u, len - u, v, w - v);
  const half = 0.8;
  const seamCover = edge < half + footprint / 2 ? clamp01((2 * half) / Math.max(footprint, 2 * half)) : 0;
  const bevel = 1 - 0.12 * (1 - smooth(0, 6, edge));

  for (let c = 0; c < 3; c++) {
    const wood = (base[c]! * (1 - g) + f.grain[c]! * g) * tone * bevel;
    out[c] = wood * (1 - seamCover) + f.seam[c]! * seamCover;
  }
  return out;
}

// ---- raster helpers ----------------------------------------------------------------------------

class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }
  /** Paints every pixel for which `paint` returns a colour (null keeps the pixel). */
  each(paint: (x: number, y: number) => Rgb | null, light?: (x: number, y: number) => number) {
    const { width, height, data } = this;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = paint(x + 0.5, y + 0.5);
        if (!c) continue;
        const k = light ? light(x + 0.5, y + 0.5) : 1;
        const i = (y * width + x) * 3;
        data[i] = Math.min(255, Math.max(0, Math.round(c[0] * k)));
        data[i + 1] = Math.min(255, Math.max(0, Math.round(c[1] * k)));
        data[i + 2] = Math.min(255, Math.max(0, Math.round(c[2] * k)));
      }
    }
  }
  fill(hex: string) {
    const c = rgb(hex);
    for (let i = 0; i < this.data.length; i += 3) this.data.set(c, i);
  }
}

/** A coverage mask (0–1 per pixel) rasterised from SVG shapes. */
async function mask(width: number, height: number, shapes: string): Promise<Float32Array> {
  const rgba = await sharp(Buffer.from(svgDoc(width, height, shapes)))
    .ensureAlpha()
    .raw()
    .toBuffer();
  const m = new Float32Array(width * height);
  for (let i = 0; i < m.length; i++) m[i] = rgba[i * 4 + 3]! / 255;
  return m;
}

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Encodes the raster, with SVG layers drawn over it, as a baseline JPEG master. */
async function jpeg(raster: Raster, overlay = ''): Promise<Buffer> {
  let image = sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } });
  if (overlay) {
    image = image.composite([
      { input: Buffer.from(svgDoc(raster.width, raster.height, overlay)), top: 0, left: 0 },
    ]);
  }
  return image.jpeg(JPEG).toBuffer();
}

/** A soft light: a bright pool around (cx, cy) (fractions of the picture) falling off to the corners. */
function falloff(width: number, height: number, cx: number, cy: number, strength: number) {
  const r = Math.hypot(width, height);
  return (x: number, y: number) => {
    const d = Math.hypot(x - cx * width, y - cy * height) / r;
    return 1 + strength * (0.5 - d * 1.2);
  };
}

// ---- scenes ------------------------------------------------------------------------------------

const floorOf = (look: Look, pattern: Exclude<Pattern, 'trim'>, seed: string, scale = 1): PreparedFloor =>
  prepare({
    look,
    pattern,
    width: (pattern === 'herringbone' ? 90 : 180) * scale,
    length: 1220 * scale,
    seed: hash(seed),
  });

/** The floor seen from above: `span` mm across the picture, herringbone turned 45°. */
function flat(raster: Raster, floor: PreparedFloor, span: number, light = 0.12) {
  const mm = span / raster.width;
  const turn = floor.pattern === 'herringbone';
  raster.each(
    (x, y) => {
      const fx = x * mm + 3000;
      const fy = y * mm + 3000;
      return turn
        ? woodAt(floor, (fx - fy) * Math.SQRT1_2, (fx + fy) * Math.SQRT1_2, mm)
        : woodAt(floor, fx, fy, mm);
    },
    falloff(raster.width, raster.height, 0.3, 0.2, light),
  );
}

/**
 * The floor in perspective from eye height: the camera 1.5 m up looking level, the horizon at `horizon`
 * (fraction of the height), the floor visible below `floorTop` (where the back wall stands). Boards run away
 * from the camera; a window's light falls on the floor at `sun` (fraction of the width) and the far floor
 * picks up a sheen.
 */
function perspective(
  raster: Raster,
  floor: PreparedFloor,
  opts: { horizon: number; floorTop: number; sun: number },
) {
  const { width, height } = raster;
  const f = width * 0.8;
  const eye = 1500;
  const yh = opts.horizon * height;
  const top = opts.floorTop * height;
  const turn = floor.pattern === 'herringbone';
  raster.each(
    (x, y) => {
      if (y < top) return null;
      const z = (f * eye) / (y - yh);
      const fx = ((x - width / 2) * z) / f + 5000;
      const fz = z;
      const footprint = (z * z) / (f * eye) + z / f;
      return turn
        ? woodAt(floor, (fx - fz) * Math.SQRT1_2, (fx + fz) * Math.SQRT1_2, footprint)
        : woodAt(floor, fz, fx, footprint);
    },
    (x, y) => {
      const z = (f * eye) / (y - yh);
      const fx = ((x - width / 2) * z) / f;
      const sx = (opts.sun - 0.5) * width * 6;
      const sunPool = Math.exp(-((fx - sx) ** 2) / (2 * 900 ** 2) - (z - 3600) ** 2 / (2 * 1400 ** 2));
      const sheen = smooth(top + height * 0.25, top, y) * 0.12;
      const vignette = 1 - 0.25 * ((x / width - 0.5) ** 2 * 2 + ((y - top) / (height - top)) ** 2 * 0.6);
      return (0.82 + 0.38 * sunPool + sheen) * vignette;
    },
  );
}

/** Back wall, window light, baseboard, sofa, side table and plant, over a floor from `floorTop` down. */
function livingRoom(width: number, height: number, floorTop: number, seed: string): string {
  const top = floorTop * height;
  const r = (n: number) => Math.round(n);
  const tint = ['#f1ece4', '#ece7df', '#efe9e0', '#e8e4dd'][hash(seed) % 4]!;
  const sofa = ['#5d6b73', '#7a6a5a', '#4f5d55', '#6c6f7d'][hash(seed + 's') % 4]!;
  const sx = width * 0.1;
  const sw = width * 0.42;
  const sy = top - height * 0.2;
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${tint}"/><stop offset="1" stop-color="#d9d3ca"/></linearGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf3f8"/><stop offset="1" stop-color="#fdfdfb"/></linearGradient>`,
    `<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${r(width / 90)}"/></filter></defs>`,
    `<rect width="${width}" height="${r(top)}" fill="url(#wall)"/>`,
    // window with its frame
    `<rect x="${r(width * 0.62)}" y="${r(height * 0.06)}" width="${r(width * 0.22)}" height="${r(top - height * 0.18)}" fill="url(#glass)" stroke="#ffffff" stroke-width="${r(width / 120)}"/>`,
    `<path d="M${r(width * 0.73)} ${r(height * 0.06)}v${r(top - height * 0.18)}M${r(width * 0.62)} ${r(height * 0.06 + (top - height * 0.18) / 2)}h${r(width * 0.22)}" stroke="#ffffff" stroke-width="${r(width / 200)}"/>`,
    // baseboard
    `<rect y="${r(top - height * 0.025)}" width="${width}" height="${r(height * 0.025)}" fill="#fbfaf7"/>`,
    `<rect y="${r(top)}" width="${width}" height="${r(height * 0.012)}" fill="#000" opacity="0.12"/>`,
    // sofa: shadow, back, seat, arms, legs
    `<ellipse cx="${r(sx + sw / 2)}" cy="${r(top + height * 0.11)}" rx="${r(sw * 0.55)}" ry="${r(height * 0.05)}" fill="#000" opacity="0.35" filter="url(#blur)"/>`,
    `<g fill="${sofa}"><rect x="${r(sx)}" y="${r(sy)}" width="${r(sw)}" height="${r(height * 0.2)}" rx="${r(width / 60)}"/>`,
    `<rect x="${r(sx - width * 0.02)}" y="${r(sy + height * 0.1)}" width="${r(sw + width * 0.04)}" height="${r(height * 0.14)}" rx="${r(width / 80)}"/></g>`,
    `<rect x="${r(sx)}" y="${r(sy + height * 0.1)}" width="${r(sw)}" height="${r(height * 0.03)}" fill="#fff" opacity="0.12"/>`,
    `<g fill="#2b2724"><rect x="${r(sx)}" y="${r(sy + height * 0.24)}" width="${r(width / 120)}" height="${r(height * 0.04)}"/><rect x="${r(sx + sw - width / 120)}" y="${r(sy + height * 0.24)}" width="${r(width / 120)}" height="${r(height * 0.04)}"/></g>`,
    // plant in a pot, with its shadow
    `<ellipse cx="${r(width * 0.9)}" cy="${r(top + height * 0.07)}" rx="${r(width * 0.045)}" ry="${r(height * 0.025)}" fill="#000" opacity="0.3" filter="url(#blur)"/>`,
    `<path d="M${r(width * 0.87)} ${r(top - height * 0.05)}h${r(width * 0.06)}l-${r(width * 0.008)} ${r(height * 0.12)}h-${r(width * 0.044)}z" fill="#c9b79f"/>`,
    `<g fill="#4f7347">${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = -60 + i * 24 + (hash(`${seed}${i}`) % 10);
        const cx = width * 0.9 + Math.sin((a * Math.PI) / 180) * width * 0.03;
        const cy = top - height * (0.12 + (i % 3) * 0.05);
        return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(width * 0.012)}" ry="${r(height * 0.07)}" transform="rotate(${a} ${r(cx)} ${r(cy)})"/>`;
      })
      .join('')}</g>`,
  ].join('');
}

async function roomPicture(width: number, height: number, floor: PreparedFloor, seed: string) {
  const raster = new Raster(width, height);
  perspective(raster, floor, { horizon: 0.32, floorTop: 0.56, sun: 0.7 });
  return jpeg(raster, livingRoom(width, height, 0.56, seed));
}

/** A trim piece's profile, wood-textured, over a sample of the floor it matches. */
async function trimPicture(size: number, look: Look, slug: string) {
  const raster = new Raster(size, size);
  raster.fill('#f4f1ec');
  const sampleTop = size * 0.58;
  const sample = floorOf(look, 'plank', `${slug}-sample`);
  const mm = 900 / size;
  raster.each(
    (x, y) => (y >= sampleTop ? woodAt(sample, x * mm + 2000, (y - sampleTop) * mm + 2000, mm) : null),
    (x, y) => 0.92 + 0.1 * (1 - (y - sampleTop) / size),
  );
  const y = size * 0.22;
  const len = size * 0.84;
  const x0 = size * 0.08;
  const k = size / 800;
  const path = slug.includes('nosing')
    ? `M${x0} ${y}h${len}v${46 * k}q0 ${26 * k} -${26 * k} ${26 * k}h-${len - 26 * k}z`
    : slug.includes('t-molding')
      ? `M${x0} ${y}h${len}v${22 * k}h-${len * 0.46}v${40 * k}h-${len * 0.08}v-${40 * k}h-${len * 0.46}z`
      : `M${x0} ${y + 70 * k}v-${70 * k}q${len} 0 ${len} ${70 * k}z`;
  const m = await mask(size, size, `<path d="${path}" fill="#000"/>`);
  const piece = floorOf(look, 'plank', `${slug}-piece`, 0.6);
  const shade = (py: number) => 1.08 - 0.3 * ((py - y) / (90 * k));
  const { data } = raster;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const a = m[py * size + px]!;
      if (a === 0) continue;
      const c = woodAt(piece, px * 1.2 + 300, 60 + (py - y) * 0.6, 0.8);
      const i = (py * size + px) * 3;
      for (let ch = 0; ch < 3; ch++)
        data[i + ch] = Math.round(data[i + ch]! * (1 - a) + Math.min(255, c[ch]! * shade(py)) * a);
    }
  }
  // The piece's shadow on the backdrop.
  const shadow = `<defs><filter id="s"><feGaussianBlur stdDeviation="${Math.round(10 * k)}"/></filter></defs><ellipse cx="${size / 2}" cy="${Math.round(y + 110 * k)}" rx="${Math.round(len * 0.5)}" ry="${Math.round(10 * k)}" fill="#000" opacity="0.18" filter="url(#s)"/>`;
  return jpeg(raster, shadow);
}

/** A staircase: wood treads with rounded nosings, white risers. */
async function stairsPicture(width: number, height: number, look: Look, seed: string) {
  const raster = new Raster(width, height);
  const floor = floorOf(look, 'plank', seed, 0.8);
  const steps = 5;
  const stepH = height / steps;
  const tread = stepH * 0.42;
  const mm = 1100 / width;
  raster.each(
    (x, y) => {
      const i = Math.floor(y / stepH);
      const inStep = y - i * stepH;
      const indent = (steps - 1 - i) * width * 0.07;
      if (x < indent) return rgb('#e9e5df');
      if (inStep < tread) {
        // the tread, seen at a low angle: compressed across, with a shaded nosing at its front edge
        return woodAt(floor, x * mm + i * 977, (inStep / tread) * 140 + i * 144 + 1000, mm * 1.8);
      }
      return rgb('#f7f6f3');
    },
    (x, y) => {
      const i = Math.floor(y / stepH);
      const inStep = y - i * stepH;
      if (inStep < tread) return 0.85 + 0.25 * (inStep / tread) - (inStep > tread * 0.85 ? 0.18 : 0);
      return 0.86 + 0.1 * ((inStep - tread) / (stepH - tread)) + 0.06 * (x / width);
    },
  );
  return jpeg(raster);
}

/** The showroom: sample boards on a dark wall under spots, a charcoal floor in perspective. */
async function showroomPicture(width: number, height: number, seed: string) {
  const raster = new Raster(width, height);
  const floorTop = 0.64;
  perspective(raster, floorOf(LOOKS.charcoal, 'plank', `${seed}-floor`), {
    horizon: 0.4,
    floorTop,
    sun: 0.5,
  });
  const names = Object.keys(LOOKS) as LookName[];
  const count = 7;
  const gap = width / (count + 1);
  const boardTop = height * 0.1;
  const boardH = height * 0.44;
  const samples = Array.from({ length: count }, (_, i) =>
    floorOf(LOOKS[names[(i * 3) % names.length]!], 'plank', `${seed}-${i}`, 0.9),
  );
  const mm = 600 / gap;
  raster.each(
    (x, y) => {
      if (y >= floorTop * height) return null;
      const i = Math.floor(x / gap - 0.6);
      const bx = gap * (i + 0.6);
      if (i >= 0 && i < count && x - bx < gap * 0.75 && y >= boardTop && y < boardTop + boardH) {
        return woodAt(samples[i]!, (y - boardTop) * mm + 500, (x - bx) * mm + 500, mm);
      }
      return rgb('#34302c');
    },
    (x, y) => {
      const i = Math.floor(x / gap - 0.6);
      const cx = gap * (i + 0.6) + gap * 0.375;
      const spot = Math.exp(
        -((x - cx) ** 2) / (2 * (gap * 0.45) ** 2) -
          (y - boardTop - boardH * 0.2) ** 2 / (2 * (height * 0.35) ** 2),
      );
      return 0.55 + 0.6 * spot;
    },
  );
  let hooks = '';
  for (let i = 0; i < count; i++) {
    const bx = gap * (i + 0.6);
    hooks += `<rect x="${Math.round(bx + gap * 0.375 - 2)}" y="${Math.round(height * 0.04)}" width="4" height="${Math.round(height * 0.06)}" fill="#8a8580"/>`;
    hooks += `<rect x="${Math.round(bx)}" y="${Math.round(boardTop + boardH)}" width="${Math.round(gap * 0.75)}" height="${Math.round(height * 0.012)}" fill="#000" opacity="0.35"/>`;
  }
  const base = `<rect y="${Math.round(floorTop * height - height * 0.02)}" width="${width}" height="${Math.round(height * 0.02)}" fill="#1f1d1b"/>`;
  return jpeg(raster, hooks + base);
}

/** Our warehouse: racks of boxed flooring over a sealed oak floor. */
async function warehousePicture(width: number, height: number, seed: string) {
  const raster = new Raster(width, height);
  const floorTop = 0.82;
  raster.fill('#d9d4cc');
  perspective(raster, floorOf(LOOKS.naturalOak, 'plank', `${seed}-floor`), {
    horizon: 0.5,
    floorTop,
    sun: 0.3,
  });
  const r = (n: number) => Math.round(n);
  const names = Object.keys(LOOKS) as LookName[];
  let racks = `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e2db"/><stop offset="1" stop-color="#c9c3b9"/></linearGradient></defs><rect width="${width}" height="${r(floorTop * height)}" fill="url(#w)"/>`;
  let n = 0;
  for (let rack = 0; rack < 4; rack++) {
    const rx = width * 0.025 + rack * width * 0.247;
    const rw = width * 0.22;
    racks += `<g fill="#2d5d8a"><rect x="${r(rx)}" y="${r(height * 0.06)}" width="${r(width * 0.009)}" height="${r(height * 0.78)}"/><rect x="${r(rx + rw)}" y="${r(height * 0.06)}" width="${r(width * 0.009)}" height="${r(height * 0.78)}"/></g>`;
    for (let shelf = 0; shelf < 3; shelf++) {
      const sy = height * (0.28 + shelf * 0.25);
      racks += `<rect x="${r(rx)}" y="${r(sy)}" width="${r(rw + width * 0.009)}" height="${r(height * 0.017)}" fill="#e07b28"/>`;
      for (let b = 0; b < 5; b++) {
        const look = LOOKS[names[(hash(`${seed}${n++}`) >>> 3) % names.length]!];
        const h = height * (0.1 + 0.08 * ((hash(`${seed}h${n}`) % 100) / 100));
        const bx = rx + width * 0.012 + b * rw * 0.195;
        const bw = rw * 0.18;
        racks += `<rect x="${r(bx)}" y="${r(sy - h)}" width="${r(bw)}" height="${r(h)}" fill="#c9a97c" stroke="#8b6f4a"/><rect x="${r(bx + bw * 0.1)}" y="${r(sy - h + height * 0.01)}" width="${r(bw * 0.8)}" height="${r(height * 0.023)}" fill="${look.boards[0]}"/><rect x="${r(bx)}" y="${r(sy - h)}" width="${r(bw * 0.25)}" height="${r(h)}" fill="#000" opacity="0.08"/>`;
      }
    }
  }
  return jpeg(raster, racks);
}

async function flatPicture(width: number, height: number, floor: PreparedFloor, span: number) {
  const raster = new Raster(width, height);
  flat(raster, floor, span);
  return jpeg(raster);
}

// ---- files -------------------------------------------------------------------------------------

const jobs: Array<[name: string, make: () => Promise<Buffer> | Buffer]> = [];
const put = (name: string, make: () => Promise<Buffer> | Buffer) => jobs.push([name, make]);
const file = (url: string) => url.replace(/^\/media\//, '');

for (const art of productArt) {
  const look = LOOKS[art.look];
  const pattern = art.pattern === 'trim' ? 'plank' : art.pattern;
  if (art.pattern === 'trim') put(`${art.slug}.jpg`, () => trimPicture(1000, look, art.slug));
  else put(`${art.slug}.jpg`, () => flatPicture(1000, 1000, floorOf(look, pattern, art.slug), 1500));
  put(`${art.slug}-room.jpg`, () =>
    roomPicture(1500, 1000, floorOf(look, pattern, `${art.slug}-room`), art.slug),
  );
  put(`${art.slug}-detail.jpg`, () =>
    flatPicture(
      1000,
      1000,
      floorOf(look, pattern, `${art.slug}-detail`),
      pattern === 'herringbone' ? 700 : 420,
    ),
  );
}

const banners: Record<string, () => Promise<Buffer>> = {
  '/media/banner-living-room.jpg': () =>
    roomPicture(1600, 700, floorOf(LOOKS.naturalOak, 'plank', 'banner-living-room'), 'banner-living-room'),
  '/media/banner-showroom.jpg': () => showroomPicture(1600, 700, 'banner-showroom'),
  '/media/banner-herringbone.jpg': async () => {
    const raster = new Raster(1600, 700);
    perspective(raster, floorOf(LOOKS.greige, 'herringbone', 'banner-herringbone'), {
      horizon: -0.6,
      floorTop: 0,
      sun: 0.35,
    });
    return jpeg(raster);
  },
};
for (const banner of home.banner) {
  const make = banners[String(banner.image)];
  if (!make) throw new Error(`No art for ${String(banner.image)}`);
  put(file(String(banner.image)), make);
}
put('showroom-poster.jpg', () => showroomPicture(1280, 720, 'showroom-poster'));
put(file(about.image), () => warehousePicture(1600, 600, 'about-banner'));

const categoryArt: Record<string, () => Promise<Buffer>> = {
  '/media/category-spc.jpg': () =>
    flatPicture(800, 600, floorOf(LOOKS.naturalOak, 'plank', 'category-spc'), 1400),
  '/media/category-lvt.jpg': () =>
    flatPicture(800, 600, floorOf(LOOKS.chestnut, 'plank', 'category-lvt', 0.8), 1300),
  '/media/category-herringbone.jpg': () =>
    flatPicture(800, 600, floorOf(LOOKS.greige, 'herringbone', 'category-herringbone'), 1300),
  '/media/category-trims.jpg': () => stairsPicture(800, 600, LOOKS.walnut, 'category-trims'),
};
for (const c of categories) {
  const make = categoryArt[c.image];
  if (!make) throw new Error(`No art for ${c.image}`);
  put(file(c.image), make);
}

// Testimonial avatars 200×200: initials on a colour (SVG).
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
  put(file(String(t.image)), () =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"><title>${name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><circle cx="100" cy="100" r="100" fill="${colour}"/><text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="76" font-weight="600" fill="#ffffff">${initials}</text></svg>\n`,
    ),
  );
}

// ---- write -------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
const only = process.argv[2];
const names = new Set(jobs.map(([name]) => name));
// Remove pictures this script made before but no longer makes (the folder's video is not ours).
if (!only) {
  for (const existing of readdirSync(OUT)) {
    if (/\.(svg|jpg)$/.test(existing) && !names.has(existing)) rmSync(join(OUT, existing));
  }
}
let total = 0;
for (const [name, make] of jobs) {
  if (only && !name.includes(only)) continue;
  const bytes = await make();
  total += bytes.length;
  writeFileSync(join(OUT, name), bytes);
}
console.log(`public/media: ${names.size} pictures, ${(total / 1024).toFixed(0)} KB`);
if (total > MAX_TOTAL_BYTES) {
  console.error(`Over the ${MAX_TOTAL_BYTES} B budget for demo media`);
  process.exit(1);
}
