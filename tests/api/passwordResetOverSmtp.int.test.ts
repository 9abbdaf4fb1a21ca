import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { readServerEnv } from '../../src/server/config/serverEnv';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { createMailer } from '../../src/server/startServer';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { post, registration } from '../support/accountRequests';
import { createTestDatabase } from '../support/testDatabase';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable, which nodemailer uses for long ASCII lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let app: MotusApp;
let database: DatabaseHandle;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const env = {
    ...readServerEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Motus <no-reply@motus.test>',
      PUBLIC_URL: 'https://motus.example',
    }),
    clientDir: '/nonexistent/motus-client',
  };
  const mailer = createMailer(env, () => undefined);
  expect(mailer.kind).toBe('smtp');
  database = await createTestDatabase();
  app = await buildApp({
    env,
    database,
    mailer,
    profileConfigs: [],
    workoutCatalogue: { exercises: [], templates: [] },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail through SMTP_URL', () => {
  it('delivers the password reset mail, with its link, to a real SMTP server', async () => {
    const account = registration();
    expect((await post(app, accountEndpoints.createUser, account)).statusCode).toBe(201);

    const reply = await post(app, accountEndpoints.sendPasswordResetEmail, {
      email: account.email,
    });
    expect(reply.statusCode).toBe(200);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@motus.test');
    expect(mail?.to).toEqual([account.email]);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Reset your Motus password/m);
    expect(text).toMatch(/https:\/\/motus\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
