// The product page's media gallery (§2): main viewer and thumbnail slider; images, an uploaded video
// and YouTube. Videos and YouTube frames mount only when chosen.
import preview from '../../../.storybook/preview';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { MediaGallery } from '@/features/catalog/details/MediaGallery';
import { atWidth, demoProduct, mobile, type Canvas } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc'); // three photos and a video
const smokedWalnut = demoProduct('smoked-walnut-spc'); // three photos and a YouTube video

const meta = preview.meta({
  title: 'Screens/Product/Media gallery',
  component: MediaGallery,
  args: { title: coastalOak.title, media: coastalOak.product_image, fallbackImage: coastalOak.image },
  // The width of the page's left-hand column.
  decorators: [atWidth(600)],
});

const thumb = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('button', { name });

export const Photos = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: coastalOak.title })).toBeVisible();
    await expect(thumb(canvas, 'Show image 1 of 4')).toHaveAttribute('aria-pressed', 'true');
    // Nothing heavy until asked for.
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
});

export const PhotosMobile = Photos.extend({ name: 'Photos (mobile)', globals: mobile });

export const SecondPhoto = meta.story({
  name: 'Second photo chosen',
  play: async ({ canvas }) => {
    await userEvent.click(thumb(canvas, 'Show image 2 of 4'));
    const photo = canvas.getByRole('img', { name: `${coastalOak.title}, image 2 of 4` });
    // Only the first photo is the page's LCP image; the others load when chosen.
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(thumb(canvas, 'Show image 2 of 4')).toHaveAttribute('aria-pressed', 'true');
  },
});

export const Video = meta.story({
  name: 'Video chosen',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(thumb(canvas, `Show video of ${coastalOak.title}`));
    // Its poster and a play button: no <video> (nor its loading wheel) until play is pressed.
    await expect(canvas.getByRole('button', { name: `Play video of ${coastalOak.title}` })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(thumb(canvas, `Show video of ${coastalOak.title}`)).toHaveAttribute('aria-pressed', 'true');
  },
});

export const VideoMobile = Video.extend({ name: 'Video chosen (mobile)', globals: mobile });

export const VideoPlaying = meta.story({
  name: 'Video: play pressed',
  // A playing video has no one picture: an interaction test only.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      await userEvent.click(thumb(canvas, `Show video of ${coastalOak.title}`));
      await userEvent.click(canvas.getByRole('button', { name: `Play video of ${coastalOak.title}` }));
      const video = canvas.getByLabelText(`Video of ${coastalOak.title}`);
      await expect(video).toHaveAttribute('controls');
      await expect(play).toHaveBeenCalledTimes(1);
      // The player takes the focus the play button had: Space pauses it.
      await expect(video).toHaveFocus();
      // Its own thumbnail again leaves it playing; choosing a photo stops it: the video goes, and comes
      // back as its poster.
      await userEvent.click(thumb(canvas, `Show video of ${coastalOak.title}`));
      await expect(canvas.getByLabelText(`Video of ${coastalOak.title}`)).toBe(video);
      await userEvent.click(thumb(canvas, 'Show image 1 of 4'));
      await expect(canvasElement.querySelector('video')).toBeNull();
      await userEvent.click(thumb(canvas, `Show video of ${coastalOak.title}`));
      await expect(canvas.getByRole('button', { name: `Play video of ${coastalOak.title}` })).toBeVisible();
    } finally {
      play.mockRestore();
    }
  },
});

export const YouTube = meta.story({
  name: 'YouTube chosen',
  args: { title: smokedWalnut.title, media: smokedWalnut.product_image, fallbackImage: smokedWalnut.image },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(thumb(canvas, `Show YouTube video of ${smokedWalnut.title}`));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', `YouTube video of ${smokedWalnut.title}`);
    await expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  },
});

/** More photos than the strip shows: the arrows scroll it. */
const ninePhotos = Array.from({ length: 9 }, (_, i) => coastalOak.product_image[i % 3]!);

export const ManyPhotos = meta.story({
  name: 'Many photos (thumbnail arrows)',
  args: { media: ninePhotos },
  play: async ({ canvas }) => {
    await waitFor(() => expect(thumb(canvas, 'Next thumbnails')).toHaveAttribute('aria-disabled', 'false'));
    await expect(thumb(canvas, 'Previous thumbnails')).toHaveAttribute('aria-disabled', 'true');
  },
});

export const ManyPhotosScrolled = meta.story({
  name: 'Many photos: scrolled to the last',
  // The strip ends at a sub-pixel scroll offset that differs between runs: no picture.
  tags: ['no-visual'],
  args: { media: ninePhotos },
  play: async ({ canvas }) => {
    await waitFor(() => expect(thumb(canvas, 'Next thumbnails')).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(thumb(canvas, 'Next thumbnails'));
    await waitFor(() =>
      expect(thumb(canvas, 'Previous thumbnails')).toHaveAttribute('aria-disabled', 'false'),
    );
    await userEvent.click(thumb(canvas, 'Show image 9 of 9'));
    await expect(canvas.getByRole('img', { name: `${coastalOak.title}, image 9 of 9` })).toBeVisible();
  },
});

export const NoPhotos = meta.story({
  name: 'No photos yet',
  args: { media: [], fallbackImage: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos yet')).toBeVisible();
  },
});
