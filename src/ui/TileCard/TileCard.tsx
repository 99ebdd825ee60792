import type { ReactNode } from 'react';
import { Card, type CardProps } from '@mantine/core';
import { Link } from 'wouter';
import classes from './TileCard.module.css';

export interface TileCardProps extends CardProps {
  /** `article` for a tile that is content of its own; a loading placeholder is a plain `div`. */
  as?: 'article' | 'div';
}

/**
 * The catalogue's tile (product cards, category cards): a borderless-padding Card, full height of its grid
 * cell, that lifts on hover and marks keyboard focus inside it. Its content lays itself out.
 */
export function TileCard({ as = 'article', className, ...others }: TileCardProps) {
  return (
    <Card
      component={as}
      padding={0}
      className={className ? `${classes.tile} ${className}` : classes.tile}
      {...others}
    />
  );
}

/**
 * The tile's one link, "stretched" over the whole tile (its ::after covers the card), so the whole tile is
 * clickable without nesting interactive elements. `className` adds the card's own layering and focus mark.
 */
export function TileLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={className ? `${classes.link} ${className}` : classes.link}>
      {children}
    </Link>
  );
}
