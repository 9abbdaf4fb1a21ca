import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import type { PlanBody } from '../../../shared/api/workoutContract';
import { personName } from '../../../shared/calling/personName';
import { paths } from '../../../shared/routes/paths';
import { insertRoutines, type NewRoutine } from '../../db/repositories/routinesRepository';
import { findUserById } from '../../db/repositories/usersRepository';
import { signedIn } from '../../plugins/authentication';
import { workoutAccessArea } from '../access/accessArea';
import { accessData } from '../access/accessData';
import { prescriptionMail } from '../mail/mailTemplates';
import type { Outcome, Refusal } from '../refusal';
import { firstProblem, planProblem, prescriptionRefusals, storedPlanOf } from './prescriptionInput';

/** Whether the request names a patient: a clinician prescribing, not the person's own write. */
export function namesPatient(request: FastifyRequest): boolean {
  const query = request.query as Partial<Record<string, unknown>> | undefined;
  return query?.[PATIENT_ID_PARAMETER] !== undefined;
}

/**
 * What is wrong with a plan for this request: a prescription needs one, the person's own
 * routine takes none (it runs whenever the person chooses), and a plan given must be sound.
 */
export function planProblemFor(request: FastifyRequest, plan: PlanBody | undefined): string | null {
  if (!namesPatient(request)) return plan === undefined ? null : prescriptionRefusals.planOwn;
  return plan === undefined ? prescriptionRefusals.planNeeded : planProblem(plan);
}

/**
 * Stores new routines in the request's subject's Workout: the person's own, or a clinician's
 * prescription to a patient, decided and logged by accessData before anything is written
 * (decision 043). A prescription is mailed to the patient, once, naming the routines.
 */
export async function addRoutines(
  app: FastifyInstance,
  request: FastifyRequest,
  routines: readonly NewRoutine[],
  plan: PlanBody | undefined,
  problem: string | null,
): Promise<Outcome<number[], Refusal<400 | 403>>> {
  const doctor = signedIn(request).user;
  const prescribing = namesPatient(request);
  const allProblems = firstProblem(problem, planProblemFor(request, plan));
  const access = await accessData(
    app,
    request,
    { action: 'prescribe', on: workoutAccessArea, change: false, problem: allProblems },
    (userId, db) =>
      insertRoutines(
        db,
        userId,
        prescribing && plan !== undefined
          ? routines.map((routine) => ({
              ...routine,
              prescription: { doctorId: doctor.id, plan: storedPlanOf(plan) },
            }))
          : routines,
      ),
  );
  if (!access.refused && prescribing) {
    const patientId = Number((request.query as Record<string, string>)[PATIENT_ID_PARAMETER]);
    await mailPatient(app, request, patientId, personName(doctor), routines);
  }
  return access;
}

/** A mail that cannot be sent is logged: the routine is in the patient's Workout either way. */
async function mailPatient(
  app: FastifyInstance,
  request: FastifyRequest,
  patientId: number,
  doctorName: string,
  routines: readonly NewRoutine[],
): Promise<void> {
  const patient = await findUserById(app.deps.database.db, patientId);
  if (!patient) return;
  try {
    await app.deps.mailer.send(
      prescriptionMail(
        patient.email,
        patient.first_name,
        doctorName,
        routines.map((routine) => routine.name),
        `${app.deps.env.publicUrl}${paths.workout}`,
      ),
    );
  } catch (error) {
    request.log.error({ err: error, patient: patientId }, 'prescription mail not sent');
  }
}
