// The whole shop API in the browser (npm run dev:mock, e2e against the mock build). Loaded only
// through a dynamic import when VITE_MSW=1, so it never lands in a normal build.
//
// Under automation (the Playwright e2e), the services outside the shop — places (Photon) and road
// routing (OSRM) — are NOT answered here: the test answers them itself through request interception
// (tests/e2e/external-services.ts), exactly as it must against the real server, so one set of doubles
// drives both e2e projects and a test can make them fail. `npm run dev:mock` in a normal browser keeps
// them, so it works offline.
import { setupWorker } from 'msw/browser';
import { handlers, placesHandlers, routingHandlers } from './handlers';

const external = new Set([...placesHandlers, ...routingHandlers]);
const underAutomation = typeof navigator !== 'undefined' && navigator.webdriver;

export const worker = setupWorker(...(underAutomation ? handlers.filter((h) => !external.has(h)) : handlers));
