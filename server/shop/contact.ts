// The contact form (§5 Contact us): every message is stored with the sender's IP for follow-up.
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  ip: string;
}

export class Contact {
  constructor(private readonly db: Db) {}

  async record(input: ContactMessage): Promise<void> {
    await this.db.insert(contactMessages).values(input);
  }
}
