import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callingPaths,
  type DoctorsReply,
  type InvitesReply,
  type PatientsReply,
} from '../../src/shared/api/callingContract';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import {
  INVITE_ACCEPTED_TEXT,
  INVITE_DECLINED_TEXT,
  INVITED_TO_GET_APP,
} from '../../src/shared/messages/callingMessages';
import { registration } from '../support/accountRequests';
import { signUpDoctor } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#care-team: doctors invite patients, patients invite doctors, each answers by the link
// the server gives them, once; consent is data; every call acts on the caller's own links.
type Who = { authorization: string; email: string };

describe('the doctor-patient network', () => {
  let t: TestApp;
  let doctor: Who;
  let otherDoctor: Who;
  let patient: Who;
  let otherPatient: Who;

  const message = (reply: LightMyRequestResponse) => reply.json<ErrorReply>().message;
  const invitesOf = async (who: Who) => {
    const reply = await asUser(t.app, who).get(callingPaths.listInvites);
    expect(reply.statusCode).toBe(200);
    return reply.json<InvitesReply>().data;
  };
  const patientsOf = async (who: Who) => {
    const reply = await asUser(t.app, who).get(callingPaths.listPatients);
    expect(reply.statusCode).toBe(200);
    return reply.json<PatientsReply>().data;
  };
  const doctorsOf = async (who: Who) => {
    const reply = await asUser(t.app, who).get(callingPaths.listDoctors);
    expect(reply.statusCode).toBe(200);
    return reply.json<DoctorsReply>().data;
  };
  const grantsOf = (email: string) =>
    t.database.db
      .selectFrom('care_grants')
      .innerJoin('users', 'users.id', 'care_grants.patient_id')
      .select([
        'care_grants.doctor_id',
        'care_grants.areas',
        'care_grants.expires_on',
        'care_grants.sentence',
        'care_grants.revoked_at',
      ])
      .where('users.email', '=', email)
      .orderBy('care_grants.id')
      .execute();
  const idOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await signUpDoctor(t, 'Meredith');
    otherDoctor = await signUpDoctor(t, 'Derek');
    patient = await signUp(t.app, 'Rosa');
    otherPatient = await signUp(t.app, 'Ivan');
  });
  afterAll(async () => t.close());

  it('answers only a signed-in user', async () => {
    for (const url of [
      callingPaths.listPatients,
      callingPaths.listDoctors,
      callingPaths.listInvites,
    ]) {
      expect((await asUser(t.app).get(url)).statusCode).toBe(401);
    }
    expect(
      (await asUser(t.app).post(callingPaths.invitePatient, { email: patient.email })).statusCode,
    ).toBe(401);
    expect((await asUser(t.app).get('/v2/user/invites/1/accept/')).statusCode).toBe(401);
  });

  it('lets only a doctor invite patients and list them, and only a patient invite and list doctors', async () => {
    const notDoctor = await asUser(t.app, patient).post(callingPaths.invitePatient, {
      email: otherPatient.email,
    });
    expect(notDoctor.statusCode).toBe(403);
    expect(message(notDoctor)).toMatch(/Only a health professional can invite patients/);
    expect(
      (await asUser(t.app, doctor).post(callingPaths.inviteDoctor, { email: otherDoctor.email }))
        .statusCode,
    ).toBe(403);
    expect((await asUser(t.app, patient).get(callingPaths.listPatients)).statusCode).toBe(403);
    expect((await asUser(t.app, doctor).get(callingPaths.listDoctors)).statusCode).toBe(403);
    expect(await t.database.db.selectFrom('contacts').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad address, yourself, and the wrong kind of account, naming why', async () => {
    const bad = await asUser(t.app, doctor).post(callingPaths.invitePatient, {
      email: 'not an email',
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toMatch(/email/);
    expect(
      (await asUser(t.app, doctor).post(callingPaths.invitePatient, { email: doctor.email }))
        .statusCode,
    ).toBe(400);
    const doctorAsPatient = await asUser(t.app, doctor).post(callingPaths.invitePatient, {
      email: otherDoctor.email,
    });
    expect(doctorAsPatient.statusCode).toBe(400);
    expect(message(doctorAsPatient)).toContain('health professional');
    const patientAsDoctor = await asUser(t.app, patient).post(callingPaths.inviteDoctor, {
      email: otherPatient.email,
    });
    expect(patientAsDoctor.statusCode).toBe(400);
    expect(message(patientAsDoctor)).toContain('not registered as a health professional');
  });

  it('a doctor invites a patient: invited on both sides, the link answers once, consent recorded', async () => {
    const invited = await asUser(t.app, doctor).post(callingPaths.invitePatient, {
      email: patient.email,
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ status: 'success' });
    expect((await t.outbox()).some((mail) => mail.to === patient.email)).toBe(true);

    expect(await patientsOf(doctor)).toEqual([
      {
        status: 'invited',
        patient: expect.objectContaining({ email: patient.email, first_name: 'Rosa' }) as unknown,
        profiles: [],
        expires_on: null,
        prescribe: false,
        gender: null,
      },
    ]);
    expect((await doctorsOf(patient)).map((row) => row.status)).toEqual(['invited']);
    expect(await invitesOf(doctor)).toEqual([]);
    const again = await asUser(t.app, doctor).post(callingPaths.invitePatient, {
      email: patient.email,
    });
    expect(again.statusCode).toBe(409);

    const [invite] = await invitesOf(patient);
    expect(invite).toMatchObject({ doctor: { email: doctor.email, first_name: 'Meredith' } });
    expect(invite?.patient).toBeUndefined();
    const acceptLink = invite?.accept_link ?? '';

    // Someone else's invite is not theirs to answer; nothing changes.
    expect((await asUser(t.app, otherPatient).get(acceptLink)).statusCode).toBe(404);
    expect((await asUser(t.app, doctor).get(acceptLink)).statusCode).toBe(404);
    expect((await doctorsOf(patient))[0]?.status).toBe('invited');

    const accepted = await asUser(t.app, patient).get(acceptLink);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toMatch(/^text\/plain/);
    expect(accepted.body).toBe(INVITE_ACCEPTED_TEXT);
    expect((await patientsOf(doctor))[0]?.status).toBe('active');
    expect(await invitesOf(patient)).toEqual([]);

    const twice = await asUser(t.app, patient).get(acceptLink);
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toContain('each link works once');
    expect((await asUser(t.app, patient).get(invite?.decline_link ?? '')).statusCode).toBe(409);

    // Accepted without narrowing: every area, no end date, the sentence saying so.
    expect(await grantsOf(patient.email)).toEqual([
      {
        doctor_id: await idOf(doctor.email),
        areas: null,
        expires_on: null,
        sentence:
          'I consent to Meredith Hopper viewing my medical data on Motus, until I remove them from My Doctors.',
        revoked_at: null,
      },
    ]);
    expect((await patientsOf(doctor))[0]?.profiles).toContain('medical');
  });

  it('a patient invites a doctor: the invite is the consent; a decline ends it', async () => {
    const invited = await asUser(t.app, otherPatient).post(callingPaths.inviteDoctor, {
      email: otherDoctor.email,
    });
    expect(invited.statusCode).toBe(200);
    expect((await doctorsOf(otherPatient)).map((row) => row.status)).toEqual(['invited_doctor']);
    expect((await patientsOf(otherDoctor)).map((row) => row.status)).toEqual(['invited_doctor']);
    const grants = await grantsOf(otherPatient.email);
    expect(grants).toEqual([
      expect.objectContaining({
        sentence:
          'Sending this invite is my consent for the doctor to view my medical data on Motus, until I remove them from My Doctors.',
        revoked_at: null,
      }),
    ]);
    // Recorded at once, in force only from the doctor's accepting.
    expect((await patientsOf(otherDoctor))[0]?.profiles).toEqual([]);

    const [invite] = await invitesOf(otherDoctor);
    expect(invite).toMatchObject({ patient: { email: otherPatient.email } });
    const declined = await asUser(t.app, otherDoctor).get(invite?.decline_link ?? '');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toBe(INVITE_DECLINED_TEXT);
    expect(await patientsOf(otherDoctor)).toEqual([]);
    expect(await doctorsOf(otherPatient)).toEqual([]);
    expect((await grantsOf(otherPatient.email))[0]?.revoked_at).toBeInstanceOf(Date);
    expect((await asUser(t.app, otherDoctor).get(invite?.accept_link ?? '')).statusCode).toBe(409);
  });

  it('stores the consent naming the areas and the last day a patient chose when inviting a doctor', async () => {
    const amara = await signUp(t.app, 'Amara');
    const cristina = await signUpDoctor(t, 'Cristina');
    const invited = await asUser(t.app, amara).post(callingPaths.inviteDoctor, {
      email: cristina.email,
      profiles: ['vitals', 'pain'],
      expires_on: '2099-12-31',
    });
    expect(invited.statusCode).toBe(200);
    expect(await grantsOf(amara.email)).toEqual([
      expect.objectContaining({
        areas: ['vitals', 'pain'],
        expires_on: '2099-12-31',
        // In the order the areas are offered, whatever order they came in.
        sentence:
          'Sending this invite is my consent for the doctor to view only my Pain Score Profile and Vitals Profile data on Motus, until the end of 2099-12-31 or until I remove them from My Doctors, whichever comes first.',
      }),
    ]);
  });

  it('a doctor accepts a patient’s invite directly', async () => {
    await asUser(t.app, otherPatient).post(callingPaths.inviteDoctor, { email: doctor.email });
    const [invite] = await invitesOf(doctor);
    expect((await asUser(t.app, doctor).get(invite?.accept_link ?? '')).body).toBe(
      INVITE_ACCEPTED_TEXT,
    );
    expect((await patientsOf(doctor)).map((row) => [row.patient.first_name, row.status])).toEqual([
      ['Ivan', 'active'],
      ['Rosa', 'active'],
    ]);
  });

  it('deleting a contact ends the link and the consent, mails a patient, and touches only your own', async () => {
    const strangers = await asUser(t.app, otherDoctor).post(callingPaths.deleteContact, {
      email: patient.email,
    });
    expect(strangers.statusCode).toBe(404);
    expect((await patientsOf(doctor)).length).toBe(2);

    const before = (await t.outbox()).length;
    const removed = await asUser(t.app, patient).post(callingPaths.deleteContact, {
      email: doctor.email,
    });
    expect(removed.statusCode).toBe(200);
    expect(await doctorsOf(patient)).toEqual([]);
    expect((await patientsOf(doctor)).map((row) => row.patient.first_name)).toEqual(['Ivan']);
    const live = (await grantsOf(patient.email)).filter((row) => row.revoked_at === null);
    expect(live).toEqual([]);
    const mails = (await t.outbox()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([patient.email]);
    expect(mails[0]?.subject).toContain('can no longer see your medical data');

    expect(
      (await asUser(t.app, patient).post(callingPaths.deleteContact, { email: doctor.email }))
        .statusCode,
    ).toBe(404);
  });

  it('invites an address with no account to get the app, and opens the invite when it registers', async () => {
    const email = registration().email;
    const reply = await asUser(t.app, doctor).post(callingPaths.invitePatient, { email });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'success', message: INVITED_TO_GET_APP });
    const mail = (await t.outbox()).find((entry) => entry.to === email);
    expect(mail?.text).toContain('http://motus.test/register');
    const again = await asUser(t.app, doctor).post(callingPaths.invitePatient, { email });
    expect(again.json()).toEqual({ status: 'success', message: INVITED_TO_GET_APP });
    expect((await t.outbox()).filter((entry) => entry.to === email)).toHaveLength(1);

    const newcomer = await signUp(t.app, 'Nadia');
    expect((await invitesOf(newcomer)).length).toBe(0);
    const registered = await asUser(t.app).post(
      '/v2/user/create-user/',
      registration({ email, first_name: 'Zoe' }),
    );
    expect(registered.statusCode).toBe(201);
    const { logIn } = await import('../support/accountRequests');
    const zoe = await logIn(t.app, email, 'correct horse');
    const zoeWho = { authorization: `Motus ${zoe.token}`, email };
    expect((await invitesOf(zoeWho)).map((invite) => invite.doctor?.email)).toEqual([doctor.email]);
  });
});
