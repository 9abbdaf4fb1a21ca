import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import {
  CreateShareLinkBody,
  CreateShareLinkQuery,
  CreateShareLinkReply,
  RevokeShareLinkReply,
  ShareLinkIdParams,
  ShareLinksReply,
} from '../../../shared/api/shareLinksContract';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { shareLinkMessages } from '../../../shared/messages/shareLinkMessages';
import { grantAreaOf } from '../../../shared/profile-config/grantArea';
import {
  insertShareLink,
  listShareLinks,
  revokeShareLink,
} from '../../db/repositories/shareLinksRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { grantAreaIds } from '../../services/careTeam/grantTerms';
import { hashPassword } from '../../services/passwords/passwordHashing';
import { encryptForLink, newLinkKey } from '../../services/shareLinks/encryptForLink';
import { buildFhirBundle } from '../../services/fhir/fhirBundle';
import { fhirExportContext } from '../../services/fhir/fhirExportContext';
import {
  linkPayload,
  newManifestId,
  shareLinkText,
} from '../../services/shareLinks/shareLinkAddress';
import { sendRefusal } from '../../services/refusal';
import { readShareLinkTerms } from '../../services/shareLinks/shareLinkTerms';
import { checkExportPin } from '../../services/yourData/exportPinCheck';
import { shareLinkRows } from './shareLinkRows';

const tags = ['Your data: passcode links'];

/**
 * The person's passcode links: make one (the Bundle of the chosen areas and days, encrypted
 * with a key that goes into the link and nowhere else), list them with every access, revoke
 * one. Someone else's link is answered as no link at all.
 */
export const shareLinkOwnerRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const db = app.deps.database.db;
  const { profileConfigs, workoutCatalogue } = app.deps;
  const { publicUrl } = app.deps.env;
  const allAreas = grantAreaIds(profileConfigs);
  const pinnedAreas = new Set(
    profileConfigs.filter((config) => config.pin).map((config) => grantAreaOf(config)),
  );
  const secured = { onRequest: app.authenticate, config: { access: 'own' as const } };
  const bundleContext = fhirExportContext(profileConfigs, workoutCatalogue);

  app.post(
    yourDataEndpoints.shareLinks,
    {
      ...secured,
      schema: {
        summary: 'Make a passcode link (SMART Health Link) to a copy of the chosen areas and days',
        tags,
        security: signInRequired.security,
        querystring: CreateShareLinkQuery,
        body: CreateShareLinkBody,
        response: {
          200: CreateShareLinkReply,
          400: ErrorReply,
          403: PinRefusalReply,
          429: PinRefusalReply,
          ...signInRequired.responses,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const read = readShareLinkTerms(request.body, allAreas, todayIso());
      if ('problem' in read) return reply.status(400).send(errorReply(read.problem));
      const { terms } = read;
      if (terms.areas.some((area) => pinnedAreas.has(area))) {
        const pin = await checkExportPin(db, user.id, request.query.secure_pin);
        if (pin.refused) return sendRefusal(reply, pin);
      }
      // Only the chosen areas and days: no grants, no access log (those are the person's alone).
      const bundle = await buildFhirBundle(
        db,
        user.id,
        { areas: terms.areas, dateFrom: terms.dateFrom, dateTo: terms.dateTo },
        bundleContext,
      );
      const key = newLinkKey();
      const manifestId = newManifestId();
      const id = await insertShareLink(db, {
        userId: user.id,
        manifestId,
        label: terms.label,
        areas: terms.areas,
        dateFrom: terms.dateFrom,
        dateTo: terms.dateTo,
        expiresOn: terms.expiresOn,
        passcodeHash: terms.passcode === null ? null : await hashPassword(terms.passcode),
        jwe: await encryptForLink(bundle, key),
      });
      const payload = linkPayload({
        publicUrl,
        manifestId,
        key,
        expiresOn: terms.expiresOn,
        hasPasscode: terms.passcode !== null,
        label: terms.label,
      });
      return {
        status: 'success' as const,
        data: { id, link: shareLinkText(payload), expires_on: terms.expiresOn },
      };
    },
  );

  app.get(
    yourDataEndpoints.shareLinks,
    {
      ...secured,
      schema: {
        summary: "The person's passcode links, newest first, each with everyone who opened it",
        tags,
        security: signInRequired.security,
        response: { 200: ShareLinksReply, ...signInRequired.responses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const stored = await listShareLinks(db, user.id);
      return { status: 'success' as const, data: shareLinkRows(stored, todayIso()) };
    },
  );

  app.post(
    yourDataEndpoints.revokeShareLink,
    {
      ...secured,
      schema: {
        summary: 'Revoke one of the person’s passcode links: it opens for nobody from now on',
        tags,
        security: signInRequired.security,
        params: ShareLinkIdParams,
        response: { 200: RevokeShareLinkReply, 404: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const id = Number(request.params.id);
      if (!(await revokeShareLink(db, user.id, id))) {
        return reply.status(404).send(errorReply(shareLinkMessages.noSuchLink(request.params.id)));
      }
      const [row] = shareLinkRows(await listShareLinks(db, user.id, id), todayIso());
      if (!row) {
        return reply.status(404).send(errorReply(shareLinkMessages.noSuchLink(request.params.id)));
      }
      return { status: 'success' as const, data: row };
    },
  );

  done();
};
