// The whole shop API in Node (Vitest, jsdom component tests): `server.listen()` in a setup file.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
