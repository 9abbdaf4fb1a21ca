import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TProperties } from 'typebox';
import { PatientIdParameter } from '../../../shared/api/careTeamContract';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { ErrorReply } from '../../../shared/api/replySchemas';
import { workoutAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import type { Outcome, Refusal } from '../../services/refusal';

/**
 * The query of a workout route: its own fields and the patient a doctor reads (a write
 * refuses it, in accessData).
 */
export function workoutQuery<P extends TProperties>(properties?: P) {
  return Type.Object(
    { ...(properties ?? ({} as P)), [PATIENT_ID_PARAMETER]: Type.Optional(PatientIdParameter) },
    { additionalProperties: false },
  );
}

/** The refusal a workout route may answer for a patient's data: not shared, or read-only. */
export const workoutSubjectRefusals = { 403: ErrorReply };

/** The workout routines and sessions of the request's subject, through the one resolver. */
export function workoutData<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  action: 'read' | 'write',
  work: (subjectUserId: number) => Promise<T>,
): Promise<Outcome<T, Refusal<403>>> {
  return accessData(app, request, { action, on: workoutAccessArea }, work);
}
