// /calculate, through the app's own route table, signed out. Places come from the real
// Photon client answered by MSW (fixtures/places.ts); road distances from MSW's OSRM (straight line ×
// 1.25); tiers from the shop's getshippingcharge ($150 a pallet to 100 miles, $200 to 200, then "we will
// call you"), with the warehouse in the same answer (contract decision 1). What fails:
// DeliveryCalculatorFailures.stories.tsx (same title).
import preview from '../../../.storybook/preview';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failureMessages } from '@/contract/messages';
import { DELIVERY_MESSAGES } from '@/domain/delivery';
import { CALCULATOR_MESSAGES } from '@/features/delivery/DeliveryCalculatorScreen';
import { routingScenarios } from '@mocks/handlers/routing';
import { mobile } from '../../support';
import { calculate, calculatorParameters, pickAddress, ready, setBoxes, SLOW } from './calculator-steps';

const meta = preview.meta({
  title: 'Screens/Delivery/Calculator',
  parameters: calculatorParameters,
});

export const Idle = meta.story({
  name: 'Idle (rates)',
  play: async ({ canvas }) => {
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
});

export const IdleMobile = Idle.extend({ name: 'Idle (375 px)', globals: mobile });

export const InvalidAddress = meta.story({
  name: 'Invalid address (nothing picked)',
  play: async ({ canvas }) => {
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
});

export const Computing = meta.story({
  name: 'Computing',
  parameters: { msw: { handlers: routingScenarios.loading() } },
  play: async ({ canvas }) => {
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await calculate(canvas);
    await expect(await canvas.findByText(CALCULATOR_MESSAGES.computing, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Calculate Delivery' })).toHaveAttribute('data-loading');
  },
});

/** The whole form filled in and quoted: Austin ≈ 172.90 road miles, 56 boxes → 2 pallets × $200. */
export const StandardQuote = meta.story({
  name: 'Standard quote',
  play: async ({ canvas }) => {
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
  },
});
export const StandardQuoteMobile = StandardQuote.extend({ name: 'Standard quote (375 px)', globals: mobile });

export const ExpressQuote = meta.story({
  name: 'Express quote',
  play: async ({ canvas }) => {
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await setBoxes(canvas, 12);
    await calculate(canvas);
    await expect(await canvas.findByText('$150.00', { selector: 'dd' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Express Delivery (1 pallet(s))' })).toBeVisible();
    await expect(canvas.getByText('8.05 miles')).toBeVisible();
  },
});

/** More boxes than a cart line holds (MAX_LINE_QUANTITY): the cart's and the product page's bound and
 * words, said as it is typed; Calculate Delivery asks for no quote. */
export const TooManyBoxes = meta.story({
  name: 'More boxes than an order line holds',
  play: async ({ canvas, step }) => {
    await pickAddress(canvas, 'bissonnet', /2315 Bissonnet Street/);
    await setBoxes(canvas, 12000);
    const boxes = canvas.getByRole('textbox', { name: 'Number of boxes' });
    await step('said under the field as it is typed', async () => {
      await expect(boxes).toHaveAccessibleDescription(failureMessages.lineQuantityTooLarge);
      await expect(boxes).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('button', { name: 'Increase Number of boxes' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Calculate Delivery asks for no quote', async () => {
      await calculate(canvas);
      await expect(canvas.queryByText(CALCULATOR_MESSAGES.computing)).toBeNull();
      await expect(canvas.queryByRole('heading', { name: /Delivery \(/ })).toBeNull();
      await expect(boxes).toHaveAccessibleDescription(failureMessages.lineQuantityTooLarge);
    });
  },
});

export const TooManyBoxesMobile = TooManyBoxes.extend({
  name: 'More boxes than an order line holds (375 px)',
  globals: mobile,
});
