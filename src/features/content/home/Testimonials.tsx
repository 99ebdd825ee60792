import { useId } from 'react';
import { Carousel } from '@mantine/carousel';
import { Card, Container, Group } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '@/contract';
import { HtmlContent, IMAGE_SIZES, MediaImage, SectionHeading } from '@/ui';
import classes from './Home.module.css';
import { SectionCarousel } from './SectionCarousel';

/** §9 testimonial carousel: 1 / 1.2 / 1.3 / 2.2 / 2.2 slides at base / 540 / 768 / 1024 / 1300 px. */
export const TESTIMONIAL_SLIDE_SIZE = {
  base: '100%',
  xs: '83.33%',
  sm: '76.92%',
  md: '45.45%',
  lg: '45.45%',
};

export interface TestimonialsProps {
  title: string;
  subtitle?: string;
  testimonials: Testimonial[];
}

/** §2 home: client testimonials. Renders nothing without testimonials (an empty quote wall earns no trust). */
export function Testimonials({ title, subtitle, testimonials }: TestimonialsProps) {
  const titleId = useId();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <Container>
        <SectionHeading titleId={titleId} title={title || 'What our clients say'} subtitle={subtitle} />
        <SectionCarousel
          label="Client testimonials"
          itemsName="testimonials"
          slideSize={TESTIMONIAL_SLIDE_SIZE}
          slideGap={{ base: 'sm', sm: 'lg' }}
        >
          {testimonials.map((t, index) => (
            <Carousel.Slide
              key={`${index}-${t.name}`}
              aria-label={`Testimonial from ${t.name || 'a client'}`}
            >
              <TestimonialCard testimonial={t} />
            </Carousel.Slide>
          ))}
        </SectionCarousel>
      </Container>
    </section>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" className={classes.quote}>
      <IconQuote size={32} className={classes.quoteMark} aria-hidden />
      <blockquote className={classes.quoteText}>
        <HtmlContent html={testimonial.description} />
      </blockquote>
      <Group component="figcaption" gap="sm" wrap="nowrap">
        {testimonial.image ? (
          <MediaImage
            className={classes.avatar}
            src={testimonial.image}
            alt=""
            width={48}
            height={48}
            sizes={IMAGE_SIZES.avatar}
          />
        ) : null}
        <div>
          <div className={classes.person}>{testimonial.name}</div>
          {testimonial.designation ? <div className={classes.role}>{testimonial.designation}</div> : null}
        </div>
      </Group>
    </Card>
  );
}
