// What the calculator's story files share: waiting for the lazy screen, picking an address from the
// suggestions (Photon answered by MSW), the boxes, and asking for the quote.
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { routesAt, type Canvas } from '../../support';

/** Both files' meta parameters: the app's route table at /calculate, signed out. */
export const calculatorParameters = routesAt('/calculate');

/** The screen loads slowly under test (its own chunk, the places service): wait longer. */
export const SLOW = { timeout: 5000 };

/** The screen is its own chunk (React.lazy), and its form a part of its own that loads after it
 * (src/features/delivery/CalculatorForm.deferred.tsx): wait for both. Resolves with the heading. */
export async function ready(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', { level: 1, name: 'Delivery Charge Calculator' }, SLOW);
  await canvas.findByRole('button', { name: 'Calculate Delivery' }, SLOW);
  return heading;
}

export async function pickAddress(canvas: Canvas, typed: string, option: RegExp) {
  await ready(canvas);
  await userEvent.type(canvas.getByRole('combobox', { name: /Delivery address/ }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveValue(''), SLOW);
}

export async function setBoxes(canvas: Canvas, boxes: number) {
  const field = canvas.getByRole('textbox', { name: 'Number of boxes' });
  await userEvent.clear(field);
  await userEvent.type(field, String(boxes));
}

export const calculate = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Calculate Delivery' }));

/** Picks the suggestion `option` for what was `typed`, then asks for the quote. */
export async function quoteFor(canvas: Canvas, typed: string, option: RegExp) {
  await pickAddress(canvas, typed, option);
  await calculate(canvas);
}
