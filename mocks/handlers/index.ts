// Every endpoint of src/contract/endpoints.ts answering success, plus the road-routing and places services.
// Stories and tests prepend scenario handlers (mocks/scenarios.ts) to change one endpoint's answer.
import type { HttpHandler } from 'msw';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
import { addressHandlers } from './address';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { catalogueBrowseHandlers } from './catalogue-browse';
import { checkoutHandlers } from './checkout';
import { orderHandlers } from './orders';
import { placesHandlers } from './places';
import { routingHandlers } from './routing';

export const handlers: HttpHandler[] = [
  ...catalogueHandlers,
  ...catalogueBrowseHandlers,
  ...accountHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...checkoutHandlers,
  ...routingHandlers,
  ...placesHandlers,
  ...orderHandlers,
  ...adminHandlers,
];

export {
  accountHandlers,
  addressHandlers,
  cartHandlers,
  catalogueHandlers,
  checkoutHandlers,
  placesHandlers,
  routingHandlers,
};
export { apiUrl, AUTH_HEADER, INVALID_KEY_MESSAGE } from './http';
export { haversineMetres, roadRoute, routingScenarios, ROAD_FACTOR } from './routing';
export { photonAnswer, placesScenarios } from './places';
export { catalogueScenarios } from './catalogue-browse';
export { MOCK_RESET_TOKENS, orderHandlers, orderScenarios } from './orders';
