// What stories and tests import from the mocks. (browser.ts and node.ts are imported directly: each
// pulls in its own MSW runtime.)
export * as fixtures from '../fixtures';
export { demoUser, emptyCartUser, DEMO_PASSWORD } from '../fixtures';
export { db, resetDb, seedSession, demoSessions } from './db';
export type { SeededSession, SeedSessionOptions } from './db';
export { handlers, apiUrl, catalogueScenarios } from './handlers';
export { scenarios, SERVER_ERROR_MESSAGE } from './scenarios';
