// Security headers on every response: a CSP that allows only this origin plus the services the storefront
// uses (Stripe, Google Maps, YouTube embeds, the road-routing service), a Permissions-Policy, nosniff, a strict
// referrer policy, and HSTS on answers that went out over HTTPS.
import type { MiddlewareHandler } from 'hono';
import { requestOrigin } from './origin';

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

/**
 * Powerful features the storefront does not use are switched off for it and every frame it embeds; the
 * payment frame may use the Payment Request API, video frames may go full screen and play.
 */
export function permissionsPolicy(): string {
  const youtube = '"https://www.youtube.com" "https://www.youtube-nocookie.com"';
  const policy: Record<string, string> = {
    accelerometer: '()',
    autoplay: `(self ${youtube})`,
    camera: '()',
    'display-capture': '()',
    'encrypted-media': `(self ${youtube})`,
    fullscreen: `(self ${youtube} "https://www.google.com")`,
    geolocation: '()',
    gyroscope: '()',
    magnetometer: '()',
    microphone: '()',
    midi: '()',
    payment: '(self "https://js.stripe.com")',
    'picture-in-picture': `(self ${youtube})`,
    usb: '()',
  };
  return Object.entries(policy)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}

/** One year; subdomains included. Sent only on answers that went out over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: { routingUrl: string; trustProxy: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.routingUrl);
  const permissions = permissionsPolicy();
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('Permissions-Policy', permissions);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    // HSTS only over TLS (directly, or at a proxy the operator trusts): over plain HTTP it is ignored, and
    // an untrusted X-Forwarded-Proto must not switch it on.
    if (requestOrigin(c, options.trustProxy).https) c.header('Strict-Transport-Security', HSTS);
  };
}
