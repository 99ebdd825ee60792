// §2 media gallery: a main viewer and a thumbnail slider with arrows. Images, uploaded videos and
// YouTube videos. Nothing heavy loads until the shopper asks for it: a YouTube frame mounts when its
// thumbnail is chosen; an uploaded video shows its poster and a play button, and its <video> mounts (and
// plays) only when that is pressed. (A <video> mounted at once, even with preload="none", made Chromium
// spin its loading wheel over the poster for a second while nothing was loading.) The first image is the
// page's LCP element.
import { useCallback, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { UnstyledButton } from '@mantine/core';
import {
  IconBrandYoutubeFilled,
  IconChevronLeft,
  IconChevronRight,
  IconPhoto,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { ProductMedia } from '@/contract';
import { posterUrl } from '@/contract/media';
import { IMAGE_SIZES, MediaImage } from '@/ui';
import { youtubeEmbedUrl } from './productText';
import classes from './MediaGallery.module.css';

export interface MediaGalleryProps {
  title: string;
  media: ProductMedia[];
  /** Used when the product has no gallery items. */
  fallbackImage?: string;
  /** Index shown first (stories). */
  initialIndex?: number;
}

/** Intrinsic size written on the images: the viewer's 1:1 frame, so nothing shifts while loading. */
const MAIN_SIZE = 800;
const THUMB_SIZE = 160;

function usableMedia(media: ProductMedia[], fallbackImage?: string): ProductMedia[] {
  const items = media.filter((m) =>
    m.type === 'Image'
      ? Boolean(m.file)
      : m.type === 'Video'
        ? Boolean(m.video)
        : Boolean(youtubeEmbedUrl(m.video_url)),
  );
  if (items.length === 0 && fallbackImage)
    return [{ type: 'Image', file: fallbackImage, video: '', video_url: '' }];
  return items;
}

function describe(item: ProductMedia, index: number, total: number, title: string): string {
  if (item.type === 'Video') return `Show video of ${title}`;
  if (item.type === 'Youtube') return `Show YouTube video of ${title}`;
  return `Show image ${index + 1} of ${total}`;
}

export function MediaGallery({ title, media, fallbackImage, initialIndex = 0 }: MediaGalleryProps) {
  const items = usableMedia(media, fallbackImage);
  const [selected, setSelected] = useState(() =>
    Math.min(Math.max(0, initialIndex), Math.max(0, items.length - 1)),
  );
  // Whether the shopper pressed play on the selected video (choosing another item stops it; its own
  // thumbnail again does not).
  const [playing, setPlaying] = useState(false);
  const choose = (index: number) => {
    if (index === selected) return;
    setSelected(index);
    setPlaying(false);
  };
  const current = items[selected];
  // Pressing play is the gesture that lets the video start with sound; the player keeps the focus that
  // the (now gone) play button had, so Space pauses it.
  const startPlaying = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    video.focus({ preventScroll: true });
    // Refused (a browser's autoplay rule): the shopper presses the player's own play button.
    video.play().catch(() => {});
  }, []);
  const firstImage = items.findIndex((m) => m.type === 'Image');

  return (
    <section className={classes.root} aria-label={`${title} photos and videos`}>
      <div className={classes.viewer} data-type={current?.type ?? 'none'}>
        {!current ? (
          <div className={classes.empty}>
            <IconPhoto size={48} stroke={1.2} aria-hidden />
            <span>No photos yet</span>
          </div>
        ) : current.type === 'Image' ? (
          <MediaImage
            key={current.file}
            className={classes.mainImage}
            src={current.file}
            sizes={IMAGE_SIZES.productPhoto}
            alt={selected === firstImage ? title : `${title}, image ${selected + 1} of ${items.length}`}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            // The first image is the LCP: eager with high priority. Later ones are chosen by the
            // shopper, so they load when asked for.
            priority={selected === firstImage}
            decoding={selected === firstImage ? 'auto' : 'async'}
          />
        ) : current.type === 'Video' ? (
          playing ? (
            <video
              key={current.video}
              ref={startPlaying}
              className={classes.video}
              src={current.video}
              poster={posterUrl(current.file, 960)}
              controls
              playsInline
              aria-label={`Video of ${title}`}
            >
              Your browser cannot play this video.
            </video>
          ) : (
            <UnstyledButton
              key={current.video}
              className={classes.videoCover}
              aria-label={`Play video of ${title}`}
              onClick={() => setPlaying(true)}
            >
              {current.file ? (
                <MediaImage
                  className={classes.videoPoster}
                  src={current.file}
                  sizes={IMAGE_SIZES.productPhoto}
                  alt=""
                  width={MAIN_SIZE}
                  height={MAIN_SIZE}
                />
              ) : null}
              <span className={classes.bigPlay} aria-hidden>
                <IconPlayerPlayFilled size={30} />
              </span>
            </UnstyledButton>
          )
        ) : (
          <iframe
            key={current.video_url}
            className={classes.video}
            src={youtubeEmbedUrl(current.video_url) ?? undefined}
            title={`YouTube video of ${title}`}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>

      {items.length > 1 ? (
        <Carousel
          className={classes.thumbs}
          aria-label="Choose a photo or video"
          slideSize={{ base: '25%', xs: '20%', md: '25%', lg: '20%' }}
          slideGap="xs"
          emblaOptions={{ align: 'start', containScroll: 'trimSnaps', dragFree: true }}
          controlSize={32}
          controlsOffset={4}
          previousControlIcon={<IconChevronLeft size={18} stroke={2} aria-hidden />}
          nextControlIcon={<IconChevronRight size={18} stroke={2} aria-hidden />}
          previousControlProps={{ 'aria-label': 'Previous thumbnails' }}
          nextControlProps={{ 'aria-label': 'Next thumbnails' }}
          classNames={{ control: classes.control, controls: classes.controls }}
        >
          {items.map((item, index) => (
            <Carousel.Slide key={`${index}-${item.type}`}>
              <UnstyledButton
                className={classes.thumb}
                aria-label={describe(item, index, items.length, title)}
                aria-pressed={index === selected}
                data-active={index === selected || undefined}
                onClick={() => choose(index)}
              >
                {item.type === 'Youtube' ? (
                  <span className={classes.thumbVideo} data-kind="youtube">
                    <IconBrandYoutubeFilled size={30} aria-hidden />
                  </span>
                ) : (
                  <>
                    <MediaImage
                      className={classes.thumbImage}
                      src={item.file ?? ''}
                      alt=""
                      width={THUMB_SIZE}
                      height={THUMB_SIZE}
                      sizes={IMAGE_SIZES.thumbnail}
                    />
                    {item.type === 'Video' ? (
                      <span className={classes.play} aria-hidden>
                        <IconPlayerPlayFilled size={18} />
                      </span>
                    ) : null}
                  </>
                )}
              </UnstyledButton>
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : null}
    </section>
  );
}
