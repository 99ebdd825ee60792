// The back office's HTTP surface: every endpoint of src/contract/admin.ts under /api/admin, one handler each.
// Every call is a POST, so the app's anti-forgery check (X-XSRF-TOKEN) runs before any of this; the body is
// JSON, validated by the contract; 'owner' endpoints need the owner's session cookie and check the owner
// role on each call. No owner session: 401 when no credential came, 403 when one did (a shopper's auth_key,
// a shop key in the cookie, a demoted owner's session).
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  ADMIN_COOKIE_PATH,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  type AdminEndpoint,
  type AdminEndpointName,
  type AdminEndpoints,
} from '../../src/contract/admin';
import { MEDIA_UPLOAD_PATH, UPLOAD_MESSAGES, uploadTypeOf } from '../../src/contract/admin-media';
import { describeIssues, failEnvelope, okEnvelope } from '../../src/contract/envelope';
import type { Db } from '../db/database';
import { ApiError, MESSAGES } from '../http/errors';
import { AUTH_HEADER } from '../routes/handler';
import type { Logger } from '../log';
import type { PaymentProvider } from '../payments/provider';
import { OWNER_MESSAGES, type Accounts, type DeviceInfo, type OwnerUser } from '../services/accounts';
import type { OrderBook } from '../services/order-book';
import { readAudit } from './audit';
import { AdminCatalogue } from './catalogue';
import { AdminContent } from './content';
import { AdminMedia, type MediaBytes } from './media';
import { AdminOrders } from './orders';
import { AdminSettings } from './settings';

/** How long an owner's session lasts: a working day, then sign in again. */
export const ADMIN_SESSION_TTL_MS = 12 * 3600_000;

interface AdminContext<E extends AdminEndpoint> {
  input: z.output<E['request']>;
  c: Context;
  ip: string;
  /** Set for every 'owner' endpoint. */
  owner: OwnerUser;
}
type AdminHandler<E extends AdminEndpoint> = (
  ctx: AdminContext<E>,
) => Promise<{ data: z.input<E['data']>; message?: string }>;
/** One handler per admin endpoint: the compiler refuses a missing one. */
type AdminHandlerTable = { [K in AdminEndpointName]: AdminHandler<AdminEndpoints[K]> };

export interface AdminDeps {
  db: Db;
  /** Where uploads' bytes are kept (server/admin/media.ts). */
  mediaBytes: MediaBytes;
  accounts: Accounts;
  invalidateCatalogue: () => void;
  orderBook: OrderBook;
  payments: PaymentProvider;
  logger: Logger;
  clientIp(c: Context): string;
  secureCookie(c: Context): boolean;
  devices: { trusted(c: Context, account: string): string | null; trust(c: Context, account: string): void };
}

const device = (ip: string): DeviceInfo => ({
  devicesType: 'Web',
  devicesName: 'back office',
  appVersion: '',
  devicesId: '',
  ip,
});

export function adminHandlers(d: AdminDeps): AdminHandlerTable {
  const catalogue = new AdminCatalogue(d.db, d.invalidateCatalogue);
  const settings = new AdminSettings(d.db, d.invalidateCatalogue);
  const content = new AdminContent(d.db, d.invalidateCatalogue);
  const orders = new AdminOrders(d.db, d.orderBook, d.payments, d.logger);
  return {
    adminLogin: async ({ input, c, ip }) => {
      const email = input.email.toLowerCase();
      const { key, user } = await d.accounts.logInOwner(
        email,
        input.password,
        device(ip),
        d.devices.trusted(c, email),
        ADMIN_SESSION_TTL_MS,
      );
      d.devices.trust(c, email);
      setCookie(c, ADMIN_SESSION_COOKIE, key, {
        httpOnly: true,
        sameSite: 'Strict',
        path: ADMIN_COOKIE_PATH,
        secure: d.secureCookie(c),
        maxAge: ADMIN_SESSION_TTL_MS / 1000,
      });
      return {
        data: { email: user.email, first_name: user.firstName, last_name: user.lastName },
        message: 'Signed in',
      };
    },
    adminLogout: async ({ c, owner }) => {
      await d.accounts.logOut(owner.keyId);
      deleteCookie(c, ADMIN_SESSION_COOKIE, { path: ADMIN_COOKIE_PATH });
      return { data: null, message: 'Signed out' };
    },
    adminMe: async ({ owner }) => ({
      data: { email: owner.email, first_name: owner.firstName, last_name: owner.lastName },
    }),
    adminAudit: async ({ input }) => ({
      data: await readAudit(d.db, { beforeId: input.before_id, entity: input.entity }),
    }),
    adminCategories: async () => ({ data: await catalogue.categories() }),
    adminSaveCategory: async ({ input, owner }) => ({
      data: await catalogue.saveCategory(owner, input),
      message: 'Category saved',
    }),
    adminOrderCategories: async ({ input, owner }) => {
      await catalogue.orderCategories(owner, input.ids);
      return { data: null, message: 'Order saved' };
    },
    adminProducts: async ({ input }) => ({ data: await catalogue.products(input.category_id) }),
    adminProduct: async ({ input }) => {
      const product = await catalogue.product(input.id);
      if (!product) throw new ApiError(404, 'Product not found');
      return { data: product };
    },
    adminSaveProduct: async ({ input, owner }) => ({
      data: await catalogue.saveProduct(owner, input),
      message: 'Product saved',
    }),
    adminOrderProducts: async ({ input, owner }) => {
      await catalogue.orderProducts(owner, input.ids);
      return { data: null, message: 'Order saved' };
    },
    adminSetProductHidden: async ({ input, owner }) => {
      const product = await catalogue.setProductHidden(owner, input.id, input.hidden);
      return { data: product, message: input.hidden ? 'Product hidden' : 'Product shown' };
    },
    adminExportProducts: async () => ({ data: await catalogue.exportProducts() }),
    adminImportProducts: async ({ input, owner }) => {
      const plan = await catalogue.importProducts(owner, input.csv, input.apply);
      const { counts } = plan;
      return {
        data: plan,
        message: plan.applied
          ? `Import applied: ${counts.new} new, ${counts.changed} changed`
          : 'Import checked',
      };
    },
    adminSettings: async () => ({ data: await settings.read() }),
    adminSaveSettings: async ({ input, owner }) => ({
      data: await settings.save(owner, input),
      message: 'Settings saved',
    }),
    adminSaveTiers: async ({ input, owner }) => ({
      data: await settings.saveTiers(owner, input.tiers, input.version),
      message: 'Delivery tiers saved',
    }),
    adminContent: async () => ({ data: await content.read() }),
    adminSaveHome: async ({ input, owner }) => ({
      data: await content.saveHome(owner, input),
      message: 'Home page saved',
    }),
    adminSaveBanners: async ({ input, owner }) => ({
      data: await content.saveBanners(owner, input.banners, input.version),
      message: 'Banners saved',
    }),
    adminSaveTestimonials: async ({ input, owner }) => ({
      data: await content.saveTestimonials(owner, input.testimonials, input.version),
      message: 'Testimonials saved',
    }),
    adminSaveAbout: async ({ input, owner }) => ({
      data: await content.saveAbout(owner, input),
      message: 'About page saved',
    }),
    adminOrders: async ({ input }) => ({ data: await orders.list(input) }),
    adminOrder: async ({ input }) => ({ data: await orders.get(input.id) }),
    adminSetOrderStatus: async ({ input, owner }) => ({
      data: await orders.setStatus(owner, input.id, input.status),
      message: 'Status changed',
    }),
    adminRefundOrder: async ({ input, owner }) => ({
      data: await orders.refund(owner, input.id),
      message: 'Refunded',
    }),
  };
}

/**
 * The most characters of a public call's body (the sign-in: an e-mail and a password). Anyone may send it,
 * and parsing a 1 MB JSON body (500,000 nested arrays) held the event loop for 1-3 s.
 */
const PUBLIC_BODY_CHARS = 16 * 1024;

async function readJson(c: Context, maxChars = Infinity): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > maxChars) throw new ApiError(413, MESSAGES.bodyTooLarge);
  if (text.trim() === '') return {};
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    throw new ApiError(415, 'Send the fields as application/json.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, MESSAGES.malformedBody);
  }
}

/** Mounts every admin endpoint on `app` under `base` (/api). Call before the API's catch-all. */
export function mountAdmin(app: Hono, base: string, deps: AdminDeps): void {
  const handlers = adminHandlers(deps);
  /** The signed-in owner, checked on every call: 401 without a credential, 403 with another one. */
  const ownerOf = async (c: Context): Promise<OwnerUser> => {
    const check = await deps.accounts.authenticateOwner(getCookie(c, ADMIN_SESSION_COOKIE));
    if (check.kind === 'owner') return check.owner;
    if (check.kind === 'forbidden' || c.req.header(AUTH_HEADER))
      throw new ApiError(403, OWNER_MESSAGES.ownersOnly);
    throw new ApiError(401, OWNER_MESSAGES.signIn);
  };
  // Uploads (src/contract/admin-media.ts): the file itself is the body, its type the Content-Type.
  const media = new AdminMedia(deps.db, deps.mediaBytes);
  app.post(`${base}${MEDIA_UPLOAD_PATH}`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const owner = await ownerOf(c);
    const type = uploadTypeOf(c.req.header('content-type') ?? '');
    if (!type) throw new ApiError(415, UPLOAD_MESSAGES.type);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const data = await media.upload(owner, { type, bytes, originalName: c.req.query('name') ?? '' });
    return c.json(okEnvelope(data, UPLOAD_MESSAGES.uploaded));
  });
  for (const name of Object.keys(adminEndpoints) as AdminEndpointName[]) {
    const endpoint = adminEndpoints[name] as AdminEndpoint;
    const handler = handlers[name] as unknown as AdminHandler<AdminEndpoint>;
    app.post(`${base}${endpoint.path}`, async (c) => {
      c.header('Cache-Control', 'no-store');
      // The owner first: nobody else's body is parsed.
      const owner = endpoint.access === 'owner' ? await ownerOf(c) : null;
      const body = await readJson(c, owner ? Infinity : PUBLIC_BODY_CHARS);
      const parsed = endpoint.request.safeParse(body);
      if (!parsed.success) return c.json(failEnvelope(describeIssues(parsed.error)), 400);
      const answer = await handler({
        input: parsed.data,
        c,
        ip: deps.clientIp(c),
        owner: owner!,
      });
      return c.json(okEnvelope(answer.data, answer.message));
    });
  }
}
