// The contact form (§5 Contact us): every message is stored with the sender's IP for follow-up, and mailed to
// the shop (Reply-To the sender) through the outbox, in the same transaction.
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  ip: string;
}

export class Contact {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null = null,
  ) {}

  async record(input: ContactMessage): Promise<void> {
    const mailed = await this.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(input);
      return this.mailer
        ? this.mailer.contactMessage(tx, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            message: input.message,
          })
        : false;
    });
    if (mailed) this.mailer?.outbox.kick();
  }
}
