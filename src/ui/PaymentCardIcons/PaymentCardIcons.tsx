import { Box, type BoxProps } from '@mantine/core';
import classes from './PaymentCardIcons.module.css';

export type PaymentCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

const LABELS: Record<PaymentCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const FONT = "'Inter Variable', Inter, Arial, sans-serif";

/** Simplified brand marks (48×32), drawn inline so they need no network and render identically. */
function Mark({ brand }: { brand: PaymentCardBrand }) {
  switch (brand) {
    case 'visa':
      return (
        <>
          <rect width="48" height="32" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="20.5"
            textAnchor="middle"
            fill="#ffffff"
            fontFamily={FONT}
            fontSize="13"
            fontWeight="800"
            fontStyle="italic"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#ffffff" stroke="#d6d2cb" />
          <circle cx="19.5" cy="16" r="8.5" fill="#eb001b" />
          <circle cx="28.5" cy="16" r="8.5" fill="#f79e1b" />
          <path d="M24 8.8a8.5 8.5 0 0 1 0 14.4a8.5 8.5 0 0 1 0-14.4z" fill="#ff5f00" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="48" height="32" rx="4" fill="#1f6fc5" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fill="#ffffff"
            fontFamily={FONT}
            fontSize="10.5"
            fontWeight="800"
            letterSpacing="0.6"
          >
            AMEX
          </text>
        </>
      );
    case 'discover':
      return (
        <>
          <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#ffffff" stroke="#d6d2cb" />
          <path d="M20 31.5 H44 a3.5 3.5 0 0 0 3.5-3.5 V20 C40 26 30 30 20 31.5z" fill="#f48120" />
          <text
            x="5"
            y="18.5"
            fill="#1c1917"
            fontFamily={FONT}
            fontSize="7.2"
            fontWeight="700"
            letterSpacing="0.2"
          >
            DISC
          </text>
          <circle cx="27.4" cy="16" r="3.6" fill="#f48120" />
          <text
            x="31.6"
            y="18.5"
            fill="#1c1917"
            fontFamily={FONT}
            fontSize="7.2"
            fontWeight="700"
            letterSpacing="0.2"
          >
            VER
          </text>
        </>
      );
    default:
      return null;
  }
}

export interface PaymentCardIconsProps extends BoxProps {
  brands?: PaymentCardBrand[];
  /** Rendered height in px; width follows the 3:2 card ratio. */
  height?: number;
}

/** Accepted payment cards for the footer (§2), as a labelled list of named images. */
export function PaymentCardIcons({
  brands = ['visa', 'mastercard', 'amex', 'discover'],
  height = 28,
  className,
  ...others
}: PaymentCardIconsProps) {
  return (
    <Box
      component="ul"
      aria-label="Accepted payment cards"
      className={className ? `${classes.root} ${className}` : classes.root}
      {...others}
    >
      {brands.map((brand) => (
        <li key={brand} className={classes.item}>
          <svg
            role="img"
            aria-label={LABELS[brand]}
            viewBox="0 0 48 32"
            width={(height * 3) / 2}
            height={height}
            className={classes.icon}
          >
            <Mark brand={brand} />
          </svg>
        </li>
      ))}
    </Box>
  );
}
