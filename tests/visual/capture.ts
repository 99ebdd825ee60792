// How every story is captured, once: the visual config's `use` and the context stories.visual.ts opens per
// worker (made once, outside any test) both take them.
export const captureOptions = {
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'en-US',
  timezoneId: 'UTC',
  serviceWorkers: 'allow',
} as const;
