// /calculate when the quote cannot be the usual one: beyond the tiers, routing down or no route, the
// shop's rates failing, no warehouse known. Same title as DeliveryCalculator.stories.tsx.
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import { okEnvelope } from '@/contract/envelope';
import { DELIVERY_MESSAGES, QUOTE_UNAVAILABLE_MESSAGE } from '@/domain/delivery';
import { fixtures, scenarios } from '@mocks/index';
import { apiUrl } from '@mocks/handlers/http';
import { routingScenarios } from '@mocks/handlers/routing';
import { withEnv } from '../../storyEnv';
import { calculatorParameters, quoteFor, SLOW } from './calculator-steps';

const meta = preview.meta({
  title: 'Screens/Delivery/Calculator',
  parameters: calculatorParameters,
});

/** Quoted for an address with no road distance found: the alert, and (§8) "we will call you", a route
 * failure being treated as no route is. Resolves with the canvas. */
async function noRoadDistance(canvasElement: HTMLElement, typed: string, option: RegExp) {
  const canvas = within(canvasElement);
  await quoteFor(canvas, typed, option);
  await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
    DELIVERY_MESSAGES.noRoadDistance,
  );
  await expect(canvas.getByRole('heading', { name: DELIVERY_MESSAGES.callToArrange })).toBeVisible();
  return canvas;
}

export const WeWillCallYou = meta.story({
  name: 'We will call you (beyond the tiers)',
  play: async ({ canvas }) => {
    await quoteFor(canvas, 'alamo', /300 Alamo Plaza/);
    await expect(
      await canvas.findByRole('heading', { name: DELIVERY_MESSAGES.callToArrange }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Road distance: 224.49 miles')).toBeVisible();
  },
});

export const CouldNotCalculate = meta.story({
  name: 'Could not calculate road distance (routing down)',
  parameters: { msw: { handlers: routingScenarios.down() } },
  play: async ({ canvasElement }) => {
    const canvas = await noRoadDistance(canvasElement, 'bissonnet', /2315 Bissonnet Street/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const NoRoute = meta.story({
  name: 'No road route',
  parameters: { msw: { handlers: routingScenarios.noRoute() } },
  play: async ({ canvasElement }) => {
    await noRoadDistance(canvasElement, 'galveston', /2101 Seawall Boulevard/);
  },
});

export const RetryAfterFailure = meta.story({
  name: 'Try again after a routing failure',
  tags: ['no-visual'],
  // Try again while the routing is still down: the answer gives way to "Computing…" while the retry runs,
  // then the same failure comes back (a new Try again). With the routing back, the next one prices.
  play: async ({ canvas, context }) => {
    context.msw.use(...routingScenarios.down());
    await quoteFor(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      DELIVERY_MESSAGES.noRoadDistance,
    );
    const firstTry = await canvas.findByRole('button', { name: 'Try again' }, SLOW);
    await userEvent.click(firstTry);
    await waitFor(() => expect(firstTry).not.toBeInTheDocument(), SLOW);
    const secondTry = await canvas.findByRole('button', { name: 'Try again' }, SLOW);
    await expect(canvas.getByRole('alert')).toHaveTextContent(DELIVERY_MESSAGES.noRoadDistance);
    context.msw.resetHandlers();
    await userEvent.click(secondTry);
    await expect(await canvas.findByText('$150.00', { selector: 'dd' }, SLOW)).toBeVisible();
  },
});

export const RatesError = meta.story({
  name: 'Error (the shop cannot send the rates)',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.shippingCharge) } },
  play: async ({ canvas }) => {
    await quoteFor(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(DELIVERY_MESSAGES.failed);
  },
});

export const Unavailable = meta.story({
  name: 'Unavailable (no warehouse known)',
  // A shop that sends a plain list of tiers, and a build without VITE_WAREHOUSE_*: no origin, no guess.
  beforeEach: withEnv({ VITE_WAREHOUSE_LAT: undefined, VITE_WAREHOUSE_LNG: undefined }),
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl(endpoints.shippingCharge), () =>
          HttpResponse.json(okEnvelope(fixtures.deliveryTiers)),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await quoteFor(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(QUOTE_UNAVAILABLE_MESSAGE);
  },
});
