import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type {
  ActionIconProps,
  AnchorProps,
  BreadcrumbsProps,
  ButtonProps,
  CardProps,
  CheckboxProps,
  ContainerProps,
  DrawerProps,
  LoaderProps,
  ModalProps,
  NumberInputProps,
  PaperProps,
  PasswordInputProps,
  SkeletonProps,
  TextareaProps,
  TextInputProps,
  TitleProps,
  TooltipProps,
} from '@mantine/core';

/**
 * Warm oak: the store's primary colour (buttons, links, price accents).
 * Shade 7 (#82572b) is the light-scheme primary: white text on it is 6.3:1 and it reads
 * 6.3:1 as link/text colour on white, so filled buttons and anchors pass WCAG AA.
 */
const oak: MantineColorsTuple = [
  '#fbf6ee',
  '#f3e7d5',
  '#e6cfad',
  '#d8b482',
  '#cb9b5d',
  '#b9834a',
  '#9c6a35',
  '#82572b',
  '#694522',
  '#4f3318',
];

/**
 * Warm neutral greys (replace Mantine's cool blue-greys so borders and muted text sit
 * well next to wood). gray.6 is Mantine's "dimmed" text colour: 5.8:1 on white.
 */
const gray: MantineColorsTuple = [
  '#f8f7f5',
  '#f1efec',
  '#e6e3de',
  '#d6d2cb',
  '#b5afa6',
  '#8f887e',
  '#6b645b',
  '#57514a',
  '#3d3833',
  '#262320',
];

/** Near-black for the header, footer and body text (spec §2: header is black off the home/about pages). */
const ink: MantineColorsTuple = [
  '#f5f4f2',
  '#e4e2df',
  '#c9c5c0',
  '#a9a39c',
  '#7d776f',
  '#5b554e',
  '#3f3a35',
  '#2a2622',
  '#1c1917',
  '#0f0d0c',
];

/**
 * Reds and greens darkened from Mantine's defaults so error messages (Mantine's
 * --mantine-color-error is red.6) and success text pass WCAG AA on white:
 * red.6 #c92a2a 5.5:1, green.6 #2b7a3b 5.3:1 (Mantine's own red.6 is only 3.3:1).
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e35d5d',
  '#c92a2a',
  '#b42318',
  '#a61e1e',
  '#8a1c1c',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#3f9e52',
  '#2b7a3b',
  '#237032',
  '#1e6b30',
  '#175726',
];

/**
 * Component default props. Plain objects rather than `Button.extend()`: `.extend` would import every
 * themed component into the first visit (NumberInput alone brought react-number-format).
 */
const withDefaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

export const theme = createTheme({
  primaryColor: 'oak',
  primaryShade: { light: 7, dark: 5 },
  colors: { oak, gray, ink, red, green },
  black: '#1c1917',
  white: '#ffffff',
  autoContrast: true,

  // Bundled (a subset of @fontsource-variable/inter, see ./fonts.css) so screenshots never depend on OS fonts.
  fontFamily:
    "'Inter Variable', 'Inter Fallback', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: {
    fontFamily:
      "'Inter Variable', 'Inter Fallback', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    fontWeight: '700',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.125rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },

  // Calm, slightly soft corners: premium but not playful.
  defaultRadius: 'md',
  radius: { xs: '2px', sm: '4px', md: '6px', lg: '10px', xl: '16px' },

  /**
   * Breakpoints follow the spec's carousel widths (§9: product carousel 1.5/2.5/2.5/3.5/4.2
   * slides at 540, 768, 1024, 1300 px; testimonials likewise), so `slideSize={{ base, xs, sm,
   * md, lg }}` and `visibleFrom`/`hiddenFrom` switch at exactly the widths the spec names.
   * xl (1536) is an extra wide-desktop step used by the 4-column grid. Values in em (÷16) as
   * Mantine requires, so they scale with the user's font size.
   */
  breakpoints: {
    xs: '33.75em', // 540px
    sm: '48em', // 768px
    md: '64em', // 1024px
    lg: '81.25em', // 1300px
    xl: '96em', // 1536px
  },

  shadows: {
    xs: '0 1px 2px rgba(28, 25, 23, 0.06)',
    sm: '0 1px 3px rgba(28, 25, 23, 0.08), 0 1px 2px rgba(28, 25, 23, 0.04)',
    md: '0 4px 12px rgba(28, 25, 23, 0.08), 0 2px 4px rgba(28, 25, 23, 0.04)',
    lg: '0 12px 28px rgba(28, 25, 23, 0.12), 0 4px 8px rgba(28, 25, 23, 0.05)',
    xl: '0 24px 48px rgba(28, 25, 23, 0.16)',
  },

  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,

  components: {
    Button: withDefaults<ButtonProps>({ radius: 'md', fw: 600 }),
    ActionIcon: withDefaults<ActionIconProps>({ variant: 'default', radius: 'md' }),
    Anchor: withDefaults<AnchorProps>({ underline: 'hover' }),
    Card: withDefaults<CardProps>({ radius: 'lg', padding: 'md', withBorder: true }),
    Paper: withDefaults<PaperProps>({ radius: 'lg' }),
    Container: withDefaults<ContainerProps>({ size: 'xl' }),
    Title: withDefaults<TitleProps>({ c: 'ink.8' }),
    TextInput: withDefaults<TextInputProps>({ radius: 'md' }),
    PasswordInput: withDefaults<PasswordInputProps>({ radius: 'md' }),
    NumberInput: withDefaults<NumberInputProps>({ radius: 'md' }),
    Textarea: withDefaults<TextareaProps>({ radius: 'md', autosize: true, minRows: 4 }),
    Checkbox: withDefaults<CheckboxProps>({ radius: 'sm' }),
    Skeleton: withDefaults<SkeletonProps>({ radius: 'md' }),
    Loader: withDefaults<LoaderProps>({ type: 'oval' }),
    Breadcrumbs: withDefaults<BreadcrumbsProps>({ separator: '›', separatorMargin: 'xs' }),
    Modal: withDefaults<ModalProps>({ centered: true, radius: 'lg' }),
    Drawer: withDefaults<DrawerProps>({ position: 'right' }),
    Tooltip: withDefaults<TooltipProps>({ withArrow: true }),
  },
});
