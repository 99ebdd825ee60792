// The back office's uploads (server/admin/media.ts, served by server/http/media.ts): checked by their bytes,
// pictures turned upright, scaled down and stripped of their metadata, kept in the database under their
// content's hash, served for ever-caching (ranges for video, `?w=` through the resizer), audited once; a
// product's gallery saved in order. Refusals are status-0 JSON with the contract's messages.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOAD_MESSAGES } from '../../src/contract/admin-media';
import { OWNER_MESSAGES } from '../services/accounts';
import { STORED_MEDIA_CACHE_CONTROL } from '../http/media';
import { seedCatalogue, demoCatalogue } from '../db/seed';
import { products as fixtureProducts } from '../../fixtures';
import { ownerShop } from './admin-support';

// Other test files read the catalogue and the home and About pages as the fixtures have them.
const ctx = ownerShop((s) =>
  seedCatalogue(s.database.db, demoCatalogue, { force: true, catalog: s.shop.catalog }),
);

/** A 3000×1500 JPEG that says where it was taken, stored sideways (EXIF orientation 6: turn 90° clockwise). */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#a0522d' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Owner', ImageDescription: 'Warehouse' } } })
    .toBuffer();
/** The first bytes of an MP4 (an ISO base media "ftyp" box), then filler: enough for the type check. */
const mp4 = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]);
  for (let i = 12; i < bytes.length; i++) bytes[i] = i % 251;
  return bytes;
};
const get = (path: string, headers: Record<string, string> = {}) => ctx.shop.app.request(path, { headers });

describe('uploads', () => {
  it('stores a picture upright, scaled down and without its metadata, served for ever and resized on demand', async () => {
    await ctx.admin.signIn();
    const photo = await phonePhoto();
    const up = await ctx.admin.upload(photo, 'image/jpeg', 'IMG_0001.jpg');
    expect(up.status, up.body.message).toBe(200);
    expect(up.body.message).toBe(UPLOAD_MESSAGES.uploaded);
    const { url, kind, width, height } = up.body.data;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(kind).toBe('Image');
    // Turned upright (portrait now), the longer side brought down to the cap.
    expect({ width, height }).toEqual({ width: UPLOAD_MAX_SIDE / 2, height: UPLOAD_MAX_SIDE });

    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(STORED_MEDIA_CACHE_CONTROL);
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ w: served.width, h: served.height, exif: served.exif, o: served.orientation }).toEqual({
      w: 1200,
      h: 2400,
      exif: undefined,
      o: undefined,
    });
    expect((await get(url, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);

    const small = await get(`${url}?w=320`, { accept: 'image/webp,*/*' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect((await get(`${url}?w=321`)).status).toBe(400);

    const entries = (await ctx.admin.call('adminAudit', { entity: 'media' })).body.data.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'upload', entity_id: url.split('/').pop() });
    expect(entries[0].after).toMatchObject({ url, original_name: 'IMG_0001.jpg' });

    // The same file again is the same file: same URL, no second entry.
    expect((await ctx.admin.upload(photo, 'image/jpeg', 'copy.jpg')).body.data.url).toBe(url);
    expect((await ctx.admin.call('adminAudit', { entity: 'media' })).body.data.entries).toHaveLength(1);
  });

  it('serves a video with byte ranges', async () => {
    await ctx.admin.signIn();
    const video = mp4();
    const up = await ctx.admin.upload(video, 'video/mp4', 'tour.mp4');
    expect(up.status, up.body.message).toBe(200);
    expect(up.body.data).toMatchObject({ kind: 'Video', bytes: video.length, width: null, height: null });
    const { url } = up.body.data;
    const whole = await get(url);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);
    const part = await get(url, { range: 'bytes=100-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-109/${video.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...video.subarray(100, 110)]);
    const tail = await get(url, { range: 'bytes=-5' });
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([...video.subarray(-5)]);
    expect((await get(url, { range: 'bytes=5000-' })).status).toBe(416);
  });

  it('refuses what is not the picture or video it says, too large, empty or of another type', async () => {
    await ctx.admin.signIn();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const cases: [Uint8Array, string, number, string][] = [
      [png, 'image/jpeg', 422, UPLOAD_MESSAGES.unreadable],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 415, UPLOAD_MESSAGES.type],
      [Buffer.from('just text, not a film'), 'video/mp4', 422, UPLOAD_MESSAGES.unreadable],
      [new Uint8Array(0), 'image/png', 400, UPLOAD_MESSAGES.empty],
      [new Uint8Array(UPLOAD_MAX_BYTES.Image + 1), 'image/png', 413, UPLOAD_MESSAGES.tooLarge('Image')],
      [new Uint8Array(UPLOAD_MAX_BYTES.Video + 1), 'video/mp4', 413, UPLOAD_MESSAGES.tooLarge('Video')],
    ];
    for (const [bytes, type, status, message] of cases) {
      const res = await ctx.admin.upload(bytes, type);
      expect({ type, status: res.status, message: res.body.message, s: res.body.status }).toEqual({
        type,
        status,
        message,
        s: 0,
      });
    }
    const png8 = await ctx.admin.upload(png, 'image/png', 'dot.png');
    expect(png8.status).toBe(200);
    expect((await ctx.admin.call('adminAudit', { entity: 'media' })).body.data.entries).toHaveLength(1);
  });

  it('lets only a signed-in owner upload, with the anti-forgery token', async () => {
    const photo = await phonePhoto();
    const anonymous = await ctx.admin.upload(photo, 'image/jpeg');
    expect([anonymous.status, anonymous.body.message]).toEqual([401, OWNER_MESSAGES.signIn]);
    const shopper = ctx.shop.client();
    await shopper.signUp();
    const asShopper = await ctx.admin.upload(photo, 'image/jpeg', 'x.jpg', { auth_key: shopper.authKey! });
    expect([asShopper.status, asShopper.body.message]).toEqual([403, OWNER_MESSAGES.ownersOnly]);
    await ctx.admin.signIn();
    const forged = await ctx.admin.upload(photo, 'image/jpeg', 'x.jpg', { 'X-XSRF-TOKEN': 'forged' });
    expect(forged.status).toBe(403);
    expect((await get('/media/uploads/0123456789abcdef0123456789abcdef.jpg')).status).toBe(404);
  });
});

describe("a product's gallery", () => {
  const fixture = fixtureProducts[0]!;
  const id = Number(fixture.product_id);

  it('is saved in its order, the shopper’s next read has it, and a save without it leaves it', async () => {
    await ctx.admin.signIn();
    const product = (await ctx.admin.call('adminProduct', { id })).body.data;
    expect(product.media.length).toBeGreaterThan(0);
    const picture = (await ctx.admin.upload(await phonePhoto(), 'image/jpeg')).body.data.url;
    const media = [
      { type: 'Youtube', file: '', video: '', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      { type: 'Image', file: picture, video: '', video_url: '' },
      product.media[0],
    ];
    const client = ctx.shop.client();
    await client.ok('productDetails', { slug: product.slug }); // cached now
    const saved = await ctx.admin.call('adminSaveProduct', { ...product, media });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.media).toEqual(media);
    const fresh = await client.ok('productDetails', { slug: product.slug });
    expect(fresh.product_image.map((m) => [m.type, m.file || m.video_url])).toEqual(
      media.map((m) => [m.type, m.file || m.video_url]),
    );
    const { media: _, ...withoutMedia } = product;
    // Saved again from the form as the first save left it (its version).
    const { version } = saved.body.data;
    const again = await ctx.admin.call('adminSaveProduct', { ...withoutMedia, title: 'Renamed', version });
    expect(again.body.data.media).toEqual(media);
  });

  it('refuses an item without its file or link, by the field’s message', async () => {
    await ctx.admin.signIn();
    const product = (await ctx.admin.call('adminProduct', { id })).body.data;
    const bad = await ctx.admin.call('adminSaveProduct', {
      ...product,
      media: [{ type: 'Youtube', file: '', video: '', video_url: 'https://example.com/watch?v=abcdefgh' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Enter a YouTube link, like https://www.youtube.com/watch?v=…');
  });
});
