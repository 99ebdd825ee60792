// /media/<file>?w=<width>: pictures scaled down through sharp, in the best format the browser accepts, kept in
// an on-disk cache (issue 9; the contract is src/contract/media.ts, the decisions docs/performance.md "Images").
// Without `w`, or for SVG and video, the original file is served as it is (by the static handler after this).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import sharp from 'sharp';
import { failEnvelope } from '../../src/contract/envelope';
import { MEDIA_WIDTHS, MEDIA_WIDTH_PARAM, RESIZABLE_MEDIA } from '../../src/contract/media';
import { errorFields, type Logger } from '../log';

/** How long browsers and proxies keep a picture: a day, then a week of serving it stale while revalidating. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Sources larger than this many pixels are refused (a decompression bomb costs memory, not bytes). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Bump when the encoding settings change: cached files of the old settings are then never read. */
const RECIPE = 'v1 avif q50 e2 | webp q78 | jpeg q78 mozjpeg';

type Format = 'avif' | 'webp' | 'jpeg' | 'png';
const TYPES: Record<Format, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const MEDIA_MESSAGES = {
  badWidth: `Image width must be one of ${MEDIA_WIDTHS.join(', ')}.`,
  tooLarge: 'This image is too large to resize.',
  unreadable: 'This image could not be read.',
} as const;

export interface MediaOptions {
  /** Where originals are looked up, in order. */
  dirs: string[];
  /** On-disk cache of resized pictures; null: resize on every request (still once per concurrent burst). */
  cacheDir: string | null;
  logger: Logger;
  /** Resizes that may run at once (each holds a core); the others queue. Default 2. */
  concurrency?: number;
}

/** The format to answer in: AVIF, then WebP when the browser says it accepts them; else JPEG (PNG for alpha). */
export function negotiate(accept: string | undefined, hasAlpha: boolean): Format {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** The file under one of `dirs` that `name` (already URL-decoded) names, or null (never outside them). */
async function locate(
  dirs: string[],
  name: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
    return null;
  }
  for (const dir of dirs) {
    const path = resolve(dir, name);
    const inside = relative(dir, path);
    if (inside.startsWith('..') || inside.startsWith(sep) || inside === '') continue;
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}

class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

class MediaError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A Hono handler for GET /media/*: answers `?w=` requests for raster pictures and hands everything else to
 * `next` (the static files).
 */
export function resizedMedia(options: MediaOptions) {
  const dirs = options.dirs.map((d) => resolve(d));
  const cacheDir = options.cacheDir ? resolve(options.cacheDir) : null;
  const inFlight = new Map<string, Promise<Buffer>>();
  const slots = new Semaphore(options.concurrency ?? 2);

  const make = async (source: string, width: number, format: Format): Promise<Buffer> => {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // honour the camera's orientation, then drop the metadata
      .resize({ width, withoutEnlargement: true });
    if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
    if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
    if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
    return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  };

  const resized = async (
    file: { path: string; size: number; mtimeMs: number },
    width: number,
    accept: string | undefined,
  ): Promise<{ body: Buffer; format: Format; etag: string; cache: 'hit' | 'miss' | 'shared' }> => {
    let hasAlpha = false;
    if (!/\.jpe?g$/i.test(file.path)) {
      const meta = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
        .metadata()
        .catch(() => null);
      hasAlpha = Boolean(meta?.hasAlpha);
    }
    const format = negotiate(accept, hasAlpha);
    // The key changes when the original changes (size, time) or the recipe does.
    const key = createHash('sha256')
      .update(`${RECIPE}\0${file.path}\0${file.size}\0${file.mtimeMs}\0${width}\0${format}`)
      .digest('hex')
      .slice(0, 32);
    const etag = `"${key}"`;
    const cached = cacheDir ? join(cacheDir, key.slice(0, 2), `${key}.${format}`) : null;
    if (cached) {
      const body = await readFile(cached).catch(() => null);
      if (body) return { body, format, etag, cache: 'hit' };
    }
    let job = inFlight.get(key);
    const shared = job !== undefined;
    if (!job) {
      job = slots
        .run(() => make(file.path, width, format))
        .then(async (body) => {
          if (cached) {
            // Write beside, then rename: a reader never sees half a file. A cache that cannot be written
            // (disk full, read-only) costs a resize per request, not the answer.
            const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
            try {
              await mkdir(join(cacheDir!, key.slice(0, 2)), { recursive: true });
              await writeFile(partial, body);
              await rename(partial, cached);
            } catch (error) {
              await rm(partial, { force: true }).catch(() => undefined);
              options.logger.warn('media cache not written', { file: cached, ...errorFields(error) });
            }
          }
          return body;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return { body: await job, format, etag, cache: shared ? 'shared' : 'miss' };
  };

  return async (c: Context, next: () => Promise<void>) => {
    const width = c.req.query(MEDIA_WIDTH_PARAM);
    if (width === undefined) return next();
    let name: string;
    try {
      name = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    } catch {
      return c.json(failEnvelope('Not found'), 404);
    }
    if (!RESIZABLE_MEDIA.test(name)) return next();
    try {
      if (!/^\d{1,5}$/.test(width) || !(MEDIA_WIDTHS as readonly number[]).includes(Number(width))) {
        throw new MediaError(400, MEDIA_MESSAGES.badWidth);
      }
      const file = await locate(dirs, name);
      if (!file) throw new MediaError(404, 'Not found');
      const result = await resized(file, Number(width), c.req.header('accept'));
      c.header('Vary', 'Accept');
      c.header('Cache-Control', MEDIA_CACHE_CONTROL);
      c.header('ETag', result.etag);
      c.header('X-Media-Cache', result.cache);
      if (c.req.header('if-none-match') === result.etag) return c.body(null, 304);
      c.header('Content-Type', TYPES[result.format]);
      c.header('Content-Length', String(result.body.length));
      return c.body(new Uint8Array(result.body), 200);
    } catch (error) {
      if (error instanceof MediaError) return c.json(failEnvelope(error.message), error.status);
      const message = error instanceof Error ? error.message : '';
      const tooLarge = /pixel limit/i.test(message);
      options.logger.warn('media resize failed', { path: c.req.path, width, ...errorFields(error) });
      return c.json(
        failEnvelope(tooLarge ? MEDIA_MESSAGES.tooLarge : MEDIA_MESSAGES.unreadable),
        tooLarge ? 413 : 422,
      );
    }
  };
}
