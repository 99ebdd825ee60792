// The whole shop API in the browser (npm run dev:mock, e2e against the mock build). Loaded only
// through a dynamic import when VITE_MSW=1, so it never lands in a normal build.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);
