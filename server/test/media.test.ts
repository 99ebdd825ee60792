// /media/<file>?w=: scaled pictures in the accepted format, an on-disk cache, refusals as status-0 JSON.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '../../src/contract/media';
import { MEDIA_CACHE_CONTROL, MEDIA_MESSAGES } from '../http/media';
import { testShop, type TestShop } from './support';

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,image/*,*/*;q=0.8';
const OLD = 'image/*,*/*;q=0.8';

/** A 3000×2000 camera-like photo of about 3 MB: smooth shapes plus sensor noise, saved at quality 92. */
async function ownerPhoto(): Promise<Buffer> {
  const gaussian = (width: number, height: number, sigma: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const shapes = await gaussian(750, 500, 60).blur(1.2).png().toBuffer();
  const pixels = await sharp(shapes).resize(3000, 2000, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await gaussian(3000, 2000, 16).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + grain[i]! - 128));
  return sharp(pixels, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('/media resizing', () => {
  let t: TestShop;
  let dir: string;
  let cacheDir: string;
  let photoBytes: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-'));
    cacheDir = join(dir, 'cache');
    const photo = await ownerPhoto();
    photoBytes = photo.length;
    writeFileSync(join(dir, 'upload.jpg'), photo);
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    writeFileSync(join(dir, 'broken.jpg'), Buffer.from('not a jpeg at all'));
    writeFileSync(
      join(dir, 'huge.png'),
      // 10 000 × 6 000 px: over the pixel limit, though tiny on disk.
      await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    t = await testShop({ mediaDirs: [dir, 'public/media'], mediaCacheDir: cacheDir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (path: string, accept = OLD, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { accept, ...headers } });

  it("scales an owner's 3 MB photo down to a phone's width: small, in the accepted format", async () => {
    expect(photoBytes).toBeGreaterThan(2_500_000);
    for (const [accept, type] of [
      [AVIF, 'image/avif'],
      [WEBP, 'image/webp'],
      [OLD, 'image/jpeg'],
    ] as const) {
      const res = await get('/media/upload.jpg?w=640', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('vary')).toMatch(/Accept/);
      expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      // A phone's 640 px picture: about 60 KB or less, whatever the original weighs.
      expect(body.length).toBeLessThan(60_000);
      const meta = await sharp(body).metadata();
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(427);
      expect(meta.format).toBe(type === 'image/avif' ? 'heif' : type.slice(6));
    }
  });

  it('serves the second request from the disk cache, and 304 to a matching If-None-Match', async () => {
    const first = await get('/media/coastal-oak-spc.jpg?w=320', WEBP);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-media-cache')).toBe('miss');
    const again = await get('/media/coastal-oak-spc.jpg?w=320', WEBP);
    expect(again.headers.get('x-media-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const files = readdirSync(cacheDir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.webp')).length).toBeGreaterThan(0);
    expect(files.some((f) => f.endsWith('.part'))).toBe(false);
    const etag = again.headers.get('etag')!;
    const notModified = await get('/media/coastal-oak-spc.jpg?w=320', WEBP, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    // Another format is another entry.
    expect((await get('/media/coastal-oak-spc.jpg?w=320', OLD)).headers.get('etag')).not.toBe(etag);
  });

  it('resizes once for concurrent identical requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/media/coastal-oak-spc-room.jpg?w=480', AVIF)),
    );
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    // One request made it; the others waited for that one (X-Media-Cache: shared).
    expect(answers.map((r) => r.headers.get('x-media-cache')).sort()).toEqual([
      'miss',
      ...Array<string>(5).fill('shared'),
    ]);
    expect((await get('/media/coastal-oak-spc-room.jpg?w=480', AVIF)).headers.get('x-media-cache')).toBe(
      'hit',
    );
  });

  it('never enlarges: a width over the original answers the original size', async () => {
    const res = await get('/media/category-spc.jpg?w=1600');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('refuses widths outside the list with 400 and a message', async () => {
    for (const w of ['500', '0', '-1', 'abc', '', '99999999', '640.5']) {
      const res = await get(`/media/upload.jpg?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(await res.json()).toEqual({ status: 0, message: MEDIA_MESSAGES.badWidth, data: null });
    }
    expect(MEDIA_MESSAGES.badWidth).toContain(MEDIA_WIDTHS.join(', '));
  });

  it('never reads outside the media folders', async () => {
    for (const path of [
      '/media/..%2Fpackage.json?w=320',
      '/media/..%2F..%2Fetc%2Fpasswd.jpg?w=320',
      '/media/%2e%2e/cache/x.jpg?w=320',
      '/media/%252e%252e%252fpackage.jpg?w=320',
      '/media/..%5Cupload.jpg?w=320',
    ]) {
      const res = await get(path);
      expect([400, 404], path).toContain(res.status);
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/^image\//);
    }
  });

  it('answers broken and oversized pictures with a message, never a 500', async () => {
    const broken = await get('/media/broken.jpg?w=320');
    expect(broken.status).toBe(422);
    expect(await broken.json()).toEqual({ status: 0, message: MEDIA_MESSAGES.unreadable, data: null });
    const huge = await get('/media/huge.png?w=320');
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ status: 0, message: MEDIA_MESSAGES.tooLarge, data: null });
    expect((await get('/media/missing.jpg?w=320')).status).toBe(404);
  });

  it('still answers when the cache cannot be written', async () => {
    // The cache "folder" is a file: every write fails; the picture is made and sent all the same.
    const broken = await testShop({ mediaDirs: [dir], mediaCacheDir: join(dir, 'upload.jpg') });
    const res = await broken.app.request('/media/upload.jpg?w=160', { headers: { accept: WEBP } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(broken.logger.lines.some((l) => l.msg === 'media cache not written')).toBe(true);
  });

  it('passes SVG through untouched and serves originals without w', async () => {
    const svg = await get('/media/logo.svg?w=320');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const original = await get('/media/upload.jpg', AVIF);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(original.headers.get('content-length'))).toBe(photoBytes);
  });
});
