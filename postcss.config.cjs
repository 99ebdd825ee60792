// Mantine's PostCSS setup (https://mantine.dev/styles/postcss-preset/).
// The breakpoint variables mirror `theme.breakpoints` in src/ui/theme.ts so CSS modules can
// write `@media (min-width: $mantine-breakpoint-sm)`; tests/unit/toolchain.test.ts fails if
// the two ever drift apart.
const breakpoints = {
  xs: '33.75em',
  sm: '48em',
  md: '64em',
  lg: '81.25em',
  xl: '96em',
};

module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: Object.fromEntries(
        Object.entries(breakpoints).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
      ),
    },
    './scripts/postcss-cascade.cjs': {},
  },
};
