// Public content and catalogue (§7 beforeauth reads): answered straight from the fixtures.
import { endpoints } from '../../src/contract/endpoints';
import { about, categories, deliveryTiers, home, products, settings } from '../../fixtures';
import { productBySlug } from '../db';
import { fail, handle, ok } from './http';

export const catalogueHandlers = [
  handle(endpoints.homeScreen, () => ok(home)),
  handle(endpoints.aboutUs, () => ok(about)),
  handle(endpoints.settings, () => ok(settings)),
  handle(endpoints.shippingCharge, () => ok(deliveryTiers)),
  handle(endpoints.categories, () => ok(categories)),
  // §7: empty body when the category is ALL; an unknown category is an empty list.
  handle(endpoints.products, ({ body }) =>
    ok(
      body.product_category_id === undefined
        ? products
        : products.filter((p) => Number(p.product_category_id) === body.product_category_id),
    ),
  ),
  handle(endpoints.productDetails, ({ body }) => {
    const product = productBySlug(body.slug);
    return product ? ok(product) : fail('Product not found', 404);
  }),
];
