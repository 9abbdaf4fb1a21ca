import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import {
  ConsentReply,
  GiveConsentBody,
  ImportBody,
  ImportReply,
  partnerMessages,
  partnerPaths,
} from '../../../shared/api/partnerImportContract';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import { partnersOf } from '../../../shared/profile-config/partnersOf';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import { recordAccess } from '../../db/repositories/accessLogRepository';
import {
  findLiveConsent,
  giveConsent,
  withdrawConsent,
  type ConsentSubject,
} from '../../db/repositories/consentsRepository';
import type { Database } from '../../db/database';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { profileAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import { fhirDatasetIndex } from '../../services/fhir/fhirDatasetIndex';
import { importPartnerResults } from '../../services/partnerLabs/importPartnerResults';
import { PartnerUnavailableError } from '../../services/partnerLabs/partnerUnavailable';
import { sendRefusal } from '../../services/refusal';

/** Gives the consent unless it stands already; whether it was given now. */
async function giveNewConsent(
  db: Kysely<Database>,
  subject: ConsentSubject,
  sentence: string,
): Promise<boolean> {
  if ((await findLiveConsent(db, subject)) !== undefined) return false;
  await giveConsent(db, subject, sentence);
  return true;
}

/** What a partner consent is for: the one use there is today. */
export const IMPORT_PURPOSE = 'import_blood_results';

export const partnerRefusals = {
  noConsent: (partner: Partner) =>
    `Consent for ${partner.name} is needed before importing: give it with POST ${partnerPaths.consent(partner.id)}`,
  notConnected: (partner: Partner) =>
    `${partner.name} is not connected to this server (set ${partner.id.toUpperCase()}_FHIR_BASE_URL); nothing was imported`,
  unavailable: (partner: Partner) =>
    `${partner.name} could not be reached or answered something unreadable; nothing was imported`,
};

/**
 * The partner-laboratory calls of docs/product.md#partner-import for each partner the configs name: whether the user
 * has consented, giving consent (recorded with its sentence and time), and the import.
 */
export const partnerRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const index = fhirDatasetIndex(app.deps.profileConfigs);

  for (const { partner, config } of partnersOf(app.deps.profileConfigs)) {
    const consentOf = (userId: number) => ({
      userId,
      grantee: `partner:${partner.id}`,
      purpose: IMPORT_PURPOSE,
    });
    const tags = [`${partner.name} import`];

    app.get(
      partnerPaths.consent(partner.id),
      {
        onRequest: app.authenticate,
        config: { access: 'own' },
        schema: {
          summary: `Whether the signed-in user consents to importing results from ${partner.name}`,
          tags,
          security: signInRequired.security,
          response: { 200: ConsentReply, ...signInRequired.responses },
        },
      },
      async (request) => {
        const givenAt = await findLiveConsent(
          app.deps.database.db,
          consentOf(signedIn(request).user.id),
        );
        return {
          status: 'success' as const,
          data: givenAt !== undefined,
          ...(givenAt ? { given_at: givenAt.toISOString() } : {}),
        };
      },
    );

    app.post(
      partnerPaths.consent(partner.id),
      {
        onRequest: app.authenticate,
        config: { access: 'own' },
        schema: {
          summary: `Give or withdraw consent to importing results from ${partner.name}; given with the sentence shown: "${partner.consent}"`,
          tags,
          security: signInRequired.security,
          body: GiveConsentBody,
          response: { 200: SuccessMessageReply, 400: ErrorReply, ...signInRequired.responses },
        },
      },
      async (request) => {
        const db = app.deps.database.db;
        const subject = consentOf(signedIn(request).user.id);
        const giving = request.body.consent ?? true;
        // Only a change is logged: giving again keeps the first consent, withdrawing none is nothing.
        const changed = giving
          ? await giveNewConsent(db, subject, partner.consent)
          : (await withdrawConsent(db, subject)) !== undefined;
        if (changed) {
          await recordAccess(db, {
            readerUserId: null,
            readerKind: 'partner',
            partner: partner.id,
            subjectUserId: subject.userId,
            action: giving ? 'consent_given' : 'consent_withdrawn',
            profile: profileAccessArea(config).profile,
          });
        }
        const messages = partnerMessages(partner.name);
        return {
          status: 'success' as const,
          message: giving ? messages.consentGiven : messages.consentWithdrawn,
        };
      },
    );

    app.post(
      partnerPaths.import(partner.id),
      {
        onRequest: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary: `Import the user's blood results from ${partner.name} (FHIR R4), with their consent`,
          tags,
          security: signInRequired.security,
          body: ImportBody,
          response: {
            200: ImportReply,
            400: ErrorReply,
            ...signInRequired.responses,
            403: ErrorReply,
            502: ErrorReply,
            503: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const baseUrl = app.deps.env.partnerFhirUrls[partner.id];
        try {
          const access = await accessData(
            app,
            request,
            {
              action: 'import',
              on: profileAccessArea(config),
              partner: partner.id,
              consent: { grantee: `partner:${partner.id}`, purpose: IMPORT_PURPOSE },
              refusal: partnerRefusals.noConsent(partner),
            },
            (userId) => {
              if (baseUrl === undefined) return Promise.resolve(undefined);
              return importPartnerResults({
                db: app.deps.database.db,
                partner,
                baseUrl,
                index,
                userId,
                idNumber: request.body.id_number,
              });
            },
          );
          if (access.refused) return await sendRefusal(reply, access);
          if (access.value === undefined) {
            return await reply.status(503).send(errorReply(partnerRefusals.notConnected(partner)));
          }
          return access.value;
        } catch (error) {
          if (!(error instanceof PartnerUnavailableError)) throw error;
          request.log.warn({ err: error, partner: partner.id }, 'partner import failed');
          return await reply.status(502).send(errorReply(partnerRefusals.unavailable(partner)));
        }
      },
    );
  }
  done();
};
