import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  removeClinicianPath,
  withToken,
} from '../../src/shared/api/adminEndpoints';
import { callingPaths } from '../../src/shared/api/callingContract';
import type {
  ClinicianInviteDetailsReply,
  CliniciansReply,
} from '../../src/shared/api/cliniciansContract';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { errorReply } from '../../src/shared/api/replySchemas';
import { workoutPaths } from '../../src/shared/api/workoutContract';
import { clinicianMessages } from '../../src/shared/messages/clinicianMessages';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../src/shared/routes/builtPages';
import { clinicianInviteHref } from '../../src/shared/routes/paths';
import { logIn, post, registerAndLogIn, registration } from '../support/accountRequests';
import { authorizationOf, shareWithDoctor } from '../support/careTeam';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const ADMIN = 'Head.Of.Clinic@clinic.example';
let t: TestApp;
let admin: { authorization: string; email: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN.toLowerCase()] });
  const { user } = await registerAndLogIn(t.app, { email: ADMIN, first_name: 'Ines' });
  expect(user.is_admin).toBe(true);
  admin = { authorization: authorizationOf(user.token), email: user.email, userId: user.id };
});
afterAll(() => t.close());

/** Invites the address as the administrator and follows the mail to its token. */
async function inviteAndReadToken(email: string): Promise<string> {
  const before = (await t.outbox()).filter((mail) => mail.to === email).length;
  const reply = await asUser(t.app, admin).post(adminEndpoints.inviteClinician, {
    email,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const mails = (await t.outbox()).filter((mail) => mail.to === email);
  expect(mails).toHaveLength(before + 1);
  const link = /https?:\/\/\S+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
  const token = /\/v2\/admin\/clinician-invites\/([A-Za-z0-9_-]{43})\/$/.exec(
    new URL(link).pathname,
  )?.[1];
  if (!token) throw new Error(`no invitation link in the mail: ${mails.at(-1)?.text ?? ''}`);
  return token;
}

async function details(token: string): Promise<ClinicianInviteDetailsReply> {
  const reply = await asUser(t.app).get(withToken(adminEndpoints.clinicianInviteDetails, token));
  expect(reply.statusCode).toBe(200);
  return reply.json<ClinicianInviteDetailsReply>();
}

describe('a clinic brings in its clinicians', () => {
  it('invites an address, which registers through the link as a doctor a patient can invite', async () => {
    const email = 'dana.meyer@clinic.example';
    const token = await inviteAndReadToken(email);
    expect(await details(token)).toEqual({
      status: 'success',
      email,
      state: 'open',
      has_account: false,
    });
    const listed = await asUser(t.app, admin).get(adminEndpoints.clinicians);
    expect(listed.json<CliniciansReply>().invited.map((invite) => invite.email)).toContain(email);

    const account = registration({ email, first_name: 'Dana', last_name: 'Meyer' });
    const registered = await post(
      t.app,
      withToken(adminEndpoints.registerThroughInvite, token),
      account,
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const dana = await logIn(t.app, email, account.password);
    expect(dana.is_doctor).toBe(true);
    expect(dana.is_admin).toBe(false);

    // A patient invites her as their doctor: the care network takes her as one.
    const patient = await signUp(t.app, 'Pat');
    const invited = await asUser(t.app, patient).post(callingPaths.inviteDoctor, {
      email,
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const after = (
      await asUser(t.app, admin).get(adminEndpoints.clinicians)
    ).json<CliniciansReply>();
    expect(after.data.find((row) => row.email === email)).toMatchObject({
      first_name: 'Dana',
      last_name: 'Meyer',
    });
    expect(after.invited.map((invite) => invite.email)).not.toContain(email);

    // The link works once.
    expect((await details(token)).state).toBe('used');
    const again = await post(
      t.app,
      withToken(adminEndpoints.registerThroughInvite, token),
      registration({ email }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorReply(clinicianMessages.linkState.used));
  });

  it('refuses an expired link, an unknown one, and the first link once a second is sent', async () => {
    const email = 'late@clinic.example';
    const first = await inviteAndReadToken(email);
    const second = await inviteAndReadToken(email);
    expect((await details(first)).state).toBe('expired');
    expect((await details(second)).state).toBe('open');
    await t.database.db
      .updateTable('clinician_invites')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('email', '=', email)
      .execute();
    expect((await details(second)).state).toBe('expired');
    const reply = await post(
      t.app,
      withToken(adminEndpoints.registerThroughInvite, second),
      registration({ email }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(errorReply(clinicianMessages.linkState.expired));
    expect(await details('x'.repeat(43))).toEqual({
      status: 'success',
      email: null,
      state: 'unknown',
      has_account: false,
    });
  });

  it('makes an existing account a doctor when its owner accepts signed in, and no one else', async () => {
    const { account, user } = await registerAndLogIn(t.app, { first_name: 'Omar' });
    expect(user.is_doctor).toBe(false);
    const token = await inviteAndReadToken(account.email);
    expect((await details(token)).has_account).toBe(true);
    const accept = withToken(adminEndpoints.acceptClinicianInvite, token);

    expect((await asUser(t.app).post(accept)).statusCode).toBe(401);
    const other = await signUp(t.app, 'Eve');
    const wrong = await asUser(t.app, other).post(accept);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorReply(clinicianMessages.otherAddress(account.email)));

    const accepted = await asUser(t.app, authorizationOf(user.token)).post(accept);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await logIn(t.app, account.email, account.password)).is_doctor).toBe(true);
    expect((await asUser(t.app, authorizationOf(user.token)).post(accept)).statusCode).toBe(400);
  });

  it('refuses an address that is a clinician already, and a malformed one naming the field', async () => {
    const doctor = await signUp(t.app, 'Dora');
    await t.database.db
      .updateTable('users')
      .set({ is_doctor: true })
      .where('email', '=', doctor.email)
      .execute();
    const already = await asUser(t.app, admin).post(adminEndpoints.inviteClinician, {
      email: doctor.email,
    });
    expect(already.statusCode).toBe(400);
    expect(already.json()).toEqual(errorReply(clinicianMessages.alreadyClinician(doctor.email)));
    const malformed = await asUser(t.app, admin).post(adminEndpoints.inviteClinician, {
      email: 'not-an-address',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('email');
  });

  it('answers 403 with one body to anyone but an administrator, on all three calls', async () => {
    const someone = await signUp(t.app, 'Sam');
    const refused = errorReply(clinicianMessages.administratorsOnly);
    const asked = [
      await asUser(t.app, someone).get(adminEndpoints.clinicians),
      await asUser(t.app, someone).post(adminEndpoints.inviteClinician, {
        email: 'new@clinic.example',
      }),
      // Not even a malformed body is read before the refusal.
      await asUser(t.app, someone).post(adminEndpoints.inviteClinician, { email: 3 }),
      await asUser(t.app, someone).post(removeClinicianPath(admin.userId)),
    ];
    for (const reply of asked) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual(refused);
    }
    const mails = (await t.outbox()).filter((mail) => mail.to === 'new@clinic.example');
    expect(mails).toHaveLength(0);
  });

  it('removes a clinician: their grants end, their patient read is refused next, the patient is mailed once', async () => {
    const email = 'rita.roe@clinic.example';
    const token = await inviteAndReadToken(email);
    const account = registration({ email, first_name: 'Rita', last_name: 'Roe' });
    await post(t.app, withToken(adminEndpoints.registerThroughInvite, token), account);
    const rita = await logIn(t.app, email, account.password);
    const ritaCaller = { authorization: authorizationOf(rita.token), email };
    const patient = await signUp(t.app, 'Paula');
    await shareWithDoctor(t.app, patient, ritaCaller);

    const read = () =>
      asUser(t.app, ritaCaller).get(workoutPaths.routines, {
        [PATIENT_ID_PARAMETER]: String(patient.userId),
      });
    expect((await read()).statusCode).toBe(200);

    const removed = await asUser(t.app, admin).post(removeClinicianPath(rita.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe(clinicianMessages.removed('Rita Roe'));

    const next = await read();
    expect(next.statusCode).toBe(403);
    const live = await t.database.db
      .selectFrom('care_grants')
      .select('id')
      .where('doctor_id', '=', rita.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await logIn(t.app, email, account.password)).is_doctor).toBe(false);

    const told = (await t.outbox()).filter((mail) => mail.to === patient.email);
    const removalMails = told.filter((mail) =>
      mail.text.includes(
        'Rita Roe no longer works with Motus at this clinic; they can no longer see your data',
      ),
    );
    expect(removalMails).toHaveLength(1);

    const list = (
      await asUser(t.app, admin).get(adminEndpoints.clinicians)
    ).json<CliniciansReply>();
    expect(list.data.map((row) => row.email)).not.toContain(email);
  });

  it('answers a missing id and a non-clinician id with the refusal anyone else gets', async () => {
    const refused = errorReply(clinicianMessages.administratorsOnly);
    for (const id of [999_999, admin.userId]) {
      const reply = await asUser(t.app, admin).post(removeClinicianPath(id));
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual(refused);
    }
  });

  it('lists the clinicians sorted by name, each with when they became one', async () => {
    const list = (
      await asUser(t.app, admin).get(adminEndpoints.clinicians)
    ).json<CliniciansReply>();
    const names = list.data.map((row) => `${row.first_name} ${row.last_name}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const row of list.data) expect(Number.isNaN(Date.parse(row.since))).toBe(false);
  });
});

describe('the invitation link', () => {
  let withClient: TestApp;
  let clientDir: string;
  const page = '<div id="root">the app</div>';
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), page);
    const pages: BuiltPages = { app: page, profilePage: page, byPath: {} };
    fs.writeFileSync(path.join(clientDir, BUILT_PAGES_FILE), JSON.stringify(pages));
    withClient = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await withClient.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('is a page the browser shows, though it lies under the API; its details are JSON', async () => {
    const token = 'a'.repeat(43);
    const link = await asUser(withClient.app).get(clinicianInviteHref(token));
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toMatch(/^text\/html/);
    expect(link.body).toBe(page);
    const asked = await asUser(withClient.app).get(
      withToken(adminEndpoints.clinicianInviteDetails, token),
    );
    expect(asked.json<ClinicianInviteDetailsReply>().state).toBe('unknown');
    const elsewhere = await asUser(withClient.app).get('/v2/admin/no-such-call/');
    expect(elsewhere.statusCode).toBe(404);
  });
});
