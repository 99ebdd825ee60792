// Typed import.meta.env for the client. Values are validated at startup by src/config/env.ts
// (parseEnv); these declarations only describe what Vite may inject. See .env.example.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the shop API, e.g. `/api` (same origin) or `https://api.example.com`. Required. */
  readonly VITE_API_BASE_URL?: string;
  /** Public URL of the storefront. Default http://localhost:3000. */
  readonly VITE_APP_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** OSRM base URL. Default https://router.project-osrm.org. */
  readonly VITE_ROUTING_URL?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_WAREHOUSE_LAT?: string;
  readonly VITE_WAREHOUSE_LNG?: string;
  /** '1' starts the MSW worker (npm run dev:mock, e2e build). */
  readonly VITE_MSW?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
