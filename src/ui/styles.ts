// One import for every global stylesheet the design system needs, in cascade order: Mantine core (the
// components we use, ./mantine.css) and our theme's variables first, then extensions, then the bundled font and our globals.
// Mantine's styles come in their `@layer mantine` build: our own CSS (modules, globals) is unlayered and so
// always wins over Mantine's defaults, whatever order a bundler happens to load the files in (Storybook's
// chunks load our modules before Mantine's core CSS; the app's entry loads them after — the layer makes
// both render the same).
// Both src/main.tsx and .storybook/preview.tsx import this: `import '@/ui/styles';`
import './mantine.css';
// The theme's CSS variables (unlayered: they override Mantine's layered defaults), made from ./theme.ts.
import './theme-variables.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/carousel/styles.layer.css';
import './fonts';
import './global.css';
