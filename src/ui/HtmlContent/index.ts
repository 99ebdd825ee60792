export { HtmlContent, type HtmlContentProps } from './HtmlContent';
export { sanitizeHtml } from './sanitize';
