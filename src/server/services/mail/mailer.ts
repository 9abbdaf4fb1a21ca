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
  /** Removes what this server still keeps of the mail sent to an address (an erased account). */
  forgetMailTo(address: string): Promise<void>;
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
    // Delivered mail is the mailbox owner's; the server keeps no copy of it.
    forgetMailTo: () => Promise.resolve(),
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
    forgetMailTo: (address) => deleteOutboxMailTo(outboxDir, address),
  };
}

/** Deletes the outbox files of the mail sent to this address, whatever its letter case. */
async function deleteOutboxMailTo(outboxDir: string, address: string): Promise<void> {
  const wanted = address.trim().toLowerCase();
  const files = await outboxFiles(outboxDir);
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(outboxDir, file);
      const entry = JSON.parse(await fs.readFile(full, 'utf8')) as OutboxEntry;
      if (entry.to.trim().toLowerCase() === wanted) await fs.rm(full, { force: true });
    }),
  );
}

async function outboxFiles(outboxDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(outboxDir)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = await outboxFiles(outboxDir);
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await fs.readFile(path.join(outboxDir, file), 'utf8')) as OutboxEntry,
    ),
  );
}
