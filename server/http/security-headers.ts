// Security headers on every response: a CSP that allows only this origin plus the services the storefront
// uses (Stripe, Google Maps and Places, YouTube embeds, the road-routing service, the places search, the
// developer pages' services when configured), a Permissions-Policy, nosniff, a strict referrer policy, and
// HSTS on answers that went out over HTTPS.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { SIGN_IN_FIRST_SCRIPT } from '../../src/contract/render';
import { setAnswerHeader } from './answer-headers';
import { requestOrigin } from './origin';
import type { ProxyTrust } from './proxy';

/** Services besides routing that the storefront's bundle was built to call (its VITE_* URLs). */
export interface CspServices {
  /** Photon (VITE_PHOTON_URL); default https://photon.komoot.io. */
  placesUrl?: string;
  /** /callback's token-exchange service (VITE_TOKEN_EXCHANGE_URL), when configured. */
  tokenExchangeUrl?: string;
  /** /callbacktest's tokenisation script (VITE_PAYMENTS_SDK_URL): its origin may load scripts, and its
   * provider's domain (*.intuit.com for js.appcenter.intuit.com) may be called, as the SDK posts the card
   * to the provider's API. */
  paymentsSdkUrl?: string;
}

/** The origin of an absolute URL; nothing for a same-origin path or an unreadable value. */
function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function providerDomain(url: string | undefined): string | null {
  const origin = originOf(url);
  if (!origin) return null;
  const { protocol, hostname } = new URL(origin);
  const labels = hostname.split('.');
  return labels.length > 2 ? `${protocol}//*.${labels.slice(-2).join('.')}` : origin;
}

/** The one inline script the pages may run: a shopper's page sending a visitor without a session to sign in. */
const SIGN_IN_FIRST_HASH = `'sha256-${createHash('sha256').update(SIGN_IN_FIRST_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(routingUrl: string, services: CspServices = {}): string {
  const routing = new URL(routingUrl).origin;
  const stripe = 'https://js.stripe.com https://*.stripe.com';
  // Google Maps' loader and Places API (new), used when the store is built with a Maps key.
  const maps = 'https://maps.googleapis.com https://maps.gstatic.com https://places.googleapis.com';
  const places = originOf(services.placesUrl ?? 'https://photon.komoot.io');
  const sdk = originOf(services.paymentsSdkUrl);
  const devConnect = [originOf(services.tokenExchangeUrl), sdk, providerDomain(services.paymentsSdkUrl)];
  const connectExtra = [places, ...devConnect].filter((o): o is string => o !== null);
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${SIGN_IN_FIRST_HASH} ${stripe} ${maps}${sdk ? ` ${sdk}` : ''}`,
    // Mantine and Google Maps inject <style> elements and style attributes.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${stripe} ${maps}`,
    'font-src': "'self' data:",
    'media-src': "'self' blob:",
    'connect-src': [`'self' ${stripe} ${maps} ${routing}`, ...new Set(connectExtra)].join(' '),
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

/**
 * Content types that are never rendered as a document: JavaScript (our bundle runs no workers from
 * /assets), CSS, fonts and raster images. HTML, SVG (which can carry script when opened directly), JSON
 * and everything unknown keep the document policies.
 */
export function isPassiveSubresource(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type === 'text/css' ||
    type.startsWith('font/') ||
    /^image\/(png|jpeg|webp|avif|gif)$/.test(type)
  );
}

/** One year; subdomains included. Sent only on answers that went out over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: {
  routingUrl: string;
  trustProxy: ProxyTrust;
  services?: CspServices;
}): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.routingUrl, options.services);
  const permissions = permissionsPolicy();
  return async (c, next) => {
    await next();
    // The policies that govern a document (CSP, Permissions-Policy, framing, opener) mean nothing on a
    // script, stylesheet, font or raster image — those can never be a document or a worker's own
    // script here — and cost ≈ 1.7 KB per answer (a first visit loads dozens of them).
    if (!isPassiveSubresource(c.res.headers.get('Content-Type'))) {
      setAnswerHeader(c, 'Content-Security-Policy', csp);
      setAnswerHeader(c, 'Permissions-Policy', permissions);
      setAnswerHeader(c, 'X-Frame-Options', 'SAMEORIGIN');
      setAnswerHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    }
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    // HSTS only over TLS (directly, or at a proxy the operator trusts): over plain HTTP it is ignored, and
    // an untrusted X-Forwarded-Proto must not switch it on.
    if (requestOrigin(c, options.trustProxy).https) setAnswerHeader(c, 'Strict-Transport-Security', HSTS);
  };
}
