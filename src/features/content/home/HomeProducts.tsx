import { useId, useState } from 'react';
import { Button, Chip, Container, Group, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useCategories } from '@/api';
import { useFirstProducts } from '@/api/first-products';
import { HOME_PRODUCT_LIMIT } from '@/config/routes';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { paths } from '@/config/paths';
import {
  PlaceholderCard,
  ProductCard,
  ProductGrid,
  productCardProps,
  SectionHeading,
  StatusView,
} from '@/ui';
import classes from './Home.module.css';

export { HOME_PRODUCT_LIMIT };
/** §9 "skeleton loader shows 2 cards": the home list while its products load (docs/decisions.md). */
export const SKELETON_CARDS = 2;
const ALL = 'all';

export interface HomeProductsProps {
  /** weekly_bestsellers_title; undefined while the home content loads. */
  title?: string;
  subtitle?: string;
  titleLoading?: boolean;
}

/**
 * §2 home: the product list with a category filter (ALL + the categories). ALL sends an empty body,
 * a category sends product_category_id (§7), each asking for the first page only — one
 * request per choice.
 * The section is the /?product scroll target (id = HOME_PRODUCTS_ANCHOR).
 */
export function HomeProducts({ title, subtitle, titleLoading = false }: HomeProductsProps) {
  const titleId = useId();
  const [choice, setChoice] = useState<string>(ALL);
  const categoryId = choice === ALL ? null : Number(choice);
  const categories = useCategories();
  const products = useFirstProducts(categoryId, HOME_PRODUCT_LIMIT);
  const categoryTitle = categories.data?.find((c) => c.product_category_id === categoryId)?.title;

  const shown = products.products ?? [];
  const moreHref = categoryId === null ? paths.products : paths.category(categoryId);

  return (
    <section
      id={HOME_PRODUCTS_ANCHOR}
      aria-labelledby={titleLoading ? undefined : titleId}
      aria-label={titleLoading ? 'Products' : undefined}
      className={classes.section}
    >
      <Container>
        {titleLoading ? (
          <Group justify="center" mb="xl" aria-hidden>
            <Skeleton height={36} width={280} />
          </Group>
        ) : (
          <SectionHeading titleId={titleId} title={title || 'Shop our floors'} subtitle={subtitle} />
        )}

        {categories.data && categories.data.length > 0 ? (
          <fieldset className={classes.filter}>
            <VisuallyHidden component="legend">Filter products by category</VisuallyHidden>
            <Chip.Group value={choice} onChange={(value) => setChoice(String(value))}>
              <Group gap="xs" className={classes.filterRow}>
                <Chip value={ALL} name="home-category" variant="outline" size="md">
                  All
                </Chip>
                {categories.data.map((category) => (
                  <Chip
                    key={category.product_category_id}
                    value={String(category.product_category_id)}
                    name="home-category"
                    variant="outline"
                    size="md"
                  >
                    {category.title}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </fieldset>
        ) : categories.isLoading ? (
          <Group gap="xs" justify="center" mb="xl" aria-hidden>
            {[56, 120, 120, 170, 150].map((width, i) => (
              <Skeleton key={i} height={34} width={width} radius="xl" />
            ))}
          </Group>
        ) : null}

        {products.error ? (
          <StatusView
            kind="error"
            titleOrder={3}
            title="We couldn’t load the floors"
            message="Please check your connection and try again."
            actionLabel="Try again"
            onAction={() => products.mutate()}
          />
        ) : !products.products ? (
          <>
            <VisuallyHidden role="status">Loading products…</VisuallyHidden>
            <ProductGrid layout="shelf" aria-hidden>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <PlaceholderCard key={i} />
              ))}
            </ProductGrid>
          </>
        ) : shown.length === 0 ? (
          <StatusView
            kind="empty"
            titleOrder={3}
            title={categoryId === null ? 'No products yet' : 'No products in this category yet'}
            message={
              categoryId === null
                ? 'New floors arrive every week — check back soon.'
                : 'Try another category, or browse everything we stock.'
            }
            actionLabel={categoryId === null ? undefined : 'View all products'}
            actionHref={categoryId === null ? undefined : paths.products}
          />
        ) : (
          <>
            <ProductGrid layout="shelf">
              {shown.map((product) => (
                <ProductCard key={product.product_id} {...productCardProps(product)} />
              ))}
            </ProductGrid>
            <div className={classes.more}>
              <Button
                component={Link}
                href={moreHref}
                variant="outline"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {categoryTitle ? `View all ${categoryTitle}` : 'View all products'}
              </Button>
            </div>
          </>
        )}
      </Container>
    </section>
  );
}
