// /media/<file>?w=<width>: pictures scaled down through sharp, in the best format the browser accepts, kept in
// an on-disk cache (the contract is src/contract/media.ts, the decisions docs/performance.md "Images").
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

/** Where a picture to resize comes from: a file under the media dirs, or an upload in the database. */
export interface MediaSource {
  /** Changes whenever the picture does: part of the cache key. */
  identity: string;
  /** The picture's bytes, or its path. */
  input(): Promise<string | Buffer>;
  hasAlpha(): Promise<boolean>;
}

export type Resizer = ReturnType<typeof createResizer>;

/**
 * Scales pictures down, once per concurrent burst, `concurrency` at a time, keeping the results in
 * `cacheDir`. Shared by the file handler and the uploads' handler, so the two share the cores' slots.
 */
export function createResizer(options: Pick<MediaOptions, 'cacheDir' | 'logger' | 'concurrency'>) {
  const cacheDir = options.cacheDir ? resolve(options.cacheDir) : null;
  const inFlight = new Map<string, Promise<Buffer>>();
  const slots = new Semaphore(options.concurrency ?? 2);

  const make = async (source: string | Buffer, width: number, format: Format): Promise<Buffer> => {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // honour the camera's orientation, then drop the metadata
      .resize({ width, withoutEnlargement: true });
    if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
    if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
    if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
    return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  };

  const resized = async (
    source: MediaSource,
    width: number,
    accept: string | undefined,
  ): Promise<{ body: Buffer; format: Format; etag: string; cache: 'hit' | 'miss' | 'shared' }> => {
    const format = negotiate(accept, await source.hasAlpha());
    // The key changes when the original changes (its identity) or the recipe does.
    const key = createHash('sha256')
      .update(`${RECIPE}\0${source.identity}\0${width}\0${format}`)
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
        .run(async () => make(await source.input(), width, format))
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

  /** The answer to `?w=` for `source` (null: not found), errors as the envelope. */
  const answer = async (c: Context, source: MediaSource | null, width: string): Promise<Response> => {
    try {
      if (!/^\d{1,5}$/.test(width) || !(MEDIA_WIDTHS as readonly number[]).includes(Number(width))) {
        throw new MediaError(400, MEDIA_MESSAGES.badWidth);
      }
      if (!source) throw new MediaError(404, 'Not found');
      const result = await resized(source, Number(width), c.req.header('accept'));
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
  return { resized, answer };
}

/** The name after /media/ (URL-decoded), or null when it cannot be decoded. */
function mediaName(c: Context, prefix = '/media/'): string | null {
  try {
    return decodeURIComponent(c.req.path.slice(prefix.length));
  } catch {
    return null;
  }
}

/**
 * A Hono handler for GET /media/*: answers `?w=` requests for raster pictures and hands everything else to
 * `next` (the static files).
 */
export function resizedMedia(options: MediaOptions & { resizer?: Resizer }) {
  const dirs = options.dirs.map((d) => resolve(d));
  const resizer = options.resizer ?? createResizer(options);
  return async (c: Context, next: () => Promise<void>) => {
    const width = c.req.query(MEDIA_WIDTH_PARAM);
    if (width === undefined) return next();
    const name = mediaName(c);
    if (name === null) return c.json(failEnvelope('Not found'), 404);
    if (!RESIZABLE_MEDIA.test(name)) return next();
    const file = await locate(dirs, name);
    const source: MediaSource | null = file && {
      identity: `${file.path}\0${file.size}\0${file.mtimeMs}`,
      input: async () => file.path,
      hasAlpha: async () => {
        if (/\.jpe?g$/i.test(file.path)) return false;
        const meta = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
          .metadata()
          .catch(() => null);
        return Boolean(meta?.hasAlpha);
      },
    };
    return resizer.answer(c, source, width);
  };
}

/** What the uploads' handler reads from the database (server/admin/media.ts). */
export interface StoredMediaStore {
  info(name: string): Promise<{ contentType: string; size: number; hasAlpha: boolean } | null>;
  /** The bytes, or the bytes from `start` (0-based) for `length`. */
  bytes(name: string, range?: { start: number; length: number }): Promise<Buffer | null>;
}

/** Uploaded files never change (their name is their hash): browsers keep them for a year. */
export const STORED_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A single `bytes=a-b` range of `size` bytes, 'whole' without one, or null when it cannot be served. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'whole' | null {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * A Hono handler for GET /media/uploads/*: the owner's uploads from the database. The original with its
 * type (ranges too, for video seeking), or with `?w=` a picture scaled down through the shared resizer.
 */
export function storedMedia(options: { store: StoredMediaStore; resizer: Resizer }) {
  return async (c: Context) => {
    const name = mediaName(c, '/media/uploads/');
    if (name === null || !/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(name))
      return c.json(failEnvelope('Not found'), 404);
    const info = await options.store.info(name);
    const width = c.req.query(MEDIA_WIDTH_PARAM);
    if (width !== undefined && RESIZABLE_MEDIA.test(name)) {
      const source: MediaSource | null = info && {
        identity: `upload:${name}`,
        input: async () => {
          const bytes = await options.store.bytes(name);
          if (!bytes) throw new MediaError(404, 'Not found');
          return bytes;
        },
        hasAlpha: async () => info.hasAlpha,
      };
      return options.resizer.answer(c, source, width);
    }
    if (!info) return c.json(failEnvelope('Not found'), 404);
    const etag = `"${name.split('.')[0]}"`;
    c.header('Cache-Control', STORED_MEDIA_CACHE_CONTROL);
    c.header('ETag', etag);
    c.header('Accept-Ranges', 'bytes');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', info.contentType);
    const range = byteRange(c.req.header('range'), info.size);
    if (range === null) {
      c.header('Content-Range', `bytes */${info.size}`);
      return c.body(null, 416);
    }
    const part = range === 'whole' ? undefined : { start: range.start, length: range.end - range.start + 1 };
    const body = await options.store.bytes(name, part);
    if (!body) return c.json(failEnvelope('Not found'), 404);
    c.header('Content-Length', String(body.length));
    if (range === 'whole') return c.body(new Uint8Array(body), 200);
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    return c.body(new Uint8Array(body), 206);
  };
}
