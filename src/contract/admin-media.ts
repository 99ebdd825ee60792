// The back office's uploads (docs/admin.md "Media"): the owner sends a picture or a video file as the raw
// request body (its type in Content-Type, its file name in ?name=), with the anti-forgery header and the
// owner's session like every admin call; the server checks the bytes, keeps them in the database (so every
// instance sharing it serves them) and answers the file's /media URL in the usual envelope. The URL names
// the content (a hash), so the same file uploaded twice is one file, and its answer can be cached for ever.
import { z } from './zod';

/** Under /api, like the other admin paths. */
export const MEDIA_UPLOAD_PATH = '/admin/media/upload';

/** Where uploaded files are served: /media/uploads/<hash>.<ext>. */
export const UPLOADED_MEDIA_PREFIX = '/media/uploads/';

export type UploadKind = 'Image' | 'Video';

/** The types the shop accepts, by Content-Type: the file name's extension it gets and what it is. */
export const UPLOAD_TYPES = {
  'image/jpeg': { ext: 'jpg', kind: 'Image' },
  'image/png': { ext: 'png', kind: 'Image' },
  'image/webp': { ext: 'webp', kind: 'Image' },
  'image/avif': { ext: 'avif', kind: 'Image' },
  'video/mp4': { ext: 'mp4', kind: 'Video' },
  'video/webm': { ext: 'webm', kind: 'Video' },
} as const satisfies Record<string, { ext: string; kind: UploadKind }>;
export type UploadType = keyof typeof UPLOAD_TYPES;

const MB = 1024 * 1024;
/** The largest file of each kind, in bytes (a video is kept in the database: keep it a short clip). */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = { Image: 10 * MB, Video: 25 * MB };
/** Pictures larger than this on their longer side are scaled down when uploaded (the shop shows ≤ 1600). */
export const UPLOAD_MAX_SIDE = 2400;

/** The `accept` of a file input: what the owner may choose for each field. */
export const UPLOAD_ACCEPT: Record<'Image' | 'Any', string> = {
  Image: Object.keys(UPLOAD_TYPES)
    .filter((t) => t.startsWith('image/'))
    .join(','),
  Any: Object.keys(UPLOAD_TYPES).join(','),
};

export const UPLOAD_MESSAGES = {
  type: 'Choose a JPEG, PNG, WebP or AVIF picture, or an MP4 or WebM video.',
  pictureOnly: 'Choose a JPEG, PNG, WebP or AVIF picture.',
  tooLarge: (kind: UploadKind) =>
    kind === 'Image'
      ? `This picture is larger than ${UPLOAD_MAX_BYTES.Image / MB} MB.`
      : `This video is larger than ${UPLOAD_MAX_BYTES.Video / MB} MB.`,
  /** The bytes are not what the type says (or not a picture at all). */
  unreadable: 'This file could not be read as the picture or video it says it is.',
  tooManyPixels: 'This picture has too many pixels (at most 50 megapixels).',
  empty: 'The file is empty.',
  uploaded: 'File uploaded',
} as const;

/** The type of a file the owner chose, or null when the shop does not take it. */
export function uploadTypeOf(type: string): UploadType | null {
  const t = type.toLowerCase().split(';')[0]!.trim();
  return t in UPLOAD_TYPES ? (t as UploadType) : null;
}

/** The refusal a file gets before it is sent (type and size), or null: the server checks the bytes again. */
export function uploadProblem(file: { type: string; size: number }, only?: UploadKind): string | null {
  const type = uploadTypeOf(file.type);
  if (!type || (only && UPLOAD_TYPES[type].kind !== only))
    return only === 'Image' ? UPLOAD_MESSAGES.pictureOnly : UPLOAD_MESSAGES.type;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  const { kind } = UPLOAD_TYPES[type];
  return file.size > UPLOAD_MAX_BYTES[kind] ? UPLOAD_MESSAGES.tooLarge(kind) : null;
}

/** The upload's answer. */
export const UploadedMedia = z.object({
  /** /media/uploads/<hash>.<ext>: what the owner puts in an image or video field. */
  url: z.string().startsWith(UPLOADED_MEDIA_PREFIX),
  kind: z.enum(['Image', 'Video']),
  bytes: z.number().int().positive(),
  /** A picture's size as stored (after scaling down); null for a video. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type UploadedMediaData = z.output<typeof UploadedMedia>;
