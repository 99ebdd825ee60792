// The storefront's one picture element: a srcset of the server's widths for our own /media rasters only,
// the box reserved, lazy unless it is the page's LCP.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS, mediaSrcSet, mediaUrl, posterUrl } from '@/contract/media';
import { MantineProvider } from '@mantine/core';
import { TestimonialCard } from '@/features/content/home/Testimonials';
import { IMAGE_SIZES, MediaImage } from '@/ui';
import { installBrowserShims } from './support/app';

beforeAll(installBrowserShims);
afterEach(cleanup);

describe('MediaImage', () => {
  it('offers every width the server makes, with sizes, the intrinsic size and lazy loading', () => {
    render(
      <MediaImage src="/media/oak.jpg" alt="Oak" width={800} height={600} sizes={IMAGE_SIZES.heroBanner} />,
    );
    const img = screen.getByRole('img', { name: 'Oak' });
    expect(img.getAttribute('src')).toBe('/media/oak.jpg');
    expect(img.getAttribute('srcset')).toBe(
      MEDIA_WIDTHS.map((w) => `/media/oak.jpg?w=${w} ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.heroBanner);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the LCP picture at once with high priority', () => {
    render(<MediaImage src="/media/oak.jpg" alt="Oak" width={1} height={1} sizes="50vw" priority />);
    const img = screen.getByRole('img', { name: 'Oak' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses SVGs, other hosts and URLs with a query as they are', () => {
    for (const src of [
      '/media/avatar.svg',
      'https://cdn.example/oak.jpg',
      '/media/oak.jpg?v=2',
      '/other/oak.jpg',
    ]) {
      const { unmount } = render(<MediaImage src={src} alt="x" width={1} height={1} sizes="50vw" />);
      const img = screen.getByRole('img', { name: 'x' });
      expect(img.getAttribute('srcset'), src).toBeNull();
      expect(img.getAttribute('sizes'), src).toBeNull();
      expect(img.getAttribute('src')).toBe(src);
      unmount();
    }
    expect(mediaUrl('/media/oak.png', 320)).toBe('/media/oak.png?w=320');
    expect(mediaSrcSet('/media/oak.webp', 480)).toBe(
      '/media/oak.webp?w=160 160w, /media/oak.webp?w=320 320w, /media/oak.webp?w=480 480w',
    );
  });

  it("fetches a testimonial's uploaded photo at its avatar's size, not the original", () => {
    render(
      <MantineProvider forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        <TestimonialCard
          testimonial={{ name: 'Ana', designation: '', description: '', image: '/media/ana.jpg' }}
        />
      </MantineProvider>,
    );
    const img = document.querySelector('figcaption img')!;
    expect(img.getAttribute('sizes')).toBe('48px');
    expect(img.getAttribute('srcset')).toContain('/media/ana.jpg?w=160 160w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("gives a video's poster at the asked width when it is ours, as it is otherwise, none without one", () => {
    expect(posterUrl('/media/showroom.jpg', 960)).toBe('/media/showroom.jpg?w=960');
    expect(posterUrl('https://cdn.example/poster.jpg', 960)).toBe('https://cdn.example/poster.jpg');
    expect(posterUrl('/media/poster.svg', 960)).toBe('/media/poster.svg');
    expect(posterUrl('', 960)).toBeUndefined();
    expect(posterUrl(null, 960)).toBeUndefined();
  });
});
