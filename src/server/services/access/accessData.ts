import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PinRefusalReply } from '../../../shared/api/securePinContract';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/securePinParameter';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { errorReply } from '../../../shared/api/replySchemas';
import { findLiveConsent, type ConsentSubject } from '../../db/repositories/consentsRepository';
import { recordDataAccess } from '../../db/repositories/dataAccessAuditRepository';
import { signedIn } from '../../plugins/authentication';
import { checkSecurePin } from '../securePins/checkSecurePin';
import { pinRefusal } from '../securePins/pinRefusal';

/** What a request wants to touch: a dataset of a profile, to read over a range or to write. */
export type DataTarget =
  | { action: 'read'; profile: ProfileConfig; datasetId: number; range: DateRange }
  | { action: 'read-summary'; profile: ProfileConfig }
  | { action: 'write'; profile: ProfileConfig; datasetId: number }
  /** Results brought in from elsewhere: allowed by the subject's consent, not by the pin. */
  | { action: 'import'; consent: Omit<ConsentSubject, 'userId'>; refusal: string };

export type DataAccess<T> =
  { granted: true; value: T } | { granted: false; statusCode: number; body: PinRefusalReply };

/**
 * The one place that decides whose data a request reads or writes (DESIGN.md §3 "Whose
 * data"). Today the subject is the signed-in user; a doctor reading a consenting patient's
 * data joins here. An import needs the subject's live consent instead. Where the profile is pin-gated the subject's secure pin must come with the
 * request (query parameter secure_pin), and every successful read of such data is written to
 * the audit log, after the read, so each row stands for data that was really handed out.
 *
 * Routes never pick a user id for data themselves: they pass the work to do for the subject.
 */
export async function accessData<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  target: DataTarget,
  work: (subjectUserId: number) => Promise<T>,
): Promise<DataAccess<T>> {
  const reader = signedIn(request).user;
  const subjectUserId = reader.id;

  if (target.action === 'import') {
    const given = await findLiveConsent(app.deps.database.db, {
      ...target.consent,
      userId: subjectUserId,
    });
    if (given === undefined) {
      return { granted: false, statusCode: 403, body: errorReply(target.refusal) };
    }
  } else if (target.profile.pin) {
    const query = request.query as Partial<Record<typeof SECURE_PIN_PARAMETER, string>>;
    const check = await checkSecurePin(
      app.deps.database.db,
      subjectUserId,
      query[SECURE_PIN_PARAMETER] ?? '',
    );
    if (check.kind !== 'accepted') {
      const refusal = pinRefusal(check);
      return { granted: false, statusCode: refusal.statusCode, body: refusal.body };
    }
  }

  const value = await work(subjectUserId);
  if (target.action === 'read' && target.profile.pin) {
    await recordDataAccess(app.deps.database.db, {
      readerUserId: reader.id,
      subjectUserId,
      datasetId: target.datasetId,
      dateFrom: target.range.date_from,
      dateTo: target.range.date_to,
    });
  }
  return { granted: true, value };
}
