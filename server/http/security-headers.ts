// Security headers on every response: a CSP that allows only this origin plus the services the storefront
// uses (Stripe, Google Maps, YouTube embeds, the road-routing service), nosniff, a strict referrer policy.
import type { MiddlewareHandler } from 'hono';

export function contentSecurityPolicy(routingUrl: string): string {
  const routing = new URL(routingUrl).origin;
  const stripe = 'https://js.stripe.com https://*.stripe.com';
  const maps = 'https://maps.googleapis.com https://maps.gstatic.com';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${stripe} ${maps}`,
    // Mantine and Google Maps inject <style> elements and style attributes.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${stripe} ${maps}`,
    'font-src': "'self' data:",
    'media-src': "'self' blob:",
    'connect-src': `'self' ${stripe} ${maps} ${routing}`,
    'frame-src': `${stripe} https://www.google.com https://www.youtube.com https://www.youtube-nocookie.com`,
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

export function securityHeaders(routingUrl: string): MiddlewareHandler {
  const csp = contentSecurityPolicy(routingUrl);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  };
}
