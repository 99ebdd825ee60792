import type { ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import classes from './Home.module.css';

export interface SectionCarouselProps {
  /** The carousel's accessible name, e.g. "Flooring categories". */
  label: string;
  /** What the arrows move through, e.g. "categories" → "Previous categories" / "Next categories". */
  itemsName: string;
  slideSize: CarouselProps['slideSize'];
  slideGap: CarouselProps['slideGap'];
  children: ReactNode;
}

/** A home section's carousel (categories, testimonials): aligned to the start, arrows under the track. */
export function SectionCarousel({ label, itemsName, slideSize, slideGap, children }: SectionCarouselProps) {
  return (
    <Carousel
      aria-label={label}
      slideSize={slideSize}
      slideGap={slideGap}
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
      classNames={{
        root: classes.carouselRoot,
        container: classes.carouselContainer,
        controls: classes.carouselControls,
        control: classes.carouselControl,
      }}
      previousControlProps={{ 'aria-label': `Previous ${itemsName}` }}
      nextControlProps={{ 'aria-label': `Next ${itemsName}` }}
    >
      {children}
    </Carousel>
  );
}
