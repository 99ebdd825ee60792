// /my-cart end to end against the reference server, at 1280 and 375 px: sign in → add
// two products → the header's badge and drawer agree → change a quantity → delete a line → Delivery → add an
// address through the search → select it → the quote → Pickup and back (the quote again, from the routing
// cache). That the quote shown is the server's own is proved by the server accepting the payment intent
// priced with it (it refuses a total that differs from its own quote before any intent exists).
// Places and road routing answered by request interception and the routing stand-in: no network.
import { answerExternalServices } from './external-services';
import { expect, test } from './fixtures';
import { addToCart, deliverToSearchedAddress, OAK, openCart, signUp, WALNUT } from './shop';

test.slow(); // a long walk on a busy two-core machine; each step waits for its own state

for (const viewport of [
  { name: '1280 px', size: { width: 1280, height: 800 } },
  { name: '375 px', size: { width: 375, height: 740 } },
]) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('cart: badge and drawer, quantity, delete, Delivery to a searched address, quote, Pickup and back', async ({
      page,
      context,
    }) => {
      const services = await answerExternalServices(context);
      await signUp(page);
      await addToCart(page, OAK, 2);
      await addToCart(page, WALNUT, 3);

      // The header's badge and the drawer agree: two lines.
      const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' });
      await expect(cartButton).toBeVisible();
      await cartButton.click();
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await openCart(page, [OAK.title, WALNUT.title]);
      // One more box of oak: the server's answer sets the line's total.
      await page.getByRole('button', { name: `Increase Quantity of ${OAK.title}` }).click();
      await expect(page.getByText('Cart updated successfully').first()).toBeVisible();
      const oakQuantity = page.getByRole('textbox', { name: `Quantity of ${OAK.title}` });
      await expect(oakQuantity).toHaveValue('3');
      // More than a line holds: said under the field (not sent); back to 3, the message goes.
      await oakQuantity.fill('12000');
      await expect(oakQuantity).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('You can order at most 10,000 boxes of one product.', { exact: false }),
      ).toBeVisible();
      await oakQuantity.fill('3');
      await expect(oakQuantity).not.toHaveAttribute('aria-invalid');
      // Walnut goes.
      await page.getByRole('button', { name: `Remove ${WALNUT.title}` }).click();
      await expect(page.getByText('Item deleted successfully').first()).toBeVisible();
      await expect(page.getByRole('link', { name: WALNUT.title })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

      // Delivery to an address found by the search.
      const fulfilment = await deliverToSearchedAddress(page);

      const total = page.getByRole('complementary', { name: 'Order total' });
      const quote = total.getByText(/Standard Delivery \(1 pallet\(s\)\)/).first();
      await expect(quote).toBeVisible();
      const routed = services.routingRequests.length;
      expect(routed).toBeGreaterThan(0);

      // Pickup: no shipping; back to Delivery: the same quote, from the routing cache.
      await fulfilment.getByText('Pickup', { exact: true }).click();
      await expect(page.getByText('Pickup selected')).toBeVisible();
      await expect(total.getByText('Shipping')).toHaveCount(0);
      await fulfilment.getByText('Delivery', { exact: true }).click();
      await expect(quote).toBeVisible();
      expect(services.routingRequests).toHaveLength(routed);

      // The server prices the intent itself and accepts this total: its quote is the one shown.
      const intent = page.waitForResponse((r) => r.url().includes('/userauth/createpaymentintent'));
      await page.getByRole('button', { name: 'Process TO Continue' }).click();
      const modal = page.getByRole('dialog', { name: 'Checkout' });
      await modal.getByRole('checkbox').check();
      await modal.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
      await modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
      await modal.getByRole('textbox', { name: 'CVC' }).fill('123');
      await modal.getByRole('button', { name: /^Pay/ }).click();
      const answer = (await (await intent).json()) as { status: number; message?: string };
      expect(answer, answer.message).toMatchObject({ status: 1 });
      await expect(modal.getByRole('alert')).toHaveText(/Your card was declined\./);
    });
  });
}
