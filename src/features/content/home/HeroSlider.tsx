import { useEffect, useMemo, useRef, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Container, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from '@/contract';
import classes from './HeroSlider.module.css';
import { posterUrl } from '@/contract/media';
import { HeroActions, HeroFallback } from './HeroFrame';
import { IMAGE_SIZES, MediaImage, useHydrated } from '@/ui';

/** Intrinsic size of the banner artwork (written as width/height so the LCP image never shifts). */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 700;
/** Time each banner stays before autoplay moves on. */
const AUTOPLAY_DELAY_MS = 6000;
/**
 * §9 "Hero slider speed 600 ms". Embla's `duration` is not in ms (attractor physics at 60 fps with
 * friction 0.68): 22 settles a full-width move within 0.5% in ≈630 ms, the closest match.
 */
const EMBLA_DURATION_FOR_600MS = 22;

export interface HeroSliderProps {
  banners: Banner[];
}

/**
 * §2 home hero: image and video banners with a title/subtitle overlay. Autoplay pauses while the
 * pointer is over the hero or focus is inside it, can be paused with a button (WCAG 2.2.2), and is off
 * under prefers-reduced-motion. The first banner's image is the page's LCP element: eager, high
 * fetch priority, sized.
 */
export function HeroSlider({ banners }: HeroSliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion(false, {
    // Hydrating server HTML (rendered without the media query): read it after hydration, as the server did not.
    getInitialValueInEffect: !hydrated,
  });
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);
  // The banners whose pictures may load: the first (the LCP, in the server HTML), then, once the slider
  // works, the one showing and its neighbours. The others would compete with the first for a phone's
  // bandwidth while nobody can see them.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reach = (index: number) => {
    const near = [index - 1, index, index + 1].map((i) => (i + banners.length) % banners.length);
    setSeen((previous) => (near.every((i) => previous.has(i)) ? previous : new Set([...previous, ...near])));
  };
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const many = banners.length > 1;
  const canAutoplay = many && !reducedMotion;

  // One plugin instance for the component's life; play/stop is driven by the effect below.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
  );
  // Paused by the shopper: the plugin is removed, so nothing (pointer up, focus out) restarts it.
  const plugins = useMemo(
    () => (canAutoplay && !userPaused ? [autoplay] : []),
    [autoplay, canAutoplay, userPaused],
  );
  const playing = canAutoplay && !userPaused && !hovered && !focused;

  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing, plugins]);

  if (banners.length === 0) return <HeroFallback />;

  return (
    <section
      className={classes.hero}
      aria-label="Featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Carousel
        aria-label="Featured floors"
        className={classes.frame}
        classNames={{
          viewport: classes.viewport,
          container: classes.container,
          slide: classes.slide,
          controls: classes.controls,
          control: classes.control,
          indicators: classes.indicators,
          indicator: classes.indicator,
        }}
        // Reduced motion: arrows and dots jump straight to the banner (duration 0 = instant).
        emblaOptions={{ loop: many, duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_600MS, align: 'start' }}
        plugins={plugins}
        withControls={many}
        withIndicators={many}
        getEmblaApi={(api) => {
          setEmbla(api);
          reach(api.selectedScrollSnap());
        }}
        onSlideChange={(index) => {
          setActive(index);
          reach(index);
        }}
        previousControlProps={{ 'aria-label': 'Previous banner' }}
        nextControlProps={{ 'aria-label': 'Next banner' }}
        getIndicatorProps={(index) => ({
          'aria-label': `Show banner ${index + 1}: ${banners[index]?.title ?? ''}`.trim(),
        })}
      >
        {banners.map((banner, index) => (
          <Carousel.Slide key={`${index}-${banner.image}`} aria-label={`${index + 1} of ${banners.length}`}>
            <BannerSlide
              banner={banner}
              index={index}
              active={index === active}
              seen={seen.has(index)}
              motionAllowed={!reducedMotion}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      {canAutoplay ? (
        <ActionIcon
          className={classes.pause}
          size={40}
          radius="xl"
          variant="transparent"
          aria-label={userPaused ? 'Play banner slideshow' : 'Pause banner slideshow'}
          onClick={() => setUserPaused((paused) => !paused)}
        >
          {userPaused ? (
            <IconPlayerPlayFilled size={16} aria-hidden />
          ) : (
            <IconPlayerPauseFilled size={16} aria-hidden />
          )}
        </ActionIcon>
      ) : null}
    </section>
  );
}

interface BannerSlideProps {
  banner: Banner;
  index: number;
  active: boolean;
  /** Showing or next to it since the slider works: its picture (and video) may load. */
  seen: boolean;
  motionAllowed: boolean;
}

function BannerSlide({ banner, index, active, seen, motionAllowed }: BannerSlideProps) {
  const first = index === 0;
  return (
    <>
      {seen ? (
        <BannerMedia banner={banner} priority={first} active={active} motionAllowed={motionAllowed} />
      ) : (
        <div className={classes.fallbackBackdrop} />
      )}
      <div className={classes.scrim} aria-hidden />
      <Container className={classes.copy}>
        {banner.title ? (
          <Title order={first ? 1 : 2} c="white" className={classes.title}>
            {banner.title}
          </Title>
        ) : null}
        {banner.subtitle ? <Text className={classes.subtitle}>{banner.subtitle}</Text> : null}
        <HeroActions />
      </Container>
    </>
  );
}

interface BannerMediaProps {
  banner: Banner;
  priority: boolean;
  active: boolean;
  motionAllowed: boolean;
}

/**
 * The image is always rendered (it is the LCP candidate and the video's fallback). A video banner
 * layers a muted, looping, inline video over it, played only while its slide is showing and motion
 * is allowed; if the file fails to load the video is dropped and the image stays.
 */
function BannerMedia({ banner, priority, active, motionAllowed }: BannerMediaProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const showVideo = banner.type === 'Video' && banner.video !== '' && !videoFailed;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active && motionAllowed) {
      // play() rejects when the file is missing or autoplay is refused: the poster image stays.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [active, motionAllowed, showVideo]);

  return (
    <>
      {banner.image ? (
        <MediaImage
          className={classes.media}
          src={banner.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          sizes={IMAGE_SIZES.heroBanner}
          priority={priority}
          decoding={priority ? 'sync' : 'async'}
        />
      ) : (
        <div className={classes.fallbackBackdrop} />
      )}
      {showVideo ? (
        <video
          ref={videoRef}
          className={classes.media}
          src={banner.video}
          poster={posterUrl(banner.image, 1280)}
          muted
          loop
          playsInline
          preload={active ? 'metadata' : 'none'}
          aria-hidden
          tabIndex={-1}
          onError={() => setVideoFailed(true)}
        />
      ) : null}
    </>
  );
}
