// One import for every global stylesheet the design system needs, in cascade order:
// Mantine core (the components we use, ./mantine.css) first, then extensions, then the bundled font and our globals.
// Both src/main.tsx and .storybook/preview.tsx import this: `import '@/ui/styles';`
import './mantine.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import './fonts';
import './global.css';
