// Uploads with the embedded PGlite (main.ts: DATA_DIR/uploads): the bytes go to the directory, the row has
// none, and everything is served as with PostgreSQL (originals, ranges, `?w=`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { mediaFiles } from '../db/schema';
import { ownerShop } from './admin-support';

const dir = mkdtempSync(join(tmpdir(), 'uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ctx = ownerShop(undefined, { mediaUploadsDir: dir });

it('keeps the bytes in the directory and serves them as from the database', async () => {
  await ctx.admin.signIn();
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8b5a2b' } })
    .jpeg()
    .toBuffer();
  const up = await ctx.admin.upload(photo, 'image/jpeg', 'floor.jpg');
  expect(up.status, up.body.message).toBe(200);
  const name = String(up.body.data.url).split('/').pop()!;
  expect(existsSync(join(dir, name))).toBe(true);
  const [row] = await ctx.shop.database.db.select().from(mediaFiles).where(eq(mediaFiles.name, name));
  expect(row).toMatchObject({ bytes: null, size: up.body.data.bytes, contentType: 'image/jpeg' });

  const whole = await ctx.shop.app.request(up.body.data.url);
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(readFileSync(join(dir, name)));
  const part = await ctx.shop.app.request(up.body.data.url, { headers: { range: 'bytes=2-5' } });
  expect(part.status).toBe(206);
  expect(Buffer.from(await part.arrayBuffer())).toEqual(readFileSync(join(dir, name)).subarray(2, 6));
  const small = await ctx.shop.app.request(`${up.body.data.url}?w=160`, {
    headers: { accept: 'image/webp' },
  });
  expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(160);
  // The same file again: the same name, still one file.
  expect((await ctx.admin.upload(photo, 'image/jpeg')).body.data.url).toBe(up.body.data.url);
});
