import { Button, Container, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import classes from './HeroSlider.module.css';

// The hero's frame without the slider (the slider's code loads after the first paint, see
// Hero.deferred.tsx): the loading and fallback states and the calls to action every banner shows.

export function HeroActions() {
  return (
    <Group gap="sm" className={classes.actions}>
      <Button component={Link} href={paths.homeProducts} size="md">
        Shop floors
      </Button>
      <Button
        component={Link}
        href={paths.calculate}
        size="md"
        variant="outline"
        className={classes.secondary}
      >
        Delivery calculator
      </Button>
    </Group>
  );
}

/** Same frame while the home content loads: dark, so the overlaid header stays readable. */
export function HeroSkeleton() {
  return (
    <section className={classes.hero} aria-label="Featured" aria-busy="true">
      <div className={classes.frame}>
        <div className={classes.fallbackBackdrop} />
        <Container className={classes.placeholderCopy}>
          <Skeleton height={14} width={120} radius="xl" opacity={0.25} />
          <Skeleton height={48} width="min(36rem, 90%)" opacity={0.25} />
          <Skeleton height={48} width="min(24rem, 70%)" opacity={0.25} />
          <Skeleton height={18} width="min(30rem, 85%)" opacity={0.2} />
          <VisuallyHidden role="status">Loading…</VisuallyHidden>
        </Container>
      </div>
    </section>
  );
}

/** No banners (or the content failed): the store's own promise on the same dark frame. */
export function HeroFallback() {
  return (
    <section className={classes.hero} aria-label="Featured">
      <div className={classes.frame}>
        <div className={classes.fallbackBackdrop} />
        <Container className={classes.placeholderCopy}>
          <Stack gap="md">
            <Text className={classes.eyebrow}>{brand.name}</Text>
            <Title order={1} c="white" className={classes.title}>
              {brand.tagline}
            </Title>
            <Text className={classes.subtitle}>{brand.defaultDescription}</Text>
            <HeroActions />
          </Stack>
        </Container>
      </div>
    </section>
  );
}
