import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careTeamPaths, WORKOUT_AREA } from '../../src/shared/api/careTeamParameters';
import type {
  AccessLogReply,
  SharingReply,
  UpdateSharingReply,
} from '../../src/shared/api/careTeamContract';
import { callingPaths, type PatientsReply } from '../../src/shared/api/callingContract';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { errorReply } from '../../src/shared/api/replySchemas';
import {
  workoutPaths,
  type RoutineReply,
  type RoutinesReply,
} from '../../src/shared/api/workoutContract';
import { careTeamMessages } from '../../src/shared/messages/careTeamMessages';
import { workoutMessages } from '../../src/shared/messages/workoutMessages';
import type { Caller } from '../support/careNetwork';
import { changeSharing, shareWithDoctor } from '../support/careTeam';
import { signUpDoctorWithId } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// A clinician prescribes a rehab routine under the patient's grant (decision 043): the one
// write a doctor makes, allowed only by the grant's prescribe switch with Workout shared.

let t: TestApp;
let patient: Caller & { userId: number };
let dana: Caller & { id: number };
let other: Caller & { id: number };
let templateId: number;
let exerciseIds: number[];
const today = DateTime.local();
const day = (days: number) => today.plus({ days }).toFormat('yyyy-MM-dd');
const refusedWrite = errorReply(careTeamMessages.readOnly);

const doctor = (name: string) => signUpDoctorWithId(t, name);

function asDoctor(caller: Caller, url: string, payload: object) {
  return asUser(t.app, caller).send({
    method: 'POST',
    url,
    query: { [PATIENT_ID_PARAMETER]: String(patient.userId) },
    body: payload,
  });
}

function asPatient(url: string, payload: object) {
  return asUser(t.app, patient).post(url, payload);
}

async function patientRoutines(): Promise<RoutineReply[]> {
  const reply = await asUser(t.app, patient).get(workoutPaths.routines);
  expect(reply.statusCode).toBe(200);
  return reply.json<RoutinesReply>().data;
}

async function routineCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('routines')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('user_id', '=', patient.userId)
    .executeTakeFirstOrThrow();
  return row.rows;
}

const plan = { days: [1, 3, 5], starts_on: day(0), ends_on: day(60), note: 'After the run' };

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = t.app.deps.workoutCatalogue;
  const rehab = catalogue.templates.find((template) => template.category === 'rehab');
  if (!rehab) throw new Error('The catalogue has no rehab template');
  templateId = rehab.id;
  exerciseIds = catalogue.exercises.slice(0, 2).map((exercise) => exercise.id);
  patient = await signUp(t.app, 'Pat');
  dana = await doctor('Dana');
  other = await doctor('Omar');
  await shareWithDoctor(t.app, patient, dana, {
    profiles: [WORKOUT_AREA, 'pain'],
    prescribe: true,
  });
  await shareWithDoctor(t.app, patient, other, { profiles: [WORKOUT_AREA, 'pain'] });
}, 60_000);
afterAll(() => t.close());

describe('a clinician prescribes a routine', () => {
  it('carries prescribe in the sharing GET and POST, and says it in the patient list', async () => {
    const sharing = await asUser(t.app, patient).get(careTeamPaths.sharing);
    const rows = sharing.json<SharingReply>().data;
    expect(rows.find((row) => row.doctor.id === dana.id)?.prescribe).toBe(true);
    expect(rows.find((row) => row.doctor.id === other.id)?.prescribe).toBe(false);
    const patients = await asUser(t.app, dana).get(callingPaths.listPatients);
    expect(patients.json<PatientsReply>().data[0]?.prescribe).toBe(true);
    const sentence = await t.database.db
      .selectFrom('care_grants')
      .select('sentence')
      .where('doctor_id', '=', dana.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(sentence.sentence).toContain('and to add routines to my Workout');
  });

  it('keeps prescribe with an invite to an address that has no account yet', async () => {
    const email = `later.${Date.now()}@example.test`;
    const invited = await asUser(t.app, patient).post(callingPaths.inviteDoctor, {
      email,
      profiles: [WORKOUT_AREA],
      prescribe: true,
    });
    expect(invited.statusCode).toBe(200);
    const pending = await t.database.db
      .selectFrom('pending_invites')
      .select(['grant_prescribe', 'consent_sentence'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending.grant_prescribe).toBe(true);
    expect(pending.consent_sentence).toContain('and to add routines to my Workout');
  });

  it('refuses prescribe with a grant that does not cover Workout, naming the field', async () => {
    const reply = await changeSharing(t.app, patient, other.id, {
      profiles: ['pain'],
      expires_on: null,
      prescribe: true,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(/^prescribe: /);
  });

  it('stores nothing and answers 403 to a doctor without prescribe, and to a non-doctor', async () => {
    const before = await routineCount();
    const body = { template_routines: [templateId], plan };
    expect((await asDoctor(other, workoutPaths.copyTemplates, body)).json()).toEqual(refusedWrite);
    const stranger = await signUp(t.app, 'Sam');
    const byStranger = await asDoctor(stranger, workoutPaths.copyTemplates, body);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json()).toEqual(refusedWrite);
    expect(await routineCount()).toBe(before);
  });

  it('refuses bad plans and dosages with 400 naming the field, storing nothing', async () => {
    const before = await routineCount();
    const cases: [object, string][] = [
      [{ ...plan, days: [] }, 'plan.days'],
      [{ ...plan, days: [1, 8] }, 'plan.days[1]'],
      [{ ...plan, days: [1, 3, 1] }, 'plan.days[2]'],
      [{ ...plan, ends_on: day(-1) }, 'plan.ends_on'],
    ];
    for (const [badPlan, field] of cases) {
      const reply = await asDoctor(dana, workoutPaths.copyTemplates, {
        template_routines: [templateId],
        plan: badPlan,
      });
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json<{ message: string }>().message.startsWith(`${field}:`), field).toBe(true);
    }
    const dosages: [object, string][] = [
      [{ sets: 0 }, 'exercises[0].dosage.sets'],
      [{ sets: 21 }, 'exercises[0].dosage.sets'],
      [{ reps: -1 }, 'exercises[0].dosage.reps'],
      [{ hold_seconds: 601 }, 'exercises[0].dosage.hold_seconds'],
      [{ time_seconds: 3601 }, 'exercises[0].dosage.time_seconds'],
    ];
    for (const [dosage, field] of dosages) {
      const reply = await asDoctor(dana, workoutPaths.createRoutine, {
        exercises: [{ id: exerciseIds[0], dosage }],
        routine: 0,
        name: 'Knee',
        plan,
      });
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json<{ message: string }>().message.startsWith(`${field}:`), field).toBe(true);
    }
    const noPlan = await asDoctor(dana, workoutPaths.createRoutine, {
      exercises: exerciseIds,
      routine: 0,
      name: 'Knee',
    });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json<{ message: string }>().message).toMatch(/^plan: /);
    expect(await routineCount()).toBe(before);
  });

  it('lands in the patient’s list with prescriber, plan and dosage, mailed once and logged', async () => {
    const mailsBefore = (await t.outbox()).length;
    const copied = await asDoctor(dana, workoutPaths.copyTemplates, {
      template_routines: [templateId],
      plan,
    });
    expect(copied.statusCode).toBe(201);
    expect(copied.json<{ message: string }>().message).toBe(workoutMessages.routinePrescribed);
    const created = await asDoctor(dana, workoutPaths.createRoutine, {
      exercises: [
        { id: exerciseIds[0], dosage: { sets: 3, reps: 10, hold_seconds: 5, note: 'Slowly' } },
        exerciseIds[1],
      ],
      routine: 0,
      name: 'Knee after surgery',
      plan: { days: [2, 4], starts_on: day(0) },
    });
    expect(created.statusCode).toBe(201);

    const routines = await patientRoutines();
    const knee = routines.find((routine) => routine.name === 'Knee after surgery');
    expect(knee?.prescribed_by).toEqual({
      id: dana.id,
      first_name: 'Dana',
      last_name: expect.any(String) as string,
    });
    expect(knee?.plan).toMatchObject({
      days: [2, 4],
      starts_on: day(0),
      ends_on: null,
      in_force: true,
    });
    expect(knee?.routineexercise_set[0]?.dosage).toEqual({
      sets: 3,
      reps: 10,
      hold_seconds: 5,
      // Not given: the catalogue's own time for the exercise.
      time_seconds: t.app.deps.workoutCatalogue.exercises[0]?.time ?? null,
      note: 'Slowly',
    });
    const template = routines.find((routine) => routine.plan?.note === 'After the run');
    expect(template?.plan?.days).toEqual([1, 3, 5]);

    const mails = (await t.outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/added a routine to your Workout/);
    expect(mails[0]?.text).toContain('http://motus.test/workout');

    const log = await asUser(t.app, patient).get(careTeamPaths.accessLog);
    const prescribed = log
      .json<AccessLogReply>()
      .data.result.filter((row) => row.action === 'prescribe');
    expect(prescribed).toHaveLength(2);
    expect(prescribed[0]?.reader.first_name).toBe('Dana');
  });

  it('keeps the dosage and the routine from the patient, who may hide it and ask to stop', async () => {
    const knee = (await patientRoutines()).find((r) => r.name === 'Knee after surgery');
    if (!knee) throw new Error('no prescribed routine');
    const first = knee.routineexercise_set[0];
    const edit = {
      id: knee.id,
      name: knee.name,
      youtube_url: '',
      safety_info: '',
      category: 'rehab',
      description: '',
    };
    const changed = await asPatient(workoutPaths.editRoutine, {
      ...edit,
      dosages: [{ id: first?.id, dosage: { sets: 1 } }],
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<{ message: string }>().message).toMatch(/^dosages: Dana .* prescribed/);
    const deleted = await asUser(t.app, patient).send({
      method: 'DELETE',
      url: workoutPaths.deleteRoutine,
      query: { id: String(knee.id) },
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json<{ message: string }>().message).toContain('cannot be deleted');
    expect((await asPatient(workoutPaths.editRoutine, { ...edit, plan })).statusCode).toBe(400);

    expect(
      (await asPatient(workoutPaths.hideRoutine, { id: knee.id, hidden: true })).statusCode,
    ).toBe(200);
    expect((await asPatient(workoutPaths.stopRequest, { id: knee.id })).statusCode).toBe(200);
    const after = (await patientRoutines()).find((r) => r.id === knee.id);
    expect(after?.hidden).toBe(true);
    expect(after?.stop_requested_at).not.toBeNull();

    const seen = await asUser(t.app, dana).get(workoutPaths.routines, {
      [PATIENT_ID_PARAMETER]: String(patient.userId),
    });
    const asSeen = seen.json<RoutinesReply>().data.find((r) => r.id === knee.id);
    expect(asSeen?.stop_requested_at).toBe(after?.stop_requested_at);
    // Omar reads the Workout too: he sees Dana's prescription, with who prescribed it.
    const byOmar = await asUser(t.app, other).get(workoutPaths.routines, {
      [PATIENT_ID_PARAMETER]: String(patient.userId),
    });
    expect(byOmar.json<RoutinesReply>().data.find((r) => r.id === knee.id)?.prescribed_by?.id).toBe(
      dana.id,
    );
  });

  it('lets the prescriber edit and end the plan; the patient may then delete it', async () => {
    const knee = (await patientRoutines()).find((r) => r.name === 'Knee after surgery');
    if (!knee) throw new Error('no prescribed routine');
    const edit = {
      id: knee.id,
      name: knee.name,
      youtube_url: '',
      safety_info: '',
      category: 'rehab',
      description: 'Twice a week',
    };
    const byOmar = await asDoctor(other, workoutPaths.editRoutine, { ...edit, end_plan: true });
    expect(byOmar.json()).toEqual(refusedWrite);
    const edited = await asDoctor(dana, workoutPaths.editRoutine, {
      ...edit,
      plan: { days: [1, 4], starts_on: day(0), ends_on: day(30), note: 'Easier' },
      dosages: [{ id: knee.routineexercise_set[0]?.id, dosage: { sets: 2, reps: 8 } }],
    });
    expect(edited.statusCode).toBe(200);
    let now = (await patientRoutines()).find((r) => r.id === knee.id);
    expect(now?.plan).toMatchObject({
      days: [1, 4],
      ends_on: day(30),
      note: 'Easier',
      in_force: true,
    });
    expect(now?.routineexercise_set[0]?.dosage).toMatchObject({
      sets: 2,
      reps: 8,
      hold_seconds: null,
    });
    expect(now?.description).toBe('Twice a week');

    const ended = await asDoctor(dana, workoutPaths.editRoutine, { ...edit, end_plan: true });
    expect(ended.statusCode).toBe(200);
    now = (await patientRoutines()).find((r) => r.id === knee.id);
    expect(now?.plan?.in_force).toBe(false);
    expect(now?.plan?.ended_at).not.toBeNull();
    const deleted = await asUser(t.app, patient).send({
      method: 'DELETE',
      url: workoutPaths.deleteRoutine,
      query: { id: String(knee.id) },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('ends the plan of a clinician who is no longer a doctor, keeping the routine', async () => {
    await t.database.db
      .updateTable('users')
      .set({ is_doctor: false })
      .where('id', '=', dana.id)
      .execute();
    const routines = await patientRoutines();
    const left = routines.find((r) => r.plan?.note === 'After the run');
    expect(left?.prescriber_left).toBe(true);
    expect(left?.plan?.in_force).toBe(false);
    await t.database.db
      .updateTable('users')
      .set({ is_doctor: true })
      .where('id', '=', dana.id)
      .execute();
  });

  it('refuses a prescription once the grant no longer covers Workout, storing nothing', async () => {
    const narrowed = await changeSharing(t.app, patient, dana.id, {
      profiles: ['pain'],
      expires_on: null,
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json<UpdateSharingReply>().data.prescribe).toBe(false);
    const before = await routineCount();
    const reply = await asDoctor(dana, workoutPaths.copyTemplates, {
      template_routines: [templateId],
      plan,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(refusedWrite);
    expect(await routineCount()).toBe(before);
  });
});
