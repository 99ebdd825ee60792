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
    /**
     * 'routes': render the app's own route table at `route` instead of the story's component (screens);
     * 'layout': the same inside the app's layout (header, cart drawer, footer, enquiry widget).
     */
    app?: 'routes' | 'layout';
    /** Wraps the story in `<Route path={routePattern}>` so `useParams()` works, e.g. '/products/:slug'. */
    routePattern?: string;
    /** Signed-in shopper for this story; omit (or null, to override a file-wide shopper) for a guest. */
    session?: StorySessionSeed | null;
    /** Extra/override MSW handlers for this story (default handlers come from mocks/handlers). */
    msw?: MswParameter;
  }
}
