// What the developer pages' story files share: waiting for a page and checking it is marked as one.
import { expect, waitFor, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The pages load slowly under test (each its own chunk): wait longer. */
export const SLOW = { timeout: 5000 };

/** Each page is its own chunk: wait for it, and check it is marked and kept out of search engines. */
export async function devPage(canvas: Canvas, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title }, SLOW);
  await expect(canvas.getByText('Developer page')).toBeVisible();
  await waitFor(() =>
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    ),
  );
}

export const callback = (canvas: Canvas) => devPage(canvas, 'Accounting connection test');
export const callbackTest = (canvas: Canvas) => devPage(canvas, 'Payment tokenisation test');
