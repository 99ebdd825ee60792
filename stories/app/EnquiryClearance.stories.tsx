// The floating enquiry button (fixed at the bottom right of every page, EnquiryWidget) over the page's
// end: scrolled to the bottom, the last content the page shows ends above the button, at every width
// (docs/decisions.md "The enquiry button and the page's end"). An order's page and a policy page in the
// whole shell, at 1280 and 375: at 1280 the button covered the footer's last card icon; at a width where
// the footer's last row keeps its icons on the right (a phone held sideways) the same; any page ends with
// that row.
import preview from '../../.storybook/preview';
import type { StepFunction } from 'storybook/internal/types';
import { expect, screen, waitFor } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { endpoints } from '@/contract';
import { EnquiryWidget } from '@/app/layout/EnquiryWidget';
import { Footer } from '@/app/layout/Footer.deferred';
import { Layout } from '@/app/layout/Layout';
import { mobile, shellAt, type Canvas } from '../support';
import { answer, details } from '../screens/orders/orderStoryData';

const meta = preview.meta({
  title: 'App/Layout/Page end and the enquiry button',
  component: Footer,
  subcomponents: { Layout, EnquiryWidget },
  parameters: shellAt('/orders/5001', {
    session: demoSessions.withCart,
    msw: { handlers: [answer(endpoints.userOrderDetails, details('Confirm'))] },
  }),
});

/** The lowest edge of anything the page shows (every drawn element without children), the enquiry button
 *  and the portals at the end of <body> left out. */
function lastContentBottom(shell: Element): number {
  let bottom = 0;
  for (const element of shell.querySelectorAll('*')) {
    if (element.childElementCount > 0) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/** Scrolled to the bottom of the page shown once `ready` has found its content: the page's last line
 *  ends above the enquiry button. The picture then starts from the top, as every story's does. */
const endClearOfTheButton =
  (ready: (canvas: Canvas) => Promise<unknown>) =>
  async ({
    canvas,
    canvasElement,
    step,
  }: {
    canvas: Canvas;
    canvasElement: HTMLElement;
    step: StepFunction;
  }) => {
    await ready(canvas);
    // The footer's contact lines come with the settings: the page's full height.
    await canvas.findByRole('link', { name: /\(555\)/ });
    // The button sits in the portal node at the end of <body>, outside the story's canvas.
    const button = await screen.findByRole('button', { name: 'Open enquiry form' });
    await step('scrolled to the bottom, the last line ends above the enquiry button', async () => {
      const page = canvasElement.ownerDocument.documentElement;
      window.scrollTo({ top: page.scrollHeight, behavior: 'instant' });
      await waitFor(() =>
        expect(window.scrollY + window.innerHeight).toBeGreaterThanOrEqual(page.scrollHeight - 1),
      );
      const shell = canvasElement.querySelector('#main')!.parentElement!;
      await expect(lastContentBottom(shell)).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  };

export const OrderPageEnd = meta.story({
  name: 'Order page scrolled to its end',
  // No picture: an order's page is at least the window's height (100svh), so a page with the footer below
  // it grows with the window and the runner cannot fit it (the policy page's pictures show the same end).
  tags: ['no-visual'],
  play: endClearOfTheButton((canvas) => canvas.findByRole('table', { name: 'Items' }, { timeout: 8000 })),
});

export const OrderPageEndMobile = OrderPageEnd.extend({
  name: 'Order page scrolled to its end (375)',
  tags: ['no-visual'], // as above
  globals: mobile,
});

export const PolicyPageEnd = meta.story({
  name: 'Policy page scrolled to its end',
  parameters: { route: '/privacy-policy' },
  play: endClearOfTheButton((canvas) =>
    canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 8000 }),
  ),
});

export const PolicyPageEndMobile = PolicyPageEnd.extend({
  name: 'Policy page scrolled to its end (375)',
  globals: mobile,
});
