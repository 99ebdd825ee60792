// The floating enquiry button (fixed at the bottom right of every page, EnquiryWidget) over the page's
// end: scrolled to the bottom, the last content the page shows ends above the button, at every width
// (docs/decisions.md "The enquiry button and the page's end"). An order's page in the whole shell, at
// 1280 and 375: at 1280 the button covered the footer's last card icon; at a width where the footer's
// last row keeps its icons on the right (a phone held sideways) the same; any page ends with that row.
import preview from '../../.storybook/preview';
import { expect, screen, waitFor } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { endpoints } from '@/contract';
import { EnquiryWidget } from '@/app/layout/EnquiryWidget';
import { Footer } from '@/app/layout/Footer';
import { Layout } from '@/app/layout/Layout';
import { mobile, shellAt } from '../support';
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

export const OrderPageEnd = meta.story({
  name: 'Order page scrolled to its end',
  play: async ({ canvas, canvasElement, step }) => {
    await canvas.findByRole('table', { name: 'Items' }, { timeout: 8000 });
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
    // The picture starts from the top, as every story's does.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
});

export const OrderPageEndMobile = OrderPageEnd.extend({
  name: 'Order page scrolled to its end (375)',
  globals: mobile,
});
