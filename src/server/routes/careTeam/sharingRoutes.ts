import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  SharingReply,
  UpdateSharingBody,
  UpdateSharingReply,
  type SharingRow,
} from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import type { Person } from '../../../shared/api/callingContract';
import {
  changeGrant,
  findLiveGrant,
  revokeGrant,
  type StoredGrant,
} from '../../db/repositories/careGrantsRepository';
import { listContacts } from '../../db/repositories/contactsRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { careTeamRefusals } from '../../services/careTeam/careTeamRefusals';
import {
  areasOf,
  grantAreaIds,
  readGrantTerms,
  termsScope,
} from '../../services/careTeam/grantTerms';
import { sharingPageConsent } from '../../../shared/messages/consentSentences';
import { grantAreaOptions } from '../../../shared/profile-config/grantArea';
import { todayIso } from '../../../shared/dates/dateRanges';

const tags = ['Care team: sharing'];

export const sharingRefusals = {
  notYourDoctor: (doctorId: number) =>
    `doctor_id: ${doctorId} is not one of your doctors; invite them from My Doctors first`,
} as const;

/**
 * A patient's grants, one row per doctor of theirs (My Doctors' active links, docs/product.md#care-team), and
 * the change of one: narrowing, widening, a new end date, or stopping (no areas). Every change
 * holds from the doctor's next request, since each read checks the grant.
 */
export const sharingRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const db = app.deps.database.db;
  const allAreas = grantAreaIds(app.deps.profileConfigs);
  const offered = grantAreaOptions(app.deps.profileConfigs);
  const secured = { onRequest: app.authenticate, config: { access: 'own' as const } };

  function sharingRow(doctor: Person, grant: StoredGrant | undefined): SharingRow {
    const inForce = grant && (grant.expiresOn === null || grant.expiresOn >= todayIso());
    return {
      doctor,
      profiles: grant && inForce ? areasOf(grant, allAreas) : [],
      expires_on: grant?.expiresOn ?? null,
      prescribe: grant !== undefined && inForce === true && grant.prescribe,
      given_at: grant?.givenAt.toISOString() ?? null,
      first_read_at: grant?.firstReadAt?.toISOString() ?? null,
    };
  }

  app.get(
    careTeamPaths.sharing,
    {
      ...secured,
      schema: {
        summary: 'What the patient shares with each of their doctors, and when each first read',
        tags,
        security: signInRequired.security,
        response: { 200: SharingReply, 403: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (user.is_doctor) {
        return reply.status(403).send(errorReply(careTeamRefusals.doctorsHaveNoDoctors));
      }
      const doctors = (await listContacts(db, user.id, 'doctors')).filter(
        (row) => row.status === 'active',
      );
      const rows: SharingRow[] = [];
      for (const { other } of doctors) {
        const grant = await findLiveGrant(db, { doctorId: other.id, patientId: user.id });
        rows.push(sharingRow(other, grant));
      }
      return { status: 'success' as const, data: rows };
    },
  );

  app.post(
    careTeamPaths.sharing,
    {
      ...secured,
      schema: {
        summary: 'Change what the patient shares with one doctor; no profiles stops sharing',
        tags,
        security: signInRequired.security,
        body: UpdateSharingBody,
        response: {
          200: UpdateSharingReply,
          400: ErrorReply,
          403: ErrorReply,
          ...signInRequired.responses,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (user.is_doctor) {
        return reply.status(403).send(errorReply(careTeamRefusals.doctorsHaveNoDoctors));
      }
      const { doctor_id: doctorId } = request.body;
      const pair = { doctorId, patientId: user.id };
      const doctor = (await listContacts(db, user.id, 'doctors')).find(
        (row) => row.other.id === doctorId && row.status === 'active',
      );
      if (!doctor) {
        return reply.status(400).send(errorReply(sharingRefusals.notYourDoctor(doctorId)));
      }
      const read = readGrantTerms(request.body, allAreas, { allowNoArea: true });
      if ('problem' in read) return reply.status(400).send(errorReply(read.problem));
      const stopping = read.terms.areas?.length === 0;
      await db.transaction().execute(async (trx) => {
        if (stopping) await revokeGrant(trx, pair);
        else {
          await changeGrant(
            trx,
            pair,
            read.terms,
            sharingPageConsent(termsScope(read.terms, offered)),
          );
        }
      });
      const grant = await findLiveGrant(db, pair);
      return {
        status: 'success' as const,
        message: stopping ? careTeamMessages.sharingStopped : careTeamMessages.sharingSaved,
        data: sharingRow(doctor.other, grant),
      };
    },
  );

  done();
};
