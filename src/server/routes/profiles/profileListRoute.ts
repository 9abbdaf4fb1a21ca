import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import {
  ProfileListReply,
  ProfileRoutesReply,
  toProfileListEntry,
} from '../../../shared/api/profileListContract';
import { ErrorReply } from '../../../shared/api/replySchemas';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

/**
 * GET /v2/profiles/: every profile config, read from profile-configs/ at start, so the
 * browser renders a config change after a server restart without a rebuild.
 */
export function registerProfileListRoute(app: FastifyInstance, configs: ProfileConfig[]): void {
  const reply = {
    status: 'success' as const,
    details: { profiles: configs.map(toProfileListEntry) },
  };
  app.get(
    accountEndpoints.profiles,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The profiles and their datasets, tabs and charts',
        tags: ['Profiles'],
        security: [{ motus: [] }],
        response: { 200: ProfileListReply, 401: ErrorReply },
      },
    },
    () => reply,
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
