// The hero slider as its own chunk: HomeScreen hydrates it only after the first paint
// (deferHydration in HomeScreen.tsx); the server renders it in full.
export { HeroSlider as default } from './HeroSlider';
