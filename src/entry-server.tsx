// Server rendering entry, built with `vite build --ssr` into dist/server/ and loaded by the
// reference server at run time (server/ never imports the browser app). Renders one request's page with
// React's streaming renderer. Per request: the SWR cache (a new Map), the route and the data; the valtio
// stores (session, cart mode, overlays) are never written here, so every page is rendered signed out,
// the same for every shopper, and nothing a shopper owns is rendered or shared between requests.
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { loadEnv } from '@/config/env';
import { PRERENDER_DATA_ID, scriptSafeJson } from '@/start/hydrationData';
import { dataOf, fallbackOf, planPrerender } from '@/app/renderPlan';
import type { RenderOptions, RenderResult, SsrBundle } from '@/contract/render';
import { describeHead, headTags } from '@/app/head';
import { matchRoute, type FirstHtmlRead, type HeadData } from '@/config/routes';
import type { SiteSettings } from '@/contract';
import { App } from '@/app/App';
import { provideSanitizer } from '@/ui/HtmlContent/loadSanitizer';
import { configureSanitizer, sanitizeHtml } from '@/ui/HtmlContent/sanitize';
import { cartModeStore, sessionStore, uiStore } from '@/state';

loadEnv();
// The browser loads the sanitiser on demand (src/ui/HtmlContent); the server renders with it loaded.
provideSanitizer(sanitizeHtml);

const pristine = JSON.stringify([sessionStore, cartModeStore, uiStore]);

export async function render(url: string, options: RenderOptions<FirstHtmlRead>): Promise<RenderResult> {
  if (options.sanitizerWindow) configureSanitizer(options.sanitizerWindow as Window);
  // Guard: server renders must never see shopper state (nothing here writes the stores).
  if (JSON.stringify([sessionStore, cartModeStore, uiStore]) !== pristine) {
    throw new Error('shopper state found in a server render');
  }
  const { pathname, search } = new URL(url, 'http://localhost');
  const plan = await planPrerender(pathname, options.load, search);
  const swr = { fallback: fallbackOf(plan.answers), provider: () => new Map() };
  const html = await renderToReadableStream(
    <StrictMode>
      <App ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} swr={swr} />
    </StrictMode>,
    {
      signal: options.signal,
      onError: options.onError,
      // Never outline a finished Suspense boundary: revealing it would need an inline script, which
      // the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // Everything (lazy screens included) is complete before the first byte, so the HTML is in order and
  // needs no inline script.
  await html.allReady;
  const data: HeadData & { settings?: SiteSettings } = {};
  for (const answer of plan.answers) {
    if (answer.endpoint === 'products' || answer.endpoint === 'shippingCharge') continue;
    (data as Record<string, unknown>)[answer.endpoint] = dataOf(answer);
  }
  const match = plan.status === 404 ? null : matchRoute(pathname);
  return {
    status: plan.status,
    head: headTags(describeHead(match?.route ?? null, match?.params ?? {}, pathname, data)),
    html,
    // The data the page was rendered from, as parsed here (the browser hydrates with it as is).
    dataScript: `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(JSON.stringify(swr.fallback))}</script>`,
    module: plan.module,
    callsOnOpen: plan.callsOnOpen,
    signInTo: plan.signInTo,
    lcpImage: plan.lcpImage,
  };
}

// The server calls this module through the shared interface.
render satisfies SsrBundle['render'];
