// Inter bundled from npm so the app and Storybook screenshots never depend on the fonts the OS happens
// to have. Latin subset with a metric-matched fallback: see ./fonts.css. The app's index.html inlines
// ./fonts.css (a `<style>` the build fills in); Storybook imports this (.storybook/preview.tsx).
import './fonts.css';
