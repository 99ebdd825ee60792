import type { DeferUntil } from '@/ui';

/**
 * When an account form's code loads on a page the server rendered: at the shopper's first touch, focus
 * or key in it, or a few seconds after the page, as the calculator's form. Its HTML is the server's from
 * the start; what is typed or clicked before is given back once it has hydrated, and a submit meanwhile
 * (Enter in a field) is held until then (src/start/boot.ts).
 */
export const FORM_DEFER: { until: DeferUntil } = { until: { interactionOr: { ms: 6000 } } };
