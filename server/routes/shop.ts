// The §7 calls, one handler each, keyed by the contract's endpoint names.
import { queryOfCatalogueInput } from '../../src/contract/catalogue';
import { successMessages, testPaymentMessage } from '../../src/contract/messages';
import type { PaymentMode } from '../payments/provider';
import { ApiError } from '../http/errors';
import type { Context } from 'hono';
import { normaliseEmail, type Accounts, type DeviceInfo } from '../services/accounts';
import { ipKey, THROTTLE_MESSAGES, type Throttle } from '../services/throttle';
import type { Catalog } from '../services/catalog';
import type { Contact } from '../services/contact';
import type { DeliveryQuotes } from '../services/delivery';
import type { Orders } from '../services/orders';
import type { OrderBook } from '../services/order-book';
import type { Addresses, Carts } from '../services/shopper';
import { requireUser, type HandlerTable } from './handler';
import type { LoginProof } from '../services/login-proof';
import { LOGIN_CHALLENGE_HEADER, LOGIN_PROOF_HEADER } from '../../src/domain/proof-of-work';

/** The service layer: every route goes through one of these (none touches the database itself). */
export interface ShopServices {
  contact: Contact;
  catalog: Catalog;
  accounts: Accounts;
  carts: Carts;
  addresses: Addresses;
  orders: Orders;
  /** The shopper's orders after payment and their statuses. */
  orderBook: OrderBook;
  /** Reported to the browser in the settings (contract decision 4). */
  paymentMode: PaymentMode;
  /** The server's delivery quotes; their warehouse is handed to the browser with the tiers (decision 1). */
  delivery: DeliveryQuotes;
  /** Throttles where abuse is cheap (server/services/throttle.ts), shared through the database. */
  throttle: Throttle;
  /** The login throttle's signed device cookie (server/http/device-cookie.ts). */
  devices: {
    trusted(c: Context, account: string): string | null;
    trust(c: Context, account: string): void;
  };
  /** Proof-of-work challenges for logins the account-wide throttle refuses. */
  loginProof: LoginProof;
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
      // Both from the settings row: the address shown for pickup and the point the quotes start from.
      const [{ warehouse_address }, { lat, lng }] = await Promise.all([
        s.catalog.settings(),
        s.delivery.warehouse(),
      ]);
      const warehouse = { latitude: lat, longitude: lng, address: warehouse_address };
      return { data: { tiers: await s.catalog.tiers(), warehouse } };
    },
    products: async ({ input }) => ({ data: await s.catalog.products(input.product_category_id) }),
    // The same route as products (create-app.ts): the spec's list without browsing fields, else a page.
    catalogue: async ({ input }) => {
      const query = queryOfCatalogueInput(input);
      return {
        data: query ? await s.catalog.browse(query) : await s.catalog.products(input.product_category_id),
      };
    },
    searchSuggestions: async ({ input }) => ({ data: await s.catalog.suggest(input.q) }),
    categories: async () => ({ data: await s.catalog.categories() }),
    productDetails: async ({ input }) => {
      const product = await s.catalog.product(input.slug);
      if (!product) throw new ApiError(404, 'Product not found');
      return { data: product };
    },

    // ---- beforeauth: accounts and contact ----
    login: async ({ input, ip, c }) => {
      const account = normaliseEmail(input['Appuser[email]']);
      const trusted = s.devices.trusted(c, account);
      // A proof is spent whether or not the password is right: one solved challenge, one try.
      const proven = !trusted && (await s.loginProof.accept(account, c.req.header(LOGIN_PROOF_HEADER)));
      let grant;
      try {
        grant = await s.accounts.logIn(
          account,
          input['Appuser[password]'],
          device(input, ip),
          trusted,
          proven,
        );
      } catch (error) {
        // Refused by a throttle: a client without this account's device cookie may prove work instead.
        if (error instanceof ApiError && error.httpStatus === 429 && !trusted && !proven)
          error.headers[LOGIN_CHALLENGE_HEADER] = s.loginProof.challenge(account);
        throw error;
      }
      s.devices.trust(c, account);
      return { data: grant, message: successMessages.login };
    },
    signup: async ({ input, ip, c }) => {
      await s.throttle.enforce([{ scope: 'signup-ip', key: ipKey(ip) }], THROTTLE_MESSAGES.signup);
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
      s.devices.trust(c, normaliseEmail(input['Appuser[email]']));
      return { data: grant, message: successMessages.signup };
    },
    forgotPassword: async ({ input, ip, c }) => {
      // A reset-mail flood to anyone's inbox: limited per address and per client. From a browser whose
      // device cookie vouches for this address the per-address count is that browser's own, so a stranger's
      // requests never block the owner's.
      const account = normaliseEmail(input['Appuser[email]']);
      const trusted = s.devices.trusted(c, account);
      await s.throttle.enforce(
        [
          trusted
            ? { scope: 'forgot-email', key: `${account}\u0000device:${trusted}` }
            : { scope: 'forgot-email', key: account },
          { scope: 'forgot-ip', key: ipKey(ip) },
        ],
        THROTTLE_MESSAGES.forgot,
      );
      await s.accounts.requestPasswordReset(input['Appuser[email]'], ip);
      // Same answer whether or not the account exists; never an auth key (§8).
      return { data: null, message: successMessages.forgotPassword };
    },
    contactUs: async ({ input, ip }) => {
      await s.throttle.enforce([{ scope: 'contact-ip', key: ipKey(ip) }], THROTTLE_MESSAGES.contact);
      await s.contact.record({
        firstName: input['Contactus[first_name]'],
        lastName: input['Contactus[last_name]'],
        email: input['Contactus[email]'],
        message: input['Contactus[message]'],
        ip,
      });
      return { data: null, message: successMessages.contactUs };
    },

    // ---- userauth: cart ----
    cart: async (ctx) => ({ data: await s.carts.list(requireUser(ctx).userId) }),
    saveCartLine: async (ctx) => {
      const { input } = ctx;
      const { item } = await s.carts.save(requireUser(ctx).userId, {
        lineId: input.user_carts_id,
        productId: input['Usercarts[product_id]'],
        quantity: input['Usercarts[quantity]'],
      });
      // The message follows the request: an add (even onto the product's existing line) or an edit.
      const message =
        input.user_carts_id === undefined ? successMessages.cartLineAdded : successMessages.cartLineUpdated;
      return { data: item, message };
    },
    deleteCartLine: async (ctx) => {
      await s.carts.remove(requireUser(ctx).userId, ctx.input.user_carts_id);
      return { data: null, message: successMessages.cartLineDeleted };
    },

    // ---- userauth: addresses ----
    addresses: async (ctx) => ({ data: await s.addresses.list(requireUser(ctx).userId) }),
    saveAddress: async (ctx) => {
      const { input } = ctx;
      const { userId } = requireUser(ctx);
      const { address, created } = await s.addresses.save(userId, {
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
      // "Freight quote will follow": the road distance is measured now (never failing the save).
      const distance_miles = await s.delivery.measure(userId, Number(address.appuser_address_id));
      return {
        data: { ...address, distance_miles },
        message: created ? successMessages.addressAdded : successMessages.addressUpdated,
      };
    },
    deleteAddress: async (ctx) => {
      await s.addresses.remove(requireUser(ctx).userId, ctx.input.appuser_address_id);
      return { data: null, message: successMessages.addressDeleted };
    },

    // ---- userauth: payment and order ----
    createPaymentIntent: async (ctx) => {
      const { input } = ctx;
      const { userId } = requireUser(ctx);
      // Each intent is a call to the payment provider: a shopper's retries are plenty, a script's are not.
      await s.throttle.enforce([{ scope: 'intent-user', key: String(userId) }], THROTTLE_MESSAGES.intent);
      const data = await s.orders.createPaymentIntent(userId, {
        amountCents: input.amount,
        currency: input.currency,
        deliveryType: input.delivery_type,
        addressId: input.appuser_address_id,
        cartLineIds: input.user_carts_id?.split(',').map(Number),
      });
      return { data };
    },
    confirmTestPayment: async (ctx) => {
      const { input } = ctx;
      const data = await s.orders.confirmTestPayment(requireUser(ctx).userId, input.payment_intent_id, {
        number: input.card_number,
        expMonth: input.exp_month,
        expYear: input.exp_year,
      });
      return { data, message: testPaymentMessage(data) };
    },
    authenticateTestPayment: async (ctx) => {
      const { input } = ctx;
      const data = await s.orders.authenticateTestPayment(
        requireUser(ctx).userId,
        input.payment_intent_id,
        input.outcome,
      );
      return { data, message: testPaymentMessage(data) };
    },
    checkout: async (ctx) => {
      const { input } = ctx;
      const receipt = await s.orders.checkout(requireUser(ctx).userId, {
        paymentId: input['Userorder[payment_id]'],
        deliveryType: input['Userorder[delivery_type]'],
        cartLineIds: input['Userorder[user_carts_id]'].split(',').map(Number),
        clientTotal: input['Userorder[total]'],
      });
      return { data: receipt, message: successMessages.orderPlaced };
    },

    // ---- sessions ----
    logout: async (ctx) => {
      await s.accounts.logOut(requireUser(ctx).keyId);
      return { data: null, message: successMessages.loggedOut };
    },
    refreshToken: async ({ authKey, ip }) => ({
      data: await s.accounts.refresh(authKey, ip),
      message: successMessages.sessionRefreshed,
    }),

    // ---- My orders and password reset ----
    userOrders: async (ctx) => ({ data: await s.orderBook.list(requireUser(ctx).userId, ctx.input.page) }),
    userOrderDetails: async (ctx) => ({
      data: await s.orderBook.details(requireUser(ctx).userId, ctx.input.userorder_id),
    }),
    resetPassword: async ({ input, ip }) => {
      // Tokens are unguessable; the limit keeps a script from trying them (and hashing passwords) for free.
      await s.throttle.enforce([{ scope: 'reset-ip', key: ipKey(ip) }], THROTTLE_MESSAGES.reset);
      const grant = await s.accounts.resetPassword(
        input.token,
        input['Appuser[password]'],
        device(input, ip),
      );
      return { data: grant, message: successMessages.passwordReset };
    },
    checkResetToken: async ({ input, ip }) => {
      // Counted as a reset attempt (a way to try tokens), and given back when the token is good: opening
      // one's own link costs nothing of the limit.
      const keys = [{ scope: 'reset-ip', key: ipKey(ip) }] as const;
      await s.throttle.enforce(keys, THROTTLE_MESSAGES.reset);
      await s.accounts.usableResetRequest(input.token);
      await s.throttle.refund(keys);
      return { data: null, message: successMessages.resetLinkLive };
    },
  };
}
