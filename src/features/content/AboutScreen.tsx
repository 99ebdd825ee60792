import { Container, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useAboutContent } from '@/api';
import type { AboutContent } from '@/contract';
import { paths } from '@/config/paths';
import { HtmlContent, IMAGE_SIZES, MediaImage, StatusView } from '@/ui';
import classes from './home/About.module.css';

const FALLBACK_TITLE = 'About Us';
/** Intrinsic size of the about banner artwork. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

function isEmpty(about: AboutContent): boolean {
  return !about.title && !about.sub_title && !about.description.trim();
}

/**
 * §2 About us: banner image with banner_title / banner_sub_title (under the transparent header), then
 * title, sub_title and the sanitised HTML description.
 */
export default function AboutScreen() {
  const { data, error, mutate } = useAboutContent();

  return (
    <>
      <AboutBanner about={data} loading={!data && !error} />
      <Container size="md" className={classes.body}>
        {error && !data ? (
          <StatusView
            kind="error"
            title="We couldn’t load our story"
            message="Please check your connection and try again."
            actionLabel="Try again"
            onAction={() => mutate()}
          />
        ) : !data ? (
          <Stack gap="md" aria-hidden>
            <Skeleton height={36} width="70%" />
            <Skeleton height={20} width="90%" />
            <Skeleton height={16} mt="lg" />
            <Skeleton height={16} />
            <Skeleton height={16} width="85%" />
            <Skeleton height={16} mt="md" />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : isEmpty(data) ? (
          <StatusView
            kind="empty"
            icon={null}
            title="Our story is coming soon"
            message="In the meantime, have a look at the floors we stock."
            actionLabel="Shop floors"
            actionHref={paths.products}
          />
        ) : (
          <Stack gap="lg">
            {data.title || data.sub_title ? (
              <Stack gap="xs">
                {data.title ? <Title order={2}>{data.title}</Title> : null}
                {data.sub_title ? <Text className={classes.lead}>{data.sub_title}</Text> : null}
              </Stack>
            ) : null}
            <HtmlContent html={data.description} />
          </Stack>
        )}
      </Container>
    </>
  );
}

function AboutBanner({ about, loading }: { about: AboutContent | undefined; loading: boolean }) {
  const title = about?.banner_title || FALLBACK_TITLE;
  return (
    <section className={classes.banner} aria-labelledby="about-banner-title" aria-busy={loading || undefined}>
      {about?.image ? (
        <MediaImage
          className={classes.bannerImage}
          src={about.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          sizes={IMAGE_SIZES.aboutBanner}
          priority
          decoding="sync"
        />
      ) : (
        <div className={classes.bannerBackdrop} />
      )}
      <div className={classes.bannerScrim} aria-hidden />
      <Container className={classes.bannerCopy}>
        <Title order={1} id="about-banner-title" c="white" className={classes.bannerTitle}>
          {title}
        </Title>
        {loading ? (
          <>
            <Skeleton height={22} width="min(28rem, 80%)" opacity={0.25} aria-hidden />
            <VisuallyHidden role="status">Loading…</VisuallyHidden>
          </>
        ) : about?.banner_sub_title ? (
          <Text className={classes.bannerSubtitle}>{about.banner_sub_title}</Text>
        ) : null}
      </Container>
    </section>
  );
}
