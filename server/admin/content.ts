// The back office's home page and About page: the home page's section titles and HTML blocks, its banners
// and testimonials (each list saved as a whole, in the shop's order) and the About page. Same write path as
// the catalogue and settings: one transaction with the audit entry and the catalogue's version bump, then
// this instance's cache cleared, so the shopper's next home or About read has the change. HTML is
// sanitized on save with the storefront's policy.
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AboutContentFields,
  AdminAboutContent,
  AdminHomeBanner,
  AdminHomeContent,
  AdminTestimonial,
  HomeBannerFields,
  HomeContentFields,
  TestimonialFields,
} from '../../src/contract/admin';
import type { Db, Queryable, Tx } from '../db/database';
import { aboutContent, homeBanners, homeContent, testimonials } from '../db/schema';
import { writeCatalogue } from '../services/catalogue-changes';
import { recordAudit, type Actor } from './audit';
import { sanitizeHtml } from './html';

type Home = z.output<typeof AdminHomeContent>;
type Banner = z.output<typeof AdminHomeBanner>;
type Testimonial = z.output<typeof AdminTestimonial>;
type About = z.output<typeof AdminAboutContent>;

export async function readHomeContent(q: Queryable): Promise<Home> {
  const [r] = await q.select().from(homeContent).limit(1);
  return {
    sps_flooring_title: r?.spsFlooringTitle ?? '',
    sps_flooring_sub_title: r?.spsFlooringSubTitle ?? '',
    weekly_bestsellers_title: r?.weeklyBestsellersTitle ?? '',
    weekly_bestsellers_sub_title: r?.weeklyBestsellersSubTitle ?? '',
    clients_say_title: r?.clientsSayTitle ?? '',
    clients_say_sub_title: r?.clientsSaySubTitle ?? '',
    pick_up_delivery: r?.pickUpDelivery ?? '',
    agree_delivery: r?.agreeDelivery ?? '',
  };
}

export async function readBanners(q: Queryable): Promise<Banner[]> {
  const rows = await q.select().from(homeBanners).orderBy(asc(homeBanners.position), asc(homeBanners.id));
  return rows.map((b) => ({
    type: b.type,
    image: b.image,
    video: b.video,
    title: b.title,
    subtitle: b.subtitle,
  }));
}

export async function readTestimonials(q: Queryable): Promise<Testimonial[]> {
  const rows = await q.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
  return rows.map((t) => ({
    name: t.name,
    designation: t.designation,
    description: t.description,
    image: t.image,
  }));
}

export async function readAboutContent(q: Queryable): Promise<About> {
  const [r] = await q.select().from(aboutContent).limit(1);
  return {
    image: r?.image ?? '',
    banner_title: r?.bannerTitle ?? '',
    banner_sub_title: r?.bannerSubTitle ?? '',
    title: r?.title ?? '',
    sub_title: r?.subTitle ?? '',
    description: r?.description ?? '',
  };
}

export class AdminContent {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => void,
  ) {}

  private write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return writeCatalogue(this.db, this.invalidate, fn);
  }

  async read() {
    return {
      home: await readHomeContent(this.db),
      banners: await readBanners(this.db),
      testimonials: await readTestimonials(this.db),
      about: await readAboutContent(this.db),
    };
  }

  async saveHome(actor: Actor, input: z.output<typeof HomeContentFields>): Promise<Home> {
    const pickUp = await sanitizeHtml(input.pick_up_delivery);
    const agree = await sanitizeHtml(input.agree_delivery);
    return this.write(async (tx) => {
      const before = await readHomeContent(tx);
      const values = {
        spsFlooringTitle: input.sps_flooring_title,
        spsFlooringSubTitle: input.sps_flooring_sub_title,
        weeklyBestsellersTitle: input.weekly_bestsellers_title,
        weeklyBestsellersSubTitle: input.weekly_bestsellers_sub_title,
        clientsSayTitle: input.clients_say_title,
        clientsSaySubTitle: input.clients_say_sub_title,
        pickUpDelivery: pickUp,
        agreeDelivery: agree,
      };
      await tx
        .insert(homeContent)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: homeContent.id, set: values });
      const after = await readHomeContent(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'home', before, after });
      return after;
    });
  }

  /** Replaces every banner with the list, in its order. */
  async saveBanners(actor: Actor, banners: z.output<typeof HomeBannerFields>[]): Promise<Banner[]> {
    return this.write(async (tx) => {
      const before = await readBanners(tx);
      await tx.delete(homeBanners);
      if (banners.length > 0)
        await tx.insert(homeBanners).values(banners.map((b, position) => ({ position, ...b })));
      const after = await readBanners(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'home_banners', before, after });
      return after;
    });
  }

  /** Replaces every testimonial with the list, in its order. */
  async saveTestimonials(actor: Actor, list: z.output<typeof TestimonialFields>[]): Promise<Testimonial[]> {
    return this.write(async (tx) => {
      const before = await readTestimonials(tx);
      await tx.delete(testimonials);
      if (list.length > 0)
        await tx.insert(testimonials).values(list.map((t, position) => ({ position, ...t })));
      const after = await readTestimonials(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'testimonials', before, after });
      return after;
    });
  }

  async saveAbout(actor: Actor, input: z.output<typeof AboutContentFields>): Promise<About> {
    const description = await sanitizeHtml(input.description);
    return this.write(async (tx) => {
      const before = await readAboutContent(tx);
      const values = {
        image: input.image,
        bannerTitle: input.banner_title,
        bannerSubTitle: input.banner_sub_title,
        title: input.title,
        subTitle: input.sub_title,
        description,
      };
      await tx
        .insert(aboutContent)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: aboutContent.id, set: values });
      const after = await readAboutContent(tx);
      await recordAudit(tx, actor, { action: 'update', entity: 'about', before, after });
      return after;
    });
  }
}
