import { useId } from 'react';
import { Carousel } from '@mantine/carousel';
import { Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { HomeCategory } from '@/contract';
import { paths } from '@/config/paths';
import { HtmlContent, IMAGE_SIZES, MediaImage, SectionHeading, StatusView, TileCard, TileLink } from '@/ui';
import classes from './Home.module.css';
import { SectionCarousel } from './SectionCarousel';

/** §9 product carousel: 1.5 / 2.5 / 2.5 / 3.5 / 4.2 slides at base / 540 / 768 / 1024 / 1300 px. */
export const CATEGORY_SLIDE_SIZE = { base: '66.67%', xs: '40%', sm: '40%', md: '28.57%', lg: '23.8%' };

export interface CategoryCarouselProps {
  title: string;
  subtitle?: string;
  categories: HomeCategory[];
}

/** §2 home: the flooring category carousel; each card links to /products/category/{id}. */
export function CategoryCarousel({ title, subtitle, categories }: CategoryCarouselProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.section} data-tone="muted">
      <Container>
        <SectionHeading titleId={titleId} title={title || 'Shop by category'} subtitle={subtitle} />
        {categories.length === 0 ? (
          <StatusView
            kind="empty"
            titleOrder={3}
            title="Categories are on their way"
            message="Browse every floor we stock in the meantime."
            actionLabel="View all products"
            actionHref={paths.products}
          />
        ) : (
          <SectionCarousel
            label="Flooring categories"
            itemsName="categories"
            slideSize={CATEGORY_SLIDE_SIZE}
            slideGap={{ base: 'sm', sm: 'md' }}
          >
            {categories.map((category) => (
              <Carousel.Slide key={category.product_category_id} aria-label={category.title}>
                <CategoryCard category={category} />
              </Carousel.Slide>
            ))}
          </SectionCarousel>
        )}
      </Container>
    </section>
  );
}

export function CategoryCard({ category }: { category: HomeCategory }) {
  const href = paths.category(category.product_category_id);
  return (
    <TileCard>
      <div className={classes.categoryMedia}>
        {category.image ? (
          <MediaImage
            className={classes.categoryImage}
            src={category.image}
            alt=""
            width={800}
            height={600}
            sizes={IMAGE_SIZES.category}
          />
        ) : null}
      </div>
      <div className={classes.categoryBody}>
        <h3 className={classes.categoryTitle}>
          <TileLink href={href} className={classes.stretched}>
            {category.title}
          </TileLink>
        </h3>
        <HtmlContent html={category.description} variant="compact" className={classes.categoryDescription} />
        <span className={classes.categoryCta} aria-hidden>
          Shop now <IconArrowRight size={16} />
        </span>
      </div>
    </TileCard>
  );
}
