import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import {
  ProfileListReply,
  ProfileRoutesReply,
  toProfileListEntry,
} from '../../../shared/api/profileListContract';
import { ErrorReply } from '../../../shared/api/replySchemas';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { PatientIdParameter } from '../../../shared/api/careTeamContract';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { grantAreaOf } from '../../../shared/profile-config/grantArea';
import { areasShownTo } from '../../services/access/accessData';
import { grantAreaIds } from '../../services/careTeam/grantTerms';
import { Type } from 'typebox';

/**
 * GET /v2/profiles/: every profile config, read from profile-configs/ at start, so the
 * browser renders a config change after a server restart without a rebuild.
 */
export function registerProfileListRoute(app: FastifyInstance, configs: ProfileConfig[]): void {
  const entries = configs.map((config) => ({
    area: grantAreaOf(config),
    entry: toProfileListEntry(config),
  }));
  const reply = {
    status: 'success' as const,
    details: { profiles: entries.map(({ entry }) => entry) },
  };
  const allAreas = grantAreaIds(configs);
  app.get(
    accountEndpoints.profiles,
    {
      preHandler: app.authenticate,
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
        response: { 200: ProfileListReply, 401: ErrorReply, 403: ErrorReply },
      },
    },
    async (request, response) => {
      const shown = await areasShownTo(app, request, allAreas);
      if (!shown.granted) return response.status(403).send(shown.body);
      const areas = shown.value;
      if (areas === null) return reply;
      return {
        status: 'success' as const,
        details: {
          profiles: entries.filter(({ area }) => areas.includes(area)).map(({ entry }) => entry),
        },
      };
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
