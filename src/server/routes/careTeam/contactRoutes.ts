import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  callingPaths,
  DoctorsReply,
  EmailBody,
  inviteLink,
  InviteParams,
  InvitesReply,
  PatientsReply,
} from '../../../shared/api/callingContract';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import { AcceptInviteQuery, InviteDoctorBody } from '../../../shared/api/careTeamContract';
import {
  INVITE_ACCEPTED_TEXT,
  INVITE_DECLINED_TEXT,
  INVITED_TO_GET_APP,
} from '../../../shared/messages/callingMessages';
import {
  acceptDoctorConsent,
  inviteDoctorConsent,
  type ConsentScope,
} from '../../../shared/messages/consentSentences';
import { grantAreaOptions } from '../../../shared/profile-config/grantArea';
import { grantAreaIds, readGrantTerms, termsScope } from '../../services/careTeam/grantTerms';
import { sharedWithDoctor } from '../../services/careTeam/sharedWithDoctor';
import { listContacts, listOpenInvites } from '../../db/repositories/contactsRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import {
  answerInviteAs,
  inviteByEmail,
  removeContact,
  type CareTeamDeps,
  type DoctorConsent,
} from '../../services/careTeam/careTeamMembership';
import { careTeamRefusals } from '../../services/careTeam/careTeamRefusals';
import { sendRefusal } from '../../services/refusal';

// The OpenAPI document's group, kept as API clients know it.
const tags = ['Calling: doctors and patients'];
const refusals = { 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/**
 * The doctor-patient network of docs/product.md#care-team. Every call acts only on the signed-in user's
 * own links: nothing here takes a user id from the request.
 */
export const contactRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const deps = (): CareTeamDeps => ({
    db: app.deps.database.db,
    mailer: app.deps.mailer,
    publicUrl: app.deps.env.publicUrl,
  });
  const secured = { onRequest: app.authenticate, config: { access: 'own' as const } };
  const allAreas = grantAreaIds(app.deps.profileConfigs);
  const offered = grantAreaOptions(app.deps.profileConfigs);
  /** The consent asked for, stored with the sentence for exactly these terms. */
  const consentFrom = (
    sentence: (scope: ConsentScope) => string,
    asked: {
      profiles?: readonly string[] | undefined;
      expires_on?: string | null | undefined;
      prescribe?: boolean | undefined;
    },
  ): { consent: DoctorConsent } | { problem: string } => {
    const read = readGrantTerms(asked, allAreas, { allowNoArea: false });
    if ('problem' in read) return read;
    return { consent: { terms: read.terms, sentence: sentence(termsScope(read.terms, offered)) } };
  };

  app.get(
    callingPaths.listPatients,
    {
      ...secured,
      schema: {
        summary: "A doctor's patients, with each link's status",
        tags,
        security: signInRequired.security,
        response: { 200: PatientsReply, 403: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (!user.is_doctor) {
        return reply.status(403).send(errorReply(careTeamRefusals.onlyDoctorsHavePatients));
      }
      const db = app.deps.database.db;
      const rows = await listContacts(db, user.id, 'patients');
      const shared = await sharedWithDoctor(db, user.id, allAreas);
      return {
        status: 'success' as const,
        data: rows.map(({ status, other }) => {
          const grant = status === 'active' ? shared.get(other.id) : undefined;
          return {
            status,
            patient: other,
            profiles: grant?.profiles ?? [],
            expires_on: grant?.expires_on ?? null,
            prescribe: grant?.prescribe ?? false,
            gender: grant?.gender ?? null,
          };
        }),
      };
    },
  );

  app.get(
    callingPaths.listDoctors,
    {
      ...secured,
      schema: {
        summary: "A patient's doctors, with each link's status",
        tags,
        security: signInRequired.security,
        response: { 200: DoctorsReply, 403: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (user.is_doctor) {
        return reply.status(403).send(errorReply(careTeamRefusals.doctorsHaveNoDoctors));
      }
      const rows = await listContacts(app.deps.database.db, user.id, 'doctors');
      return {
        status: 'success' as const,
        data: rows.map(({ status, other }) => ({ status, doctor: other })),
      };
    },
  );

  app.get(
    callingPaths.listInvites,
    {
      ...secured,
      schema: {
        summary: "The invitations waiting for the user's answer, with their links",
        tags,
        security: signInRequired.security,
        response: { 200: InvitesReply, ...signInRequired.responses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const invites = await listOpenInvites(app.deps.database.db, user.id, user.is_doctor);
      return {
        status: 'success' as const,
        data: invites.map(({ id, from }) => ({
          id,
          ...(user.is_doctor ? { patient: from } : { doctor: from }),
          accept_link: inviteLink('accept', id),
          decline_link: inviteLink('decline', id),
        })),
      };
    },
  );

  for (const invitedAs of ['doctor', 'patient'] as const) {
    app.post(
      invitedAs === 'doctor' ? callingPaths.inviteDoctor : callingPaths.invitePatient,
      {
        ...secured,
        schema: {
          summary:
            invitedAs === 'doctor'
              ? 'A patient invites a doctor; the invite is their consent to share medical data'
              : 'A doctor invites a patient',
          tags,
          security: signInRequired.security,
          body: invitedAs === 'doctor' ? InviteDoctorBody : EmailBody,
          response: { 200: SuccessMessageReply, ...refusals, ...signInRequired.responses },
        },
      },
      async (request, reply) => {
        // The body's schema differs by the loop's path: only a doctor's invite carries terms.
        const asked =
          invitedAs === 'doctor'
            ? consentFrom(inviteDoctorConsent, request.body as InviteDoctorBody)
            : { consent: null };
        if ('problem' in asked) return reply.status(400).send(errorReply(asked.problem));
        const outcome = await inviteByEmail(
          deps(),
          signedIn(request).user,
          request.body.email,
          invitedAs,
          asked.consent,
        );
        if (outcome.refused) return sendRefusal(reply, outcome);
        const message =
          outcome.value === 'get-the-app'
            ? INVITED_TO_GET_APP
            : `Invited ${request.body.email} as your ${invitedAs}`;
        return { status: 'success' as const, message };
      },
    );
  }

  for (const answer of ['accepted', 'declined'] as const) {
    app.get(
      answer === 'accepted' ? callingPaths.acceptInvite : callingPaths.declineInvite,
      {
        ...secured,
        schema: {
          summary:
            answer === 'accepted'
              ? "An invite's accept link: the invited user only, once"
              : "An invite's decline link: the invited user only, once",
          tags,
          security: signInRequired.security,
          params: InviteParams,
          ...(answer === 'accepted' ? { querystring: AcceptInviteQuery } : {}),
          response: {
            200: Type.String({ description: 'The plain text of the accept or decline link.' }),
            ...refusals,
            ...signInRequired.responses,
          },
        },
      },
      async (request, reply) => {
        const { profiles, expires_on, prescribe } = (request.query ?? {}) as AcceptInviteQuery;
        const asked = {
          profiles: profiles?.split(',').map((area) => area.trim()),
          expires_on,
          prescribe: prescribe === 'true',
        };
        const checked = readGrantTerms(asked, allAreas, { allowNoArea: false });
        if ('problem' in checked) return reply.status(400).send(errorReply(checked.problem));
        const outcome = await answerInviteAs(
          app.deps.database.db,
          signedIn(request).user,
          Number(request.params.id),
          answer,
          (doctorName) => ({
            terms: checked.terms,
            sentence: acceptDoctorConsent(doctorName, termsScope(checked.terms, offered)),
          }),
        );
        if (outcome.refused) return sendRefusal(reply, outcome);
        return reply
          .type('text/plain; charset=utf-8')
          .send(answer === 'accepted' ? INVITE_ACCEPTED_TEXT : INVITE_DECLINED_TEXT);
      },
    );
  }

  app.post(
    callingPaths.deleteContact,
    {
      ...secured,
      schema: {
        summary: "Remove a doctor or patient; a patient's consent to that doctor ends with it",
        tags,
        security: signInRequired.security,
        body: EmailBody,
        response: { 200: SuccessMessageReply, ...refusals, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const outcome = await removeContact(deps(), signedIn(request).user, request.body.email);
      if (outcome.refused) return sendRefusal(reply, outcome);
      const message = outcome.value.mailed
        ? 'Contact deleted: a confirmation was mailed to you'
        : 'Contact deleted';
      return { status: 'success' as const, message };
    },
  );

  done();
};
