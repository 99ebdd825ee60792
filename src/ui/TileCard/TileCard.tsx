import { Card, type CardProps } from '@mantine/core';
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
