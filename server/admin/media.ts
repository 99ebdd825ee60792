// Uploaded media (docs/admin.md "Media"): the owner's pictures and video files, checked by their bytes (not
// by the name or the type the browser claims), kept in the database (media_files) so that every instance
// sharing it serves them (with the embedded PGlite, one process, the bytes are in DATA_DIR/uploads), and named by their content's hash (the same file twice is one file; a stored file
// never changes, so browsers may keep it for ever). Pictures are turned upright, scaled down to
// UPLOAD_MAX_SIDE and re-encoded in their own format, which also drops their metadata (a phone's photo
// carries where it was taken). Served by server/http/media.ts, resized there like the shop's own pictures.
import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  UPLOADED_MEDIA_PREFIX,
  type UploadType,
  type UploadedMediaData,
} from '../../src/contract/admin-media';
import type { Db } from '../db/database';
import { mediaFiles } from '../db/schema';
import { ApiError } from '../http/errors';
import { MAX_INPUT_PIXELS } from '../http/media';
import { recordAudit, type Actor } from './audit';

/** What sharp calls each picture type (AVIF is a HEIF). */
const SHARP_FORMAT: Partial<Record<UploadType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** A video file's first bytes: MP4 (ISO base media: "ftyp" at 4), WebM (EBML header). */
function looksLikeVideo(type: UploadType, bytes: Uint8Array): boolean {
  if (type === 'video/mp4')
    return bytes.length > 12 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';
  if (type === 'video/webm')
    return (
      bytes.length > 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3
    );
  return false;
}

interface Prepared {
  bytes: Buffer;
  width: number | null;
  height: number | null;
  hasAlpha: boolean;
}

async function preparePicture(type: UploadType, input: Uint8Array): Promise<Prepared> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    if (/pixel limit/i.test(error instanceof Error ? error.message : ''))
      throw new ApiError(413, UPLOAD_MESSAGES.tooManyPixels);
    throw new ApiError(422, UPLOAD_MESSAGES.unreadable);
  }
  if (meta.format !== SHARP_FORMAT[type]) throw new ApiError(422, UPLOAD_MESSAGES.unreadable);
  const upright = image
    .rotate()
    .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? upright.jpeg({ quality: 86, mozjpeg: true })
      : type === 'image/png'
        ? upright.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? upright.webp({ quality: 86 })
          : upright.avif({ quality: 60, effort: 4 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, hasAlpha: info.channels === 4 };
  } catch {
    throw new ApiError(422, UPLOAD_MESSAGES.unreadable);
  }
}

export interface StoredMediaInfo {
  name: string;
  contentType: string;
  size: number;
  hasAlpha: boolean;
  createdAt: Date;
}

/**
 * Where an upload's bytes live: in media_files.bytes (PostgreSQL: every instance sharing it reads them) or
 * in a directory (embedded PGlite: one process; a large value would be copied slowly on the event loop).
 */
export interface MediaBytes {
  readonly inDatabase: boolean;
  /** Keeps the bytes (a directory's; the database's go in with the row). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or the part from `start` (0-based) for `length`; null when there are none. */
  read(name: string, range?: { start: number; length: number }): Promise<Buffer | null>;
}

export function databaseMediaBytes(db: Db): MediaBytes {
  return { inDatabase: true, put: async () => {}, read: (name, range) => storedMediaBytes(db, name, range) };
}

export function directoryMediaBytes(dir: string): MediaBytes {
  const root = resolve(dir);
  // Names are checked by the caller (a hash and an extension): never a path.
  const pathOf = (name: string) => join(root, name);
  return {
    inDatabase: false,
    async put(name, bytes) {
      const path = pathOf(name);
      if (await stat(path).catch(() => null)) return; // the same content, stored before
      await mkdir(root, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(name, range) {
      const file = await open(pathOf(name)).catch(() => null);
      if (!file) return null;
      try {
        if (!range) return await file.readFile();
        const buffer = Buffer.alloc(range.length);
        const { bytesRead } = await file.read(buffer, 0, range.length, range.start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
  };
}

export class AdminMedia {
  constructor(
    private readonly db: Db,
    private readonly store: MediaBytes,
  ) {}

  /** Checks and stores one upload; the same content stored before answers the same URL. */
  async upload(
    actor: Actor,
    upload: { type: UploadType; bytes: Uint8Array; originalName: string },
  ): Promise<UploadedMediaData> {
    const { ext, kind } = UPLOAD_TYPES[upload.type];
    if (upload.bytes.length === 0) throw new ApiError(400, UPLOAD_MESSAGES.empty);
    if (upload.bytes.length > UPLOAD_MAX_BYTES[kind]) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge(kind));
    let prepared: Prepared;
    if (kind === 'Image') prepared = await preparePicture(upload.type, upload.bytes);
    else if (looksLikeVideo(upload.type, upload.bytes))
      prepared = { bytes: Buffer.from(upload.bytes), width: null, height: null, hasAlpha: false };
    else throw new ApiError(422, UPLOAD_MESSAGES.unreadable);
    const hash = createHash('sha256').update(prepared.bytes).digest('hex').slice(0, 32);
    const name = `${hash}.${ext}`;
    const answer: UploadedMediaData = {
      url: `${UPLOADED_MEDIA_PREFIX}${name}`,
      kind,
      bytes: prepared.bytes.length,
      width: prepared.width,
      height: prepared.height,
    };
    // Kept for the audit log only: without control characters (PostgreSQL refuses a NUL in text: a 500),
    // 200 characters cut whole (never half an emoji's surrogate pair, which a jsonb refuses).
    const originalName = Array.from(upload.originalName.replace(/\p{Cc}/gu, ''))
      .slice(0, 200)
      .join('');
    // A directory's file first: a row is never without its bytes (a file without a row is only unused).
    await this.store.put(name, prepared.bytes);
    await this.db.transaction(async (tx) => {
      const stored = await tx
        .insert(mediaFiles)
        .values({
          name,
          contentType: upload.type,
          kind,
          size: prepared.bytes.length,
          width: prepared.width,
          height: prepared.height,
          hasAlpha: prepared.hasAlpha,
          bytes: this.store.inDatabase ? prepared.bytes : null,
          originalName,
          createdBy: actor.userId,
        })
        .onConflictDoNothing()
        .returning({ name: mediaFiles.name });
      if (stored.length > 0)
        await recordAudit(tx, actor, {
          action: 'upload',
          entity: 'media',
          entityId: name,
          after: { ...answer, original_name: originalName },
        });
    });
    return answer;
  }
}

/** One stored file's description (no bytes), or null. */
export async function storedMediaInfo(db: Db, name: string): Promise<StoredMediaInfo | null> {
  const [row] = await db
    .select({
      name: mediaFiles.name,
      contentType: mediaFiles.contentType,
      size: mediaFiles.size,
      hasAlpha: mediaFiles.hasAlpha,
      createdAt: mediaFiles.createdAt,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name));
  return row ?? null;
}

/** One stored file's bytes, or the part from `start` (0-based) for `length` (read in the database). */
export async function storedMediaBytes(
  db: Db,
  name: string,
  range?: { start: number; length: number },
): Promise<Buffer | null> {
  const bytes = range
    ? sql<Uint8Array>`substring(${mediaFiles.bytes} from ${range.start + 1} for ${range.length})`.mapWith(
        mediaFiles.bytes,
      )
    : mediaFiles.bytes;
  const [row] = await db.select({ bytes }).from(mediaFiles).where(eq(mediaFiles.name, name));
  return row?.bytes ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
}
