// /calculate (issue 11 item 6), through the app's own route table, signed out. Places come from the real
// Photon client answered by MSW (fixtures/places.ts); road distances from MSW's OSRM (straight line ×
// 1.25); tiers from the shop's getshippingcharge ($150 a pallet to 100 miles, $200 to 200, then "we will
// call you"), with the warehouse in the same answer (contract decision 1).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import { okEnvelope } from '@/contract/envelope';
import { DELIVERY_MESSAGES, QUOTE_UNAVAILABLE_MESSAGE } from '@/domain/delivery';
import { CALCULATOR_MESSAGES } from '@/features/delivery/DeliveryCalculatorScreen';
import { fixtures, scenarios } from '@mocks/index';
import { apiUrl } from '@mocks/handlers/http';
import { routingScenarios } from '@mocks/handlers/routing';
import { withEnv } from '../../storyEnv';

const SLOW = { timeout: 5000 };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Screens/Delivery/Calculator',
  parameters: { app: 'routes', route: '/calculate', layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The screen is its own chunk (React.lazy): wait for it. */
const ready = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'Delivery Charge Calculator' }, SLOW);

async function pickAddress(canvas: Canvas, typed: string, option: RegExp) {
  await ready(canvas);
  await userEvent.type(canvas.getByRole('combobox', { name: /Delivery address/ }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveValue(''), SLOW);
}

async function setBoxes(canvas: Canvas, boxes: number) {
  const field = canvas.getByRole('textbox', { name: 'Number of boxes' });
  await userEvent.clear(field);
  await userEvent.type(field, String(boxes));
}

const calculate = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Calculate Delivery' }));

export const Idle: Story = {
  name: 'Idle (rates)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvas)).toBeVisible();
    for (const name of ['Zipcode', 'City', 'State', 'Country'])
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Number of boxes' })).toHaveValue('1');
    const rates = await canvas.findByRole('table', {}, SLOW);
    await expect(
      within(rates)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Road distancePer pallet',
      '0 – 100 miles$150.00',
      '100.01 – 200 miles$200.00',
      'FartherWe will call you',
    ]);
  },
};

export const IdleMobile: Story = { ...Idle, name: 'Idle (375 px)', globals: mobile };

export const InvalidAddress: Story = {
  name: 'Invalid address (nothing picked)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await canvas.findByRole('table', {}, SLOW);
    // Typed but not picked from the list: not a valid address.
    await userEvent.type(canvas.getByRole('combobox', { name: /Delivery address/ }), '1100 Congress');
    await screen.findByRole('option', { name: /1100 Congress Avenue/ }, SLOW);
    await userEvent.keyboard('{Escape}');
    await calculate(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(DELIVERY_MESSAGES.invalidAddress);
    await expect(canvas.getByRole('combobox', { name: /Delivery address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Computing: Story = {
  name: 'Computing',
  parameters: { msw: { handlers: routingScenarios.loading() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await expect(await canvas.findByText(CALCULATOR_MESSAGES.computing, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Calculate Delivery' })).toHaveAttribute('data-loading');
  },
};

/** The whole form filled in and quoted: Austin ≈ 172.90 road miles, 56 boxes → 2 pallets × $200. */
const standardPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await pickAddress(canvas, '1100 congress', /1100 Congress Avenue/);
  await expect(canvas.getByRole('textbox', { name: 'Zipcode' })).toHaveValue('78701');
  await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveValue('TX');
  await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await setBoxes(canvas, 56);
  await calculate(canvas);
  await expect(await canvas.findByText('$400.00', {}, SLOW)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Standard Delivery (2 pallet(s))' })).toBeVisible();
  await expect(canvas.getByText('172.90 miles')).toBeVisible();
  await expect(canvas.getByText('2', { selector: 'dd' })).toBeVisible();
};

export const StandardQuote: Story = { name: 'Standard quote', play: standardPlay };
export const StandardQuoteMobile: Story = {
  name: 'Standard quote (375 px)',
  play: standardPlay,
  globals: mobile,
};

export const ExpressQuote: Story = {
  name: 'Express quote',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await setBoxes(canvas, 12);
    await calculate(canvas);
    await expect(await canvas.findByText('$150.00', { selector: 'dd' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Express Delivery (1 pallet(s))' })).toBeVisible();
    await expect(canvas.getByText('8.05 miles')).toBeVisible();
  },
};

export const WeWillCallYou: Story = {
  name: 'We will call you (beyond the tiers)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'alamo', /300 Alamo Plaza/);
    await calculate(canvas);
    await expect(
      await canvas.findByRole('heading', { name: DELIVERY_MESSAGES.callToArrange }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Road distance: 224.49 miles')).toBeVisible();
  },
};

export const CouldNotCalculate: Story = {
  name: 'Could not calculate road distance (routing down)',
  parameters: { msw: { handlers: routingScenarios.down() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      DELIVERY_MESSAGES.noRoadDistance,
    );
    // §8: a route failure is "we will call you", as no route is.
    await expect(canvas.getByRole('heading', { name: DELIVERY_MESSAGES.callToArrange })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoRoute: Story = {
  name: 'No road route',
  parameters: { msw: { handlers: routingScenarios.noRoute() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'galveston', /2101 Seawall Boulevard/);
    await calculate(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      DELIVERY_MESSAGES.noRoadDistance,
    );
    await expect(canvas.getByRole('heading', { name: DELIVERY_MESSAGES.callToArrange })).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  name: 'Try again after a routing failure',
  tags: ['no-visual'],
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    context.msw.use(...routingScenarios.down());
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, SLOW));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      DELIVERY_MESSAGES.noRoadDistance,
    );
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('$150.00', { selector: 'dd' }, SLOW)).toBeVisible();
  },
};

export const RatesError: Story = {
  name: 'Error (the shop cannot send the rates)',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.shippingCharge) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(DELIVERY_MESSAGES.failed);
  },
};

export const Unavailable: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(QUOTE_UNAVAILABLE_MESSAGE);
  },
};
