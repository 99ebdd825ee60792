import { HtmlContent } from '@/ui';

/**
 * The product's description (HTML from the API, sanitised) as its own chunk: the sanitiser
 * stays out of the first visit; the server renders the description and it hydrates when scrolled near.
 */
export default function ProductDescription({ html }: { html: string }) {
  return <HtmlContent html={html} />;
}
