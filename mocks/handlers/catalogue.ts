// Public content and catalogue (§7 beforeauth reads): answered straight from the fixtures.
import { endpoints } from '../../src/contract/endpoints';
import { about, categories, deliveryTiers, home, settings, warehouseLocation } from '../../fixtures';
import { productBySlug } from '../db';
import { fail, handle, ok } from './http';

export const catalogueHandlers = [
  handle(endpoints.homeScreen, () => ok(home)),
  handle(endpoints.aboutUs, () => ok(about)),
  // Contract decisions 4 and 1: the payment mode (test-payment mode unless scenarios.stripePayments()) and
  // the warehouse the quotes start from, as the reference server sends them.
  handle(endpoints.settings, () => ok({ ...settings, payment_mode: 'test' as const })),
  handle(endpoints.shippingCharge, () =>
    ok({
      tiers: deliveryTiers,
      warehouse: {
        latitude: warehouseLocation.lat,
        longitude: warehouseLocation.lng,
        address: settings.warehouse_address,
      },
    }),
  ),
  handle(endpoints.categories, () => ok(categories)),
  // getproduct (with or without its browsing fields): catalogue-browse.ts.
  handle(endpoints.productDetails, ({ body }) => {
    const product = productBySlug(body.slug);
    return product ? ok(product) : fail('Product not found', 404);
  }),
];
