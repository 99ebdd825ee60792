import { Box, VisuallyHidden, type BoxProps } from '@mantine/core';
import { formatUsd } from '@/domain/money';
import classes from './Price.module.css';

export interface PriceProps extends BoxProps {
  /** Amount in integer cents (money is cents inside the app, §9). */
  cents: number;
  /** Unit the price is per, rendered as " / {unit}" (e.g. "sqft" → "$4.99 / sqft"). */
  unit?: string;
  /**
   * `current` is the selling price; `original` is the struck-through main_price (§2 product
   * details), rendered in `<s>` with a hidden "Original price" prefix for screen readers.
   */
  variant?: 'current' | 'original';
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A dollar amount with two decimals, e.g. "$1,234.56 / sqft". */
export function Price({ cents, unit, variant = 'current', size = 'md', className, ...others }: PriceProps) {
  const amount = formatUsd(cents);
  const content = (
    <>
      <span className={classes.amount}>{amount}</span>
      {unit ? <span className={classes.unit}> / {unit}</span> : null}
    </>
  );

  return (
    <Box
      component="span"
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      data-size={size}
      {...others}
    >
      {variant === 'original' ? (
        <>
          <VisuallyHidden>Original price: </VisuallyHidden>
          <s className={classes.strike}>{content}</s>
        </>
      ) : (
        content
      )}
    </Box>
  );
}
