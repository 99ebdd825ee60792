// Story parameters our .storybook/preview.tsx understands (see README "Stories").
import type { MswParameter } from 'msw-storybook-addon/csf3';

/**
 * What `parameters.session` signs in (through `startSession` of src/state) before a story renders.
 * Use `demoSessions.withCart` / `demoSessions.emptyCart` from `@mocks/db`: the mock API knows them.
 */
export interface StorySessionSeed {
  authKey: string;
  firstName: string;
  lastName?: string;
  fullName?: string;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Initial location of the story's in-memory wouter router, e.g. '/products/oak?x=1'. Default '/'. */
    route?: string;
    /** Wraps the story in `<Route path={routePattern}>` so `useParams()` works, e.g. '/products/:slug'. */
    routePattern?: string;
    /** Signed-in shopper for this story; omit for a guest. */
    session?: StorySessionSeed;
    /** Extra/override MSW handlers for this story (default handlers come from mocks/handlers). */
    msw?: MswParameter;
  }
}
