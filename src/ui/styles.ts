// One import for every global stylesheet the design system needs, in cascade order: Mantine core (the
// components we use, ./mantine.css) and our theme's variables first, then extensions, then our globals.
// Mantine's styles lose to our own CSS (modules, globals) whatever order a bundler happens to load the
// files in (Storybook's chunks load our modules before Mantine's core CSS; the app's entry loads them
// after): scripts/postcss-cascade.cjs takes them out of their `@layer mantine` and gives each of our
// selectors an ID's worth of specificity instead.
// Both src/main.tsx and .storybook/preview.tsx import this: `import '@/ui/styles';`. The web font's
// faces are not here: index.html inlines ./fonts.css (Storybook imports ./fonts in .storybook/preview.tsx).
import './mantine.css';
// The theme's CSS variables (ours: they override Mantine's defaults), made from ./theme.ts.
import './theme-variables.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/carousel/styles.layer.css';
import './global.css';
