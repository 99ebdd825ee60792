// The back office's gallery thumbnails ask the server for the same 160 px copy the storefront's srcset
// names (the back office keeps its own copy of the rule, so as not to share a chunk with the shop).
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '@/contract/media';
import { thumbnailOf } from '@/features/admin/media/ProductMediaEditor';

describe('thumbnailOf', () => {
  it.each([
    '/media/coastal-oak-spc.jpg',
    '/media/uploads/0123456789abcdef0123456789abcdef.webp',
    '/media/a/b.PNG',
    '/media/x.avif',
    '/media/logo.svg',
    '/media/tour.mp4',
    '/media/x.jpg?w=320',
    'https://cdn.example.com/x.jpg',
    'media/x.jpg',
  ])('%s: as the storefront names it', (src) => {
    expect(thumbnailOf(src)).toBe(mediaUrl(src, 160) ?? src);
  });
});
