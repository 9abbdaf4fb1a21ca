import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AccessLogQuery, AccessLogReply } from '../../../shared/api/careTeamContract';
import { ACCESS_LOG_PAGE_SIZE, careTeamPaths } from '../../../shared/api/careTeamParameters';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { listAccessLog } from '../../db/repositories/accessLogRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { accessLogEntries } from '../../services/careTeam/accessLogEntries';

const tags = ['Care team: access log'];

export const accessLogRefusals = {
  backwards: 'querystring.date_to: cannot be before date_from',
} as const;

/**
 * The signed-in person's own access log, newest first: every read of their data by a doctor,
 * every pin-gated read of their own, every import and export. Nobody reads another's log.
 */
export const accessLogRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // The same rows the CSV export's access-log.csv is made of.
  const logRow = accessLogEntries(app.deps.profileConfigs);

  app.get(
    careTeamPaths.accessLog,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        summary: "Who has read the signed-in person's data: newest first, a page at a time",
        tags,
        security: signInRequired.security,
        querystring: AccessLogQuery,
        response: { 200: AccessLogReply, 400: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { date_from: from, date_to: to } = request.query;
      if (from !== undefined && to !== undefined && to < from) {
        return reply.status(400).send(errorReply(accessLogRefusals.backwards));
      }
      const page = Number(request.query.page ?? '1');
      const { rows, total } = await listAccessLog(app.deps.database.db, {
        subjectUserId: signedIn(request).user.id,
        readers: request.query.readers ?? 'everyone',
        from,
        to,
        page,
        pageSize: ACCESS_LOG_PAGE_SIZE,
      });
      return {
        status: 'success' as const,
        data: { result: rows.map(logRow), page, pages: Math.ceil(total / ACCESS_LOG_PAGE_SIZE) },
      };
    },
  );

  done();
};
