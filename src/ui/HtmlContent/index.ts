export { HtmlContent, type HtmlContentProps } from './HtmlContent';
export { loadSanitizer, provideSanitizer } from './loadSanitizer';
