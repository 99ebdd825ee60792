// Inter bundled from npm so the app and Storybook screenshots never depend on the fonts the OS happens
// to have. Latin subset with a metric-matched fallback: see ./fonts.css. Imported by ./styles.ts.
import './fonts.css';
