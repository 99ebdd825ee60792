// useDeferredAnswer (src/features/orders/OrderParts.tsx): the orders pages render an answer in a deferred
// (sliced) render, keeping what was shown for the render the answer's arrival starts; but never show the
// previous order's answer under a new one.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredAnswer } from '@/features/orders/OrderParts';

type Answer = { name: string };
const seen: [number, string | undefined][] = [];
function Probe({ data, of }: { data: Answer | undefined; of: number }) {
  seen.push([of, useDeferredAnswer(data, of)?.name]);
  return null;
}

describe('useDeferredAnswer', () => {
  afterEach(() => {
    cleanup();
    seen.length = 0;
  });

  it('shows an answer already there at once', () => {
    render(<Probe data={{ name: 'order 1' }} of={1} />);
    expect(seen).toEqual([[1, 'order 1']]);
  });

  it('renders a new answer of the same order in a deferred render, the previous one meanwhile', () => {
    const { rerender } = render(<Probe data={{ name: 'old' }} of={1} />);
    seen.length = 0;
    rerender(<Probe data={{ name: 'new' }} of={1} />);
    expect(seen).toEqual([
      [1, 'old'],
      [1, 'new'],
    ]);
  });

  it("never shows the previous order's answer under another order", () => {
    const { rerender } = render(<Probe data={{ name: 'order 1' }} of={1} />);
    rerender(<Probe data={undefined} of={2} />);
    rerender(<Probe data={{ name: 'order 2' }} of={2} />);
    expect(seen.filter(([of, name]) => of === 2 && name === 'order 1')).toEqual([]);
    expect(seen.at(-1)).toEqual([2, 'order 2']);
  });
});
