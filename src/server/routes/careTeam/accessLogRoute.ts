import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  AccessLogQuery,
  AccessLogReply,
  type AccessLogRow,
  type AccessReader,
} from '../../../shared/api/careTeamContract';
import { ACCESS_LOG_PAGE_SIZE, careTeamPaths } from '../../../shared/api/careTeamParameters';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { listAccessLog, type AccessLogEntryRow } from '../../db/repositories/accessLogRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { partnersOf } from '../partners/partnerRoutes';

const tags = ['Care team: access log'];

export const accessLogRefusals = {
  backwards: 'querystring.date_to: cannot be before date_from',
} as const;

/**
 * The signed-in person's own access log, newest first: every read of their data by a doctor,
 * every pin-gated read of their own, every import and export. Nobody reads another's log.
 */
export const accessLogRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const partnerNames = new Map(
    partnersOf(app.deps.profileConfigs).map(({ partner }) => [partner.id, partner.name]),
  );

  function readerOf(row: AccessLogEntryRow): AccessReader {
    if (row.reader_kind === 'partner') {
      const name = partnerNames.get(row.partner ?? '') ?? row.partner ?? 'Partner laboratory';
      return { id: null, first_name: name, last_name: '', kind: 'partner' };
    }
    return {
      id: row.reader_user_id,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      kind: row.reader_kind,
    };
  }

  function logRow(row: AccessLogEntryRow): AccessLogRow {
    return {
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      reader: readerOf(row),
      profile: row.profile,
      dataset_id: row.dataset_id,
      dataset_name: row.dataset_name,
      date_from: row.date_from,
      date_to: row.date_to,
    };
  }

  app.get(
    careTeamPaths.accessLog,
    {
      preHandler: app.authenticate,
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
