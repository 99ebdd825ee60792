export { SectionReveal, type SectionRevealProps } from './SectionReveal';
