// §2 media gallery: a main viewer and a thumbnail slider with arrows. Images, uploaded videos and
// YouTube videos. Videos and YouTube iframes are only mounted while selected (nothing heavy loads
// until the shopper asks for it); the first image is the page's LCP element.
import { useState } from 'react';
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
import { mediaUrl } from '@/contract/media';
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
  if (item.type === 'Video') return `Play video of ${title}`;
  if (item.type === 'Youtube') return `Play YouTube video of ${title}`;
  return `Show image ${index + 1} of ${total}`;
}

export function MediaGallery({ title, media, fallbackImage, initialIndex = 0 }: MediaGalleryProps) {
  const items = usableMedia(media, fallbackImage);
  const [selected, setSelected] = useState(() =>
    Math.min(Math.max(0, initialIndex), Math.max(0, items.length - 1)),
  );
  const current = items[selected];
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
          <video
            key={current.video}
            className={classes.video}
            src={current.video}
            poster={current.file ? (mediaUrl(current.file, 960) ?? current.file) : undefined}
            controls
            preload="none"
            playsInline
            aria-label={`Video of ${title}`}
          >
            Your browser cannot play this video.
          </video>
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
                onClick={() => setSelected(index)}
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
