import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import type { PinRefusalReply } from '../../../shared/api/securePinContract';
import { todayIso, type DateRange } from '../../../shared/dates/dateRanges';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { recordAccess, recordOwnPinnedRead } from '../../db/repositories/accessLogRepository';
import type { Kysely } from 'kysely';
import {
  findGrantInForce,
  grantCovers,
  grantLetsPrescribe,
  lockGrantInForce,
} from '../../db/repositories/careGrantsRepository';
import type { Database } from '../../db/database';
import { findLiveConsent, type ConsentSubject } from '../../db/repositories/consentsRepository';
import { signedIn } from '../../plugins/authentication';
import { checkSecurePin } from '../securePins/checkSecurePin';
import { pinMissing, pinRefusal } from '../securePins/pinRefusal';
import { granted, refuse, type Outcome, type Refusal } from '../refusal';
import type { AccessArea } from './accessArea';
import { tellPatientOfFirstRead } from './tellPatientOfFirstRead';

/** What a request wants to touch, and where it lies. */
export type DataTarget =
  | {
      action: 'read';
      on: AccessArea;
      /** The dataset and the range read, for the access log; absent for a listing. */
      dataset?: { id: number; name: string };
      range?: DateRange;
    }
  | { action: 'write'; on: AccessArea }
  /**
   * A doctor's one write (decision 043): a routine added to the patient's Workout
   * (change: false) or one they added changed. Without patient_id it is the person's own
   * write. problem: what is wrong with the request, answered 400 only to a doctor the grant
   * lets prescribe (anyone else gets the one refusal of writes).
   */
  | { action: 'prescribe'; on: AccessArea; change: boolean; problem: string | null }
  /** Results brought in from elsewhere: allowed by the subject's consent, not by the pin. */
  | {
      action: 'import';
      on: AccessArea;
      partner: string;
      consent: Omit<ConsentSubject, 'userId'>;
      refusal: string;
    };

/**
 * The refusals accessData may answer a target with, as its branches below return them: an
 * import and a read or write of an area without a pin (the workout) meet only the care team's
 * 403; a prescription there also its 400; anything else also the pin's 400, 403 and 429.
 */
export type DataRefusal<Target extends DataTarget> = [Target] extends [{ action: 'import' }]
  ? Refusal<403>
  : [Target['on']] extends [{ pin: false }]
    ? [Target] extends [{ action: 'prescribe' }]
      ? Refusal<400 | 403>
      : Refusal<403>
    : AnyDataRefusal;

type AnyDataRefusal = Refusal<400 | 403 | 429, PinRefusalReply>;

export type DataAccess<T, Target extends DataTarget = DataTarget> = Outcome<T, DataRefusal<Target>>;

/** The patient a request names with ?patient_id=, if it names one (the schema checked its form). */
function askedPatientId(request: FastifyRequest): number | undefined {
  const query = request.query as Partial<Record<string, unknown>> | undefined;
  const asked = query?.[PATIENT_ID_PARAMETER];
  return typeof asked === 'string' ? Number(asked) : undefined;
}

/**
 * The areas the request's subject shows: with patient_id, those the patient's grant in force
 * lets this doctor read today (none: the same refusal as a read); without it, every area
 * (null). Lists what may be asked; reads nothing of the patient, so logs nothing. A route
 * whose path names the patient passes patientId; others take ?patient_id=.
 */
export async function areasShownTo(
  app: FastifyInstance,
  request: FastifyRequest,
  allAreas: readonly string[],
  patientId: number | undefined = askedPatientId(request),
): Promise<Outcome<readonly string[] | null, Refusal<403>>> {
  if (patientId === undefined) return granted(null);
  const reader = signedIn(request).user;
  if (!reader.is_doctor) return refuse(403, careTeamMessages.notShared);
  const grant = await findGrantInForce(app.deps.database.db, { doctorId: reader.id, patientId });
  const today = todayIso();
  const areas = grant ? allAreas.filter((area) => grantCovers(grant, area, today)) : [];
  if (areas.length === 0) return refuse(403, careTeamMessages.notShared);
  return granted(areas);
}

/**
 * The one place that decides whose data a request reads or writes (docs/product.md#care-team, "Whose
 * data"). Without patient_id the subject is the signed-in person: pin-gated data needs their
 * secure pin, and such reads are logged, once a profile an hour (decision 036). With
 * patient_id the subject is that patient, for a doctor whose grant in force covers the area:
 * reads only, no pin (the grant is the key), and every read logged; anything else gets one
 * refusal that says nothing of whether the patient exists. The one write a doctor makes is a
 * prescription, under a grant with its prescribe switch (decision 043). An import needs the
 * subject's live consent. A route whose path names the patient (the patient summary) passes
 * patientId, which means what ?patient_id= means elsewhere.
 *
 * A doctor's read runs only once the statement that checks the grant has written its log row
 * (decision 041): nothing of a patient is read that is not allowed and logged first. Routes
 * never pick a user id for data themselves.
 */
export function accessData<T, Target extends DataTarget>(
  app: FastifyInstance,
  request: FastifyRequest,
  target: Target,
  work: (subjectUserId: number, db: Kysely<Database>) => Promise<T>,
  patientId: number | undefined = askedPatientId(request),
): Promise<DataAccess<T, Target>> {
  // The branches of decideAccess return no refusal that DataRefusal leaves out for the target.
  return decideAccess(app, request, target, work, patientId) as Promise<DataAccess<T, Target>>;
}

async function decideAccess<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  target: DataTarget,
  work: (subjectUserId: number, db: Kysely<Database>) => Promise<T>,
  patientId: number | undefined,
): Promise<Outcome<T, AnyDataRefusal>> {
  const reader = signedIn(request).user;
  const db = app.deps.database.db;

  if (patientId !== undefined && target.action === 'prescribe') {
    if (!reader.is_doctor) return refuse(403, careTeamMessages.readOnly);
    const asked = { doctorId: reader.id, patientId };
    // Decided on the locked grant, logged, then written, in one transaction: a revoke lands
    // before (refused) or after (the routine stands, as a read answered stands).
    return db.transaction().execute(async (trx): Promise<Outcome<T, AnyDataRefusal>> => {
      const grant = await lockGrantInForce(trx, asked);
      if (!grant || !grantLetsPrescribe(grant, target.on.area, todayIso())) {
        return refuse(403, careTeamMessages.readOnly);
      }
      if (target.problem !== null) return refuse(400, target.problem);
      await recordAccess(trx, {
        readerUserId: reader.id,
        readerKind: 'doctor',
        subjectUserId: patientId,
        action: target.change ? 'prescribe_change' : 'prescribe',
        profile: target.on.profile,
      });
      return granted(await work(patientId, trx));
    });
  }

  if (patientId !== undefined) {
    if (target.action !== 'read') return refuse(403, careTeamMessages.readOnly);
    if (!reader.is_doctor) return refuse(403, careTeamMessages.notShared);
    const outcome = await app.doctorReads({
      doctorId: reader.id,
      patientId,
      area: target.on.area,
      profile: target.on.profile,
      dataset: target.dataset ?? null,
      range: target.range ?? null,
      today: todayIso(),
    });
    if (!outcome.logged) return refuse(403, careTeamMessages.notShared);
    if (outcome.first) {
      await tellPatientOfFirstRead(app, request, { doctor: reader, patientId, on: target.on });
    }
    return granted(await work(patientId, db));
  }

  const subjectUserId = reader.id;
  if (target.action === 'import') {
    const given = await findLiveConsent(db, { ...target.consent, userId: subjectUserId });
    if (given === undefined) return refuse(403, target.refusal);
  } else if (target.action === 'prescribe' && target.problem !== null) {
    return refuse(400, target.problem);
  } else if (target.on.pin) {
    const pin = (request.query as Partial<Record<typeof SECURE_PIN_PARAMETER, string>>)[
      SECURE_PIN_PARAMETER
    ];
    // Optional in the schema only because a doctor's read needs none: one's own data does.
    if (pin === undefined) return pinMissing();
    const check = await checkSecurePin(db, subjectUserId, pin);
    if (check.kind !== 'accepted') return pinRefusal(check);
  }

  const value = await work(subjectUserId, db);
  if (target.action === 'read' && target.on.pin) {
    await recordOwnPinnedRead(db, {
      userId: subjectUserId,
      profile: target.on.profile,
      dataset: target.dataset ?? null,
      range: target.range ?? null,
    });
  } else if (target.action === 'import') {
    await recordAccess(db, {
      readerUserId: null,
      readerKind: 'partner',
      partner: target.partner,
      subjectUserId,
      action: 'import',
      profile: target.on.profile,
    });
  }
  return granted(value);
}
