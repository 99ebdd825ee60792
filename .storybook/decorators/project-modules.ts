// Modules owned by other parts of the project, loaded through import.meta.glob so Storybook
// still builds while one of them does not exist yet (a missing file gives an empty record
// instead of a build error). Once all of them exist these could become plain imports.
import type { RequestHandler } from 'msw';
import type { StorySessionSeed } from '../../types/storybook';

export interface StateModule {
  /** src/state/index.ts: puts every valtio store back to its initial value. */
  resetAllStores?: () => void;
  /** The session store's own action (src/state/session.ts). */
  startSession?: (session: Required<StorySessionSeed>) => void;
  /** Fallback: the session proxy itself. */
  session?: Record<string, unknown>;
}

interface HandlersModule {
  handlers?: RequestHandler[];
}

const first = <T>(record: Record<string, T>): T | undefined => Object.values(record)[0];

export const stateModule = first(
  import.meta.glob<StateModule>('../../src/state/index.ts', { eager: true }),
);

export const defaultHandlers: RequestHandler[] =
  first(import.meta.glob<HandlersModule>('../../mocks/handlers/index.ts', { eager: true }))
    ?.handlers ?? [];
