// What the My cart story files share (MyCart, MyCartDelivery, the checkout's): the screen as a signed-in
// shopper with a filled cart gets it, and its table of lines.
import { within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { routesAt } from '../../support';

/** My cart through the app's route table, signed in with a filled cart. */
export const myCartParameters = routesAt('/my-cart', { session: demoSessions.withCart });

/** The cart's lines, once loaded. */
export const cartTable = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Cart items' });
