import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import {
  ProfileListReply,
  ProfileRoutesReply,
  type ProfileListEntry,
} from '../../../shared/api/profileListContract';
import { profileListOf, toProfileListEntry } from '../../../shared/api/profileListEntries';
import { ErrorReply } from '../../../shared/api/replySchemas';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { PatientIdParameter } from '../../../shared/api/careTeamContract';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { grantAreaOf } from '../../../shared/profile-config/grantArea';
import { areasShownTo } from '../../services/access/accessData';
import { grantAreaIds } from '../../services/careTeam/grantTerms';
import {
  prepareReply,
  sendPrepared,
  sendPrivatelyRevalidated,
  type PreparedReply,
} from '../../services/caching/preparedReply';
import type { PreparedProfileFacts } from './preparedProfileFacts';
import { Type } from 'typebox';
import { sendRefusal } from '../../services/refusal';

/** Distinct shared lists kept made at once; past it they are made again as asked. */
const MAX_SHARED_LISTS = 64;

/**
 * GET /v2/profiles/: every profile config, read from profile-configs/ at start, so the
 * browser renders a config change after a server restart without a rebuild. It carries what
 * a page renders, each config as loaded, its tabs resolved: the browser makes the views' pages
 * (profileListEntriesOf), the server alone reads the FHIR and import fields, and the facts
 * under a chart have a reply of their own. The reply is made once, tagged by its content: the
 * browser keeps it and asks again with its ETag, and while the configs are unchanged the
 * answer is a 304 with no body.
 */
export function registerProfileListRoute(
  app: FastifyInstance,
  configs: ProfileConfig[],
  facts: ReadonlyMap<string, PreparedProfileFacts>,
): void {
  const pages = configs.map((config) => {
    const ref = facts.get(config.id)?.ref;
    return { ...toProfileListEntry(config), ...(ref ? { facts: ref } : {}) };
  });
  const entries = profileListOf(pages).map((entry) => ({ area: grantAreaOf(entry), entry }));
  const listOf = (profiles: ProfileListEntry[]) =>
    prepareReply({ status: 'success', details: { profiles } } satisfies ProfileListReply);
  const everyProfile = listOf(entries.map(({ entry }) => entry));
  // The lists a doctor is shown, by the areas shared: as few as the grants that differ.
  const sharedLists = new Map<string, PreparedReply>();
  const listFor = (areas: readonly string[]) => {
    const key = [...areas].sort().join(',');
    let prepared = sharedLists.get(key);
    if (prepared === undefined) {
      prepared = listOf(
        entries.filter(({ area }) => areas.includes(area)).map(({ entry }) => entry),
      );
      if (sharedLists.size >= MAX_SHARED_LISTS) sharedLists.clear();
      sharedLists.set(key, prepared);
    }
    return prepared;
  };
  const allAreas = grantAreaIds(configs);
  app.get<{ Querystring: { [PATIENT_ID_PARAMETER]?: number } }>(
    accountEndpoints.profiles,
    {
      onRequest: app.authenticate,
      config: { access: 'read' },
      schema: {
        summary:
          'The profiles and their datasets, tabs and charts; with patient_id, those the patient shares with the doctor',
        tags: ['Profiles'],
        security: [{ motus: [] }],
        querystring: Type.Object(
          { [PATIENT_ID_PARAMETER]: Type.Optional(PatientIdParameter) },
          { additionalProperties: false },
        ),
        response: {
          200: ProfileListReply,
          304: Type.Null({ description: 'Not Modified: the list the ETag names is unchanged' }),
          401: ErrorReply,
          403: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const shown = await areasShownTo(app, request, allAreas);
      if (shown.refused) return sendRefusal(reply, shown);
      const areas = shown.value;
      const list = areas === null ? everyProfile : listFor(areas);
      // What a patient shares is theirs: a doctor's browser keeps none of it (the API's
      // default no-store), while the list of one's own is the configs, the same for everyone.
      if (request.query[PATIENT_ID_PARAMETER] !== undefined) {
        return sendPrepared(request, reply, list);
      }
      return sendPrivatelyRevalidated(request, reply, list);
    },
  );

  const routes = { status: 'success' as const, data: configs.map((config) => config.route) };
  app.get(
    accountEndpoints.profileRoutes,
    {
      schema: {
        summary: 'The routes of the profile pages (no sign-in needed)',
        tags: ['Profiles'],
        response: { 200: ProfileRoutesReply },
      },
    },
    () => routes,
  );
}
