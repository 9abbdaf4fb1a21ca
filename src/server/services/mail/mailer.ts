import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' delivers through SMTP_URL; 'outbox' writes files a developer can read. */
  readonly kind: 'smtp' | 'outbox';
}

export interface OutboxEntry extends MailMessage {
  from: string;
  sent_at: string;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP_URL mail is written as one JSON file per message into the outbox folder,
 * and announced on the log, so a developer can follow a reset or pin link by hand.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  announce: (line: string) => void,
): Mailer {
  let counter = 0;
  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      counter += 1;
      const file = path.join(
        outboxDir,
        `${sentAt.replace(/[:.]/g, '-')}-${process.pid}-${counter}.json`,
      );
      const entry: OutboxEntry = { from, ...message, sent_at: sentAt };
      await fs.writeFile(file, JSON.stringify(entry, null, 2));
      announce(`Mail to ${message.to} ("${message.subject}") written to ${file}\n${message.text}`);
    },
  };
}

export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await fs.readFile(path.join(outboxDir, file), 'utf8')) as OutboxEntry,
    ),
  );
}
