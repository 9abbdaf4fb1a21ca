import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { YearSummaryReply } from '../../../shared/api/profileListContract';
import { ErrorReply } from '../../../shared/api/replySchemas';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { sumReadingsPerMonth } from '../../db/repositories/readingsRepository';
import { profileAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import { pinRefusalResponses, profileQuerySchema } from './pinQuery';
import { sendRefusal } from '../../services/refusal';

/**
 * The current-year summary a profile may declare (activity's GET
 * /activity/get-all-current-year/): per-month totals of every charted field, January up to
 * this month, zero where nothing was recorded.
 */
export function registerYearSummaryRoute(app: FastifyInstance, config: ProfileConfig): void {
  const path = config.year_summary;
  if (path === undefined) return;
  const tabs = chartTabsOf(config);
  const fields = tabs.flatMap((tab) =>
    tab.series.map((series) => ({ field: series.field, label: series.label, unit: series.unit })),
  );
  const datasetIds = [...new Set(tabs.map((tab) => tab.dataset))];

  app.get(
    path,
    {
      onRequest: app.authenticate,
      config: { access: 'read' },
      schema: {
        summary: `This year's ${config.name.toLowerCase()} per month`,
        tags: [config.name],
        security: [{ motus: [] }],
        ...profileQuerySchema(config),
        response: { 200: YearSummaryReply, 401: ErrorReply, ...pinRefusalResponses(config) },
      },
    },
    async (request, reply) => {
      const now = DateTime.local();
      const access = await accessData(
        app,
        request,
        {
          action: 'read',
          on: profileAccessArea(config),
          range: {
            date_from: now.startOf('year').toISODate(),
            date_to: now.toISODate(),
          },
        },
        (subjectUserId) =>
          sumReadingsPerMonth(app.deps.database.db, subjectUserId, datasetIds, now.year),
      );
      if (access.refused) return sendRefusal(reply, access);
      const totals = access.value;
      const months = Array.from({ length: now.month }, (_, index) => {
        // startOf('year').plus: set({ month }) on the 31st would spill into the next month.
        const month = now.startOf('year').plus({ months: index }).toFormat('yyyy-MM');
        const monthTotals: Record<string, number> = {};
        for (const { field } of fields) monthTotals[field] = 0;
        for (const total of totals) {
          if (total.month === month && total.field in monthTotals)
            monthTotals[total.field] = total.total;
        }
        return { month, totals: monthTotals };
      });
      return { status: 'success' as const, data: { year: now.year, fields, months } };
    },
  );
}
