import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useHomeContent } from '@/api';
import { deferHydration, StatusView } from '@/ui';
import { HeroFallback, HeroSkeleton } from './home/HeroFrame';
import { HomeProducts } from './home/HomeProducts';
import classes from './home/Home.module.css';

// The slider and the sections under the product list are server HTML first; their code (the
// carousel, the HTML sanitiser) loads after the first paint. The hero hydrates at the first touch,
// pointer or focus, or when its first banner has had its time (the slideshow's delay), whichever
// comes first; the sections below when they scroll near.
const HERO_DELAY_MS = 6000;
const HeroSlider = deferHydration(() => import('./home/Hero.deferred'), {
  until: { interactionOr: { ms: HERO_DELAY_MS } },
  fallback: <HeroSkeleton />,
});
const BelowTheFold = deferHydration(() => import('./home/BelowTheFold.deferred'), {
  until: { visible: {} },
  fallback: <BelowTheFoldSkeleton />,
});

/**
 * §2 Home: hero banner slider, the product list with a category filter (the /?product target), the
 * flooring category carousel, client testimonials and the pickup & delivery note. Titles come from the
 * home content. The product list has its own requests, so it works even if the home content fails.
 */
export default function HomeScreen() {
  const home = useHomeContent();
  const content = home.data;

  const retry = () => home.mutate();

  return (
    <>
      {content ? <HeroSlider banners={content.banner} /> : home.error ? <HeroFallback /> : <HeroSkeleton />}

      <HomeProducts
        title={content?.weekly_bestsellers_title}
        subtitle={content?.weekly_bestsellers_sub_title}
        titleLoading={!content && !home.error}
      />

      {content ? (
        <BelowTheFold content={content} />
      ) : home.error ? (
        <section className={classes.section} data-tone="muted" aria-label="Categories and reviews">
          <Container size="sm">
            <StatusView
              kind="error"
              title="Part of this page didn’t load"
              message="Our categories and customer reviews are missing. The floors above are up to date."
              actionLabel="Try again"
              onAction={retry}
            />
          </Container>
        </section>
      ) : (
        <BelowTheFoldSkeleton />
      )}
    </>
  );
}

/** The categories' place while the home content (or the sections' code) loads. */
function BelowTheFoldSkeleton() {
  return (
    <section className={classes.section} data-tone="muted" aria-label="Categories" aria-busy="true">
      <Container>
        <Stack align="center" gap="sm" mb="xl" aria-hidden>
          <Skeleton height={36} width={300} />
          <Skeleton height={18} width={420} maw="90%" />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              key={i}
              height={320}
              radius="lg"
              visibleFrom={i === 0 ? undefined : i === 1 ? 'xs' : 'md'}
            />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
