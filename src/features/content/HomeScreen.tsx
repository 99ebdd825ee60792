import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useHomeContent, useSettings } from '@/api';
import { brand } from '@/config/brand';
import { absoluteUrl, paths } from '@/config/paths';
import { useDocumentMeta } from '@/services/documentMeta';
import { StatusView } from '@/ui';
import { CategoryCarousel } from './home/CategoryCarousel';
import { HeroFallback, HeroSkeleton, HeroSlider } from './home/HeroSlider';
import { HomeProducts } from './home/HomeProducts';
import { PickupDelivery } from './home/PickupDelivery';
import { Testimonials } from './home/Testimonials';
import classes from './home/Home.module.css';

/**
 * §2 Home: hero banner slider, the product list with a category filter (the /?product target), the
 * flooring category carousel, client testimonials and the pickup & delivery note. Titles come from the
 * home content. The product list has its own requests, so it works even if the home content fails.
 */
export default function HomeScreen() {
  const home = useHomeContent();
  const { data: settings } = useSettings();
  const content = home.data;
  const firstImage = content?.banner.find((b) => b.image)?.image;

  useDocumentMeta({
    // The site title (settings meta_title or §9 default) is the home page's title; its description is
    // the settings' meta_description (§3), as the site default.
    description: settings?.meta_description || brand.defaultDescription,
    canonical: absoluteUrl(paths.home),
    image: firstImage ? absoluteUrl(firstImage) : undefined,
    type: 'website',
  });

  const retry = () => void home.mutate();

  return (
    <>
      {content ? <HeroSlider banners={content.banner} /> : home.error ? <HeroFallback /> : <HeroSkeleton />}

      <HomeProducts
        title={content?.weekly_bestsellers_title}
        subtitle={content?.weekly_bestsellers_sub_title}
        titleLoading={!content && !home.error}
      />

      {content ? (
        <>
          <CategoryCarousel
            title={content.sps_flooring_title}
            subtitle={content.sps_flooring_sub_title}
            categories={content.product_category}
          />
          <Testimonials
            title={content.clients_say_title}
            subtitle={content.clients_say_sub_title}
            testimonials={content.client_say}
          />
          <PickupDelivery html={content.pick_up_delivery} />
        </>
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
      )}
    </>
  );
}
