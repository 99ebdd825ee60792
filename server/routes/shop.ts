// The §7 calls, one handler each, keyed by the contract's endpoint names.
import type { LatLng } from '../../src/domain/delivery';
import { FORM_MESSAGES } from '../../src/domain/validation';
import type { PaymentMode } from '../payments/provider';
import { contactMessages } from '../db/schema';
import type { Db } from '../db/database';
import { ApiError } from '../http/errors';
import type { Accounts, DeviceInfo } from '../shop/accounts';
import type { Catalog } from '../shop/catalog';
import type { Orders } from '../shop/orders';
import type { Addresses, Carts } from '../shop/shopper';
import { requireUser, type HandlerTable } from './handler';

export interface ShopServices {
  db: Db;
  catalog: Catalog;
  accounts: Accounts;
  carts: Carts;
  addresses: Addresses;
  orders: Orders;
  /** Reported to the browser in the settings (contract decision 4). */
  paymentMode: PaymentMode;
  /** Where deliveries start (server configuration), handed to the browser with the tiers (decision 1). */
  warehouse: LatLng;
}

const device = (input: Record<string, unknown>, ip: string): DeviceInfo => ({
  devicesType: String(input['Appuser[devices_type]'] ?? ''),
  devicesName: String(input['Appuser[devices_name]'] ?? ''),
  appVersion: String(input['Appuser[app_version]'] ?? ''),
  devicesId: String(input['Appuser[devices_id]'] ?? ''),
  ip,
});

export function shopHandlers(s: ShopServices): HandlerTable {
  return {
    // ---- beforeauth: catalogue (cached) ----
    homeScreen: async () => ({ data: await s.catalog.home() }),
    aboutUs: async () => ({ data: await s.catalog.about() }),
    settings: async () => ({ data: { ...(await s.catalog.settings()), payment_mode: s.paymentMode } }),
    shippingCharge: async () => {
      const { warehouse_address } = await s.catalog.settings();
      const warehouse = { latitude: s.warehouse.lat, longitude: s.warehouse.lng, address: warehouse_address };
      return { data: { tiers: await s.catalog.tiers(), warehouse } };
    },
    products: async ({ input }) => ({ data: await s.catalog.products(input.product_category_id) }),
    categories: async () => ({ data: await s.catalog.categories() }),
    productDetails: async ({ input }) => {
      const product = await s.catalog.product(input.slug);
      if (!product) throw new ApiError(404, 'Product not found');
      return { data: product };
    },

    // ---- beforeauth: accounts and contact ----
    login: async ({ input, ip }) => {
      const grant = await s.accounts.logIn(
        input['Appuser[email]'],
        input['Appuser[password]'],
        device(input, ip),
      );
      return { data: grant, message: 'Logged in successfully' };
    },
    signup: async ({ input, ip }) => {
      const grant = await s.accounts.signUp(
        {
          firstName: input['Appuser[first_name]'],
          lastName: input['Appuser[last_name]'],
          email: input['Appuser[email]'],
          password: input['Appuser[password]'],
          postalCode: input['Appuser[postal_code]'],
          phoneNumber: input['Appuser[phone_number]'],
          loginType: input['Appuser[login_type]'],
        },
        device(input, ip),
      );
      return { data: grant, message: 'Your account has been created' };
    },
    forgotPassword: async ({ input, ip }) => {
      await s.accounts.requestPasswordReset(input['Appuser[email]'], ip);
      // Same answer whether or not the account exists; never an auth key (§8).
      return {
        data: null,
        message: 'If an account exists for this email, we have sent instructions to reset the password.',
      };
    },
    contactUs: async ({ input, ip }) => {
      await s.db.insert(contactMessages).values({
        firstName: input['Contactus[first_name]'],
        lastName: input['Contactus[last_name]'],
        email: input['Contactus[email]'],
        message: input['Contactus[message]'],
        ip,
      });
      return { data: null, message: FORM_MESSAGES.contactThanks };
    },

    // ---- userauth: cart ----
    cart: async (ctx) => ({ data: await s.carts.list(requireUser(ctx).userId) }),
    saveCartLine: async (ctx) => {
      const { input } = ctx;
      const { item, created } = await s.carts.save(requireUser(ctx).userId, {
        lineId: input.user_carts_id,
        productId: input['Usercarts[product_id]'],
        quantity: input['Usercarts[quantity]'],
      });
      return { data: item, message: created ? 'Product added to cart' : 'Cart updated successfully' };
    },
    deleteCartLine: async (ctx) => {
      await s.carts.remove(requireUser(ctx).userId, ctx.input.user_carts_id);
      return { data: null, message: 'Item deleted successfully' };
    },

    // ---- userauth: addresses ----
    addresses: async (ctx) => ({ data: await s.addresses.list(requireUser(ctx).userId) }),
    saveAddress: async (ctx) => {
      const { input } = ctx;
      const { address, created } = await s.addresses.save(requireUser(ctx).userId, {
        id: input.appuser_address_id,
        name: input['Appuseraddress[name]'],
        addressLine1: input['Appuseraddress[address_line_1]'],
        addressLine2: input['Appuseraddress[address_line_2]'],
        postalCode: input['Appuseraddress[postal_code]'],
        mobileNumber: input['Appuseraddress[mobile_number]'],
        isDefault: String(input['Appuseraddress[is_default]']) === '1',
        city: input['Appuseraddress[city]'],
        state: input['Appuseraddress[state]'],
        latitude: input['Appuseraddress[latitude]'],
        longitude: input['Appuseraddress[longitude]'],
      });
      return {
        data: address,
        message: created
          ? 'Address added successfully. Freight quote will follow.'
          : 'Address updated successfully.',
      };
    },
    deleteAddress: async (ctx) => {
      await s.addresses.remove(requireUser(ctx).userId, ctx.input.appuser_address_id);
      return { data: null, message: 'Address deleted successfully.' };
    },

    // ---- userauth: payment and order ----
    createPaymentIntent: async (ctx) => ({
      data: await s.orders.createPaymentIntent(requireUser(ctx).userId, ctx.input.amount, ctx.input.currency),
    }),
    confirmTestPayment: async (ctx) => {
      const { input } = ctx;
      const data = await s.orders.confirmTestPayment(requireUser(ctx).userId, input.payment_intent_id, {
        number: input.card_number,
        expMonth: input.exp_month,
        expYear: input.exp_year,
      });
      return { data, message: data.error_message ?? `Payment status: ${data.status}` };
    },
    authenticateTestPayment: async (ctx) => {
      const { input } = ctx;
      const data = await s.orders.authenticateTestPayment(
        requireUser(ctx).userId,
        input.payment_intent_id,
        input.outcome,
      );
      return { data, message: data.error_message ?? `Payment status: ${data.status}` };
    },
    checkout: async (ctx) => {
      const { input } = ctx;
      const receipt = await s.orders.checkout(requireUser(ctx).userId, {
        paymentId: input['Userorder[payment_id]'],
        deliveryType: input['Userorder[delivery_type]'],
        addressId: input['Userorder[appuser_address_id]'],
        cartLineIds: input['Userorder[user_carts_id]'].split(',').map(Number),
        clientTotal: input['Userorder[total]'],
      });
      return { data: receipt, message: 'Order placed successfully' };
    },

    // ---- sessions ----
    logout: async (ctx) => {
      await s.accounts.logOut(requireUser(ctx).keyId);
      return { data: null, message: 'Logged out successfully' };
    },
    refreshToken: async ({ authKey, ip }) => ({
      data: await s.accounts.refresh(authKey, ip),
      message: 'Session refreshed',
    }),
  };
}
