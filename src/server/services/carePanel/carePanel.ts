import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import type { PanelRow } from '../../../shared/api/carePanelContract';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';
import type { Database } from '../../db/database';
import {
  latestMonthsBefore,
  latestRunsBefore,
  logPanelView,
  monthsFrom,
  outOfRangeSince,
  panelPatients,
  prescribedPlans,
  runsFrom,
  type PanelMonth,
  type PanelPlan,
  type PanelRun,
} from '../../db/repositories/carePanelRepository';
import { sharedWithDoctor, type SharedWithDoctor } from '../careTeam/sharedWithDoctor';
import { personTimeZone } from '../timeZones/personTimeZone';
import { planState } from '../workout/planState';
import { adherence, type PlanWindow } from './adherence';
import { datasetsOfAreas, type PanelDatasets } from './panelDatasets';
import { needRank, panelFlags } from './panelFlags';
import { painPointsOfRecord } from './painPoints';
import { painTrend, wallClockIn, type PainPoint } from './painTrend';
import { rtmTier } from './rtmTier';

/** The days the panel looks back over: the RTM month, and a week for pain and adherence. */
const MONTH_DAYS = 30;
const WEEK_DAYS = 7;

export interface CarePanelDeps {
  db: Kysely<Database>;
  datasets: PanelDatasets;
  allAreas: readonly string[];
}

/**
 * The clinician's panel (decision 044): a row per patient whose grant in force shares anything
 * with them, each from the shared areas only, sorted by need and then the oldest review. The
 * grants decide whose data is read; the panel's log rows are written before any of it is.
 */
export async function carePanelRows(
  deps: CarePanelDeps,
  doctorId: number,
  now: DateTime = DateTime.now(),
): Promise<PanelRow[]> {
  const { db } = deps;
  const shared = await sharedWithDoctor(db, doctorId, deps.allAreas);
  const patientIds = [...shared.keys()];
  if (patientIds.length === 0) return [];
  await logPanelView(db, doctorId, patientIds, now.startOf('day').toJSDate());

  const patients = await panelPatients(db, doctorId, patientIds);
  const clocks = new Map(
    patients.map((patient) => [patient.id, now.setZone(personTimeZone(patient.time_zone))]),
  );
  // The earliest first day any patient's month begins on, their zones differing by a day.
  const earliest = DateTime.min(
    ...[...clocks.values()].map((clock) => clock.minus({ days: MONTH_DAYS })),
  );
  const fromDay = (earliest ?? now).toFormat(DATE_FORMAT);
  const fromMonth = (earliest ?? now).startOf('month').toFormat(DATE_FORMAT);

  const months = await readMonths(deps, shared, fromMonth);
  const workoutIds = patientIds.filter((id) => shared.get(id)?.profiles.includes(WORKOUT_AREA));
  const [plans, recentRuns] = await Promise.all([
    prescribedPlans(db, workoutIds),
    runsFrom(db, workoutIds, fromDay),
  ]);
  const ranRecently = new Set(recentRuns.map((run) => run.user_id));
  const olderRuns = await latestRunsBefore(
    db,
    workoutIds.filter((id) => !ranRecently.has(id)),
    fromDay,
  );
  const labIds = [...deps.datasets.laboratory];
  const withLabs = patients.filter((patient) =>
    datasetsOfAreas(deps.datasets, shared.get(patient.id)?.profiles ?? []).some((id) =>
      deps.datasets.laboratory.has(id),
    ),
  );
  const outOfRange = await outOfRangeSince(
    db,
    withLabs.map((patient) => ({ userId: patient.id, since: patient.reviewed_at ?? new Date(0) })),
    labIds,
  );
  const labsShared = new Set(withLabs.map((patient) => patient.id));

  const rows = patients.map((patient): PanelRow => {
    const grant = shared.get(patient.id);
    const areas = grant?.profiles ?? [];
    const clock = clocks.get(patient.id) ?? now;
    const zone = clock.zoneName ?? 'UTC';
    const today = clock.toFormat(DATE_FORMAT);
    const ownMonths = months.get(patient.id) ?? [];
    const runs = [...recentRuns, ...olderRuns].filter((run) => run.user_id === patient.id);
    const ownPlans = plans.filter((plan) => plan.user_id === patient.id);

    const lastActivity = latestOf([
      ...ownMonths.map((month) => month.last_created_on),
      ...runs.map((run) => run.created_on),
    ]);
    const days = daysWithData(ownMonths, runs, clock);
    const windows = ownPlans.flatMap((plan) => planWindow(plan, today, zone));
    const inForceSince = ownPlans
      .filter(
        (plan) => planState(storedPlanOf(plan), today, plan.prescriber_is_doctor) === 'in_force',
      )
      .map((plan) => plan.plan_starts_on)
      .sort()[0];
    const runDays = runs.map((run) => ({
      routineId: run.routine_id,
      day: run.created_on.slice(0, 10),
    }));
    const adherence7 = adherence(windows, runDays, today, WEEK_DAYS);
    const painShared = areas.some((area) =>
      (deps.datasets.byArea.get(area) ?? []).some((id) => deps.datasets.pain.has(id)),
    );
    const pain = painShared ? painTrend(painPoints(ownMonths, deps.datasets), clock) : null;
    const labsOutOfRange = labsShared.has(patient.id) ? (outOfRange.get(patient.id) ?? 0) : null;
    const lastActivityAt = lastActivity === undefined ? null : wallClockIn(lastActivity, zone);

    return {
      patient: { id: patient.id, first_name: patient.first_name, last_name: patient.last_name },
      areas,
      prescribe: grant?.prescribe ?? false,
      last_activity_at: lastActivityAt?.toISO() ?? null,
      days_with_data_30: days,
      rtm_tier: rtmTier(days),
      adherence_7: adherence7,
      adherence_30: adherence(windows, runDays, today, MONTH_DAYS),
      pain: pain === null ? null : { latest: pain.latest, change_7: pain.change7, at: pain.at },
      labs_out_of_range: labsOutOfRange,
      flags: panelFlags({
        now: clock,
        lastActivity: lastActivityAt,
        planInForceSince:
          inForceSince === undefined ? null : DateTime.fromISO(inForceSince, { zone }),
        pain,
        labsOutOfRange,
        adherence7,
      }),
      reviewed_at: patient.reviewed_at?.toISOString() ?? null,
    };
  });
  return rows.sort(byNeed);
}

/** Critical, high, low, none; then the patient reviewed longest ago (never first); then name. */
function byNeed(a: PanelRow, b: PanelRow): number {
  return (
    needRank(a.flags) - needRank(b.flags) ||
    (a.reviewed_at ?? '').localeCompare(b.reviewed_at ?? '') ||
    a.patient.last_name.localeCompare(b.patient.last_name) ||
    a.patient.first_name.localeCompare(b.patient.first_name)
  );
}

/**
 * Each patient's month rows of what they share, from fromMonth on; for a patient with none
 * there (or no pain there while pain is shared), each dataset's newest older row as well.
 * Patients who share the same datasets are read in one statement.
 */
async function readMonths(
  deps: CarePanelDeps,
  shared: ReadonlyMap<number, SharedWithDoctor>,
  fromMonth: string,
): Promise<Map<number, PanelMonth[]>> {
  const groups = new Map<string, { datasetIds: number[]; userIds: number[] }>();
  for (const [patientId, grant] of shared) {
    const datasetIds = datasetsOfAreas(deps.datasets, grant.profiles);
    const key = datasetIds.join(',');
    const group = groups.get(key) ?? { datasetIds, userIds: [] };
    group.userIds.push(patientId);
    groups.set(key, group);
  }
  const byPatient = new Map<number, PanelMonth[]>();
  const painIds = [...deps.datasets.pain.keys()];
  for (const { datasetIds, userIds } of groups.values()) {
    const query = { userIds, datasetIds, fullDatasetIds: painIds };
    for (const month of await monthsFrom(deps.db, query, fromMonth)) {
      byPatient.set(month.user_id, [...(byPatient.get(month.user_id) ?? []), month]);
    }
    const painHere = datasetIds.some((id) => deps.datasets.pain.has(id));
    const quiet = userIds.filter((id) => {
      const found = byPatient.get(id) ?? [];
      return (
        found.length === 0 ||
        (painHere && !found.some((month) => deps.datasets.pain.has(month.dataset_id)))
      );
    });
    const older = await latestMonthsBefore(deps.db, { ...query, userIds: quiet }, fromMonth);
    for (const month of older) {
      byPatient.set(month.user_id, [month, ...(byPatient.get(month.user_id) ?? [])]);
    }
  }
  return byPatient;
}

function latestOf(moments: readonly string[]): string | undefined {
  return moments.reduce<string | undefined>(
    (latest, moment) => (latest === undefined || moment > latest ? moment : latest),
    undefined,
  );
}

/** The distinct days of the last 30 (today among them) with a reading or a run. */
function daysWithData(months: readonly PanelMonth[], runs: readonly PanelRun[], clock: DateTime) {
  const first = clock.minus({ days: MONTH_DAYS - 1 }).toFormat(DATE_FORMAT);
  const today = clock.toFormat(DATE_FORMAT);
  const days = new Set<string>();
  for (const month of months) {
    for (const day of month.days) {
      days.add(`${month.month.slice(0, 8)}${String(day).padStart(2, '0')}`);
    }
  }
  for (const run of runs) days.add(run.created_on.slice(0, 10));
  return [...days].filter((day) => day >= first && day <= today).length;
}

function painPoints(months: readonly PanelMonth[], datasets: PanelDatasets): PainPoint[] {
  const points: PainPoint[] = [];
  for (const month of months) {
    const fields = datasets.pain.get(month.dataset_id);
    if (fields === undefined || month.records === null) continue;
    for (const record of month.records) points.push(...painPointsOfRecord(record, fields));
  }
  // Stable: a reading's points keep their order at the same minute.
  return points.sort((a, b) => a.at.localeCompare(b.at));
}

function storedPlanOf(plan: PanelPlan) {
  return {
    days: plan.plan_days,
    starts_on: plan.plan_starts_on,
    ends_on: plan.plan_ends_on,
    note: '',
    ended_at: plan.plan_ended_at,
  };
}

/**
 * The days a plan scheduled, as adherence counts them: to its end date, or to the day before
 * the clinician ended it. A plan whose prescriber is no longer a clinician counts no more.
 */
function planWindow(plan: PanelPlan, today: string, zone: string): PlanWindow[] {
  if (!plan.prescriber_is_doctor) return [];
  const endedBefore =
    plan.plan_ended_at === null
      ? null
      : DateTime.fromJSDate(plan.plan_ended_at, { zone }).minus({ days: 1 }).toFormat(DATE_FORMAT);
  const lastDays = [plan.plan_ends_on, endedBefore].filter((day): day is string => day !== null);
  const lastDay = lastDays.sort()[0] ?? null;
  if (plan.plan_starts_on > today) return [];
  return [
    { routineId: plan.routine_id, days: plan.plan_days, startsOn: plan.plan_starts_on, lastDay },
  ];
}
