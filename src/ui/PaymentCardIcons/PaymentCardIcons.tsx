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

interface LetteringProps {
  x: string;
  y: string;
  centred?: boolean;
  fill?: string;
  size: string;
  weight: string;
  italic?: boolean;
  spacing: string;
  children: string;
}

/** A brand mark's lettering: white unless `fill` says otherwise. */
function Lettering({
  x,
  y,
  centred = false,
  fill = '#ffffff',
  size,
  weight,
  italic = false,
  spacing,
  children,
}: LetteringProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={centred ? 'middle' : undefined}
      fill={fill}
      fontFamily={FONT}
      fontSize={size}
      fontWeight={weight}
      fontStyle={italic ? 'italic' : undefined}
      letterSpacing={spacing}
    >
      {children}
    </text>
  );
}

/** A mark that is one bold white word centred on a card of the brand's colour (Visa, Amex). */
function WordMark({
  card,
  children,
  ...lettering
}: { card: string } & Pick<LetteringProps, 'y' | 'size' | 'italic' | 'spacing' | 'children'>) {
  return (
    <>
      <rect width="48" height="32" rx="4" fill={card} />
      <Lettering x="24" centred weight="800" {...lettering}>
        {children}
      </Lettering>
    </>
  );
}

/** Simplified brand marks (48×32), drawn inline so they need no network and render identically. */
function Mark({ brand }: { brand: PaymentCardBrand }) {
  switch (brand) {
    case 'visa':
      return (
        <WordMark card="#1a1f71" y="20.5" size="13" italic spacing="0.5">
          VISA
        </WordMark>
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
        <WordMark card="#1f6fc5" y="20" size="10.5" spacing="0.6">
          AMEX
        </WordMark>
      );
    case 'discover':
      return (
        <>
          <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#ffffff" stroke="#d6d2cb" />
          <path d="M20 31.5 H44 a3.5 3.5 0 0 0 3.5-3.5 V20 C40 26 30 30 20 31.5z" fill="#f48120" />
          <Lettering x="5" y="18.5" fill="#1c1917" size="7.2" weight="700" spacing="0.2">
            DISC
          </Lettering>
          <circle cx="27.4" cy="16" r="3.6" fill="#f48120" />
          <Lettering x="31.6" y="18.5" fill="#1c1917" size="7.2" weight="700" spacing="0.2">
            VER
          </Lettering>
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
