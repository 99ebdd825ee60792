// Where the outbox's mail goes: an SMTP server (SMTP_URL, through nodemailer), or — the embedded default —
// one .eml file per mail in DATA_DIR/outbox/, which any mail program opens.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log';

export interface OutgoingMail {
  id: number;
  kind: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  date: Date;
}

export interface MailTransport {
  readonly name: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const nodemailerMessage = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  date: mail.date,
});

export function smtpTransport(url: string, timeoutMs = 20_000): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as object);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/** The file's name: the outbox id first, so a repeated send of one mail rewrites its own file. */
export const emlFileName = (mail: Pick<OutgoingMail, 'id' | 'kind'>) =>
  `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`;

export function fileTransport(dir: string, logger: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(mail) {
      const info = (await builder.sendMail(nodemailerMessage(mail))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const file = join(dir, emlFileName(mail));
      // Written whole, then renamed: a reader (or a crash) never sees half a mail.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, info.message);
      await rename(temporary, file);
      logger.info('mail written', { to: mail.to, subject: mail.subject, file });
    },
    close: () => builder.close(),
  };
}
