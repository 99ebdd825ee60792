// The back office's home page and About page: the home page's section titles and HTML blocks, its banners
// and testimonials (each list saved as a whole, in the shop's order) and the About page. Same write path as
// the catalogue and settings: one transaction with the audit entry and the catalogue's version bump, then
// this instance's cache cleared, so the shopper's next home or About read has the change. HTML is
// sanitized on save with the storefront's policy. Each part has its version (./versions.ts): a save opened
// before another one's is refused.
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
import type { Queryable } from '../db/database';
import {
  aboutFields,
  aboutRow,
  homeFields,
  homeRow,
  readBanners,
  readSingleton,
  readTestimonials,
  upsertSingleton,
} from '../db/rows';
import { aboutContent, homeBanners, homeContent, testimonials } from '../db/schema';
import { CatalogueWriter } from '../services/catalogue-changes';
import { auditedUpdate, type Actor } from './audit';
import { versionOf } from './versions';
import { sanitizeHtml } from './html';

type Home = Omit<z.output<typeof AdminHomeContent>, 'version'>;
type Banner = z.output<typeof AdminHomeBanner>;
type Testimonial = z.output<typeof AdminTestimonial>;
type About = Omit<z.output<typeof AdminAboutContent>, 'version'>;
/** What a save may send besides the part: the version it was opened with. */
type Opened = { version?: number };

export async function readHomeContent(q: Queryable): Promise<Home> {
  return homeFields(await readSingleton(q, homeContent));
}

export async function readAboutContent(q: Queryable): Promise<About> {
  return aboutFields(await readSingleton(q, aboutContent));
}

export class AdminContent extends CatalogueWriter {
  async read() {
    // Versions before the parts: a write in between makes the read look older, never newer, than it is.
    const [home, banners, testimonials, about] = await Promise.all(
      (['home', 'home_banners', 'testimonials', 'about'] as const).map((part) => versionOf(this.db, part)),
    );
    return {
      home: { ...(await readHomeContent(this.db)), version: home! },
      banners: await readBanners(this.db),
      testimonials: await readTestimonials(this.db),
      about: { ...(await readAboutContent(this.db)), version: about! },
      banners_version: banners!,
      testimonials_version: testimonials!,
    };
  }

  async saveHome(actor: Actor, { version: opened, ...input }: z.output<typeof HomeContentFields> & Opened) {
    const pickUp = await sanitizeHtml(input.pick_up_delivery);
    const agree = await sanitizeHtml(input.agree_delivery);
    const row = homeRow({ ...input, pick_up_delivery: pickUp, agree_delivery: agree });
    const { after, version } = await this.write((tx) =>
      auditedUpdate(tx, actor, 'home', readHomeContent, () => upsertSingleton(tx, homeContent, row), opened),
    );
    return { ...after, version };
  }

  /** Replaces every banner with the list, in its order. */
  async saveBanners(actor: Actor, banners: z.output<typeof HomeBannerFields>[], opened?: number) {
    const { after, version } = await this.write((tx) =>
      auditedUpdate(
        tx,
        actor,
        'home_banners',
        readBanners,
        async () => {
          await tx.delete(homeBanners);
          if (banners.length > 0)
            await tx.insert(homeBanners).values(banners.map((b, position) => ({ position, ...b })));
        },
        opened,
      ),
    );
    return { banners: after satisfies Banner[], version };
  }

  /** Replaces every testimonial with the list, in its order. */
  async saveTestimonials(actor: Actor, list: z.output<typeof TestimonialFields>[], opened?: number) {
    const { after, version } = await this.write((tx) =>
      auditedUpdate(
        tx,
        actor,
        'testimonials',
        readTestimonials,
        async () => {
          await tx.delete(testimonials);
          if (list.length > 0)
            await tx.insert(testimonials).values(list.map((t, position) => ({ position, ...t })));
        },
        opened,
      ),
    );
    return { testimonials: after satisfies Testimonial[], version };
  }

  async saveAbout(actor: Actor, { version: opened, ...input }: z.output<typeof AboutContentFields> & Opened) {
    const description = await sanitizeHtml(input.description);
    const row = aboutRow({ ...input, description });
    const { after, version } = await this.write((tx) =>
      auditedUpdate(
        tx,
        actor,
        'about',
        readAboutContent,
        () => upsertSingleton(tx, aboutContent, row),
        opened,
      ),
    );
    return { ...after, version };
  }
}
