import { use } from 'react';
import { Button, Skeleton, type CardProps } from '@mantine/core';
import { Link } from 'wouter';
import { IMAGE_SIZES, MediaImage } from '@/ui/MediaImage';
import { Price } from '@/ui/Price';
import { TileCard, TileLink } from '@/ui/TileCard';
import classes from './ProductCard.module.css';
import { ProductGridLayoutContext } from './ProductGrid';

export interface ProductCardProps extends Omit<CardProps, 'children'> {
  title: string;
  /** Where the card and its Shop Now button go: /products/{slug} (§2 product card). */
  href: string;
  imageUrl: string;
  /** Price per sqft in cents; the "$price / sqft" line is shown only when present. */
  priceCents?: number | null;
  /** Above-the-fold cards load eagerly with high fetch priority; all others lazy-load. */
  priority?: boolean;
  /** Intrinsic image size, written as width/height attributes so the layout never shifts. */
  imageWidth?: number;
  imageHeight?: number;
  /**
   * The image is decorative by default (the title right below names the product); pass alt
   * text when the image adds information.
   */
  imageAlt?: string;
  /** Heading level of the title inside the surrounding page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Product tile. The title is the card's single "stretched" link (its ::after covers the card),
 * so the whole card is clickable without nesting interactive elements; the Shop Now button is a
 * sibling link to the same href, raised above the overlay.
 */
export function ProductCard({
  title,
  href,
  imageUrl,
  priceCents,
  priority = false,
  imageWidth = 600,
  imageHeight = 600,
  imageAlt = '',
  headingLevel = 3,
  className,
  ...others
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  // Drawn as wide as a column of the grid it is in.
  const grid = use(ProductGridLayoutContext);
  return (
    <TileCard className={className ? `${classes.card} ${className}` : classes.card} {...others}>
      <div className={classes.media}>
        {imageUrl ? (
          <MediaImage
            className={classes.image}
            src={imageUrl}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            sizes={IMAGE_SIZES[grid === 'shelf' ? 'shelfCard' : 'listingCard']}
            priority={priority}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={classes.body}>
        <Heading className={classes.title}>
          <TileLink href={href} className={classes.link}>
            {title}
          </TileLink>
        </Heading>
        {priceCents != null ? <Price cents={priceCents} unit="sqft" className={classes.price} /> : null}
        <Button
          component={Link}
          href={href}
          className={classes.cta}
          variant="filled"
          size="sm"
          fullWidth
          aria-label={`Shop Now: ${title}`}
        >
          Shop Now
        </Button>
      </div>
    </TileCard>
  );
}

/** Skeleton of a ProductCard shown while products load (§2: 8 placeholders in the listing). */
export function PlaceholderCard({ className, ...others }: Omit<CardProps, 'children'>) {
  return (
    <TileCard
      as="div"
      aria-busy="true"
      className={className ? `${classes.card} ${className}` : classes.card}
      data-placeholder
      {...others}
    >
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={18} width="80%" />
        <Skeleton height={14} width="45%" mt={4} />
        <Skeleton height={36} mt="auto" />
      </div>
    </TileCard>
  );
}
