// Inter (variable weight axis) bundled from npm so the app and Storybook screenshots never
// depend on the fonts the OS happens to have. Imported by ./styles.ts.
import '@fontsource-variable/inter/wght.css';
