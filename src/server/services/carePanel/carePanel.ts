import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import type { PanelRow } from '../../../shared/api/carePanelContract';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';
import { dayNumberOf } from '../../../shared/dates/dayNumbers';
import type { Database } from '../../db/database';
import {
  activityMonthsBefore,
  activityMonthsFrom,
  lastReadingTimes,
  latestRunsBefore,
  logPanelView,
  outOfRangeSince,
  painRecordsBefore,
  painRecordsFrom,
  panelPatients,
  prescribedPlans,
  runsFrom,
  type ActivityMonth,
  type PainRecord,
  type PanelPatient,
  type PanelPlan,
  type PanelRun,
} from '../../db/repositories/carePanelRepository';
import { sharedWithDoctor, type SharedWithDoctor } from '../careTeam/sharedWithDoctor';
import { personTimeZone } from '../timeZones/personTimeZone';
import { planState } from '../workout/planState';
import { adherence, type PlanWindow } from './adherence';
import { datasetsOfAreas, type PanelDatasets } from './panelDatasets';
import { needRank, panelFlags } from './panelFlags';
import { painPointsOfRecord, painPointsOfRun } from './painPoints';
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

/** What the panel read of one patient, before the rules look at it. */
interface PatientRecords {
  /** Month rows of the shared datasets: the last weeks', or the newest of a quiet patient. */
  months: ActivityMonth[];
  /** yyyy-MM-dd HH:mm of the newest shared reading; undefined for none. */
  lastReading: string | undefined;
  /** Whether the grant shares a dataset of pain scores. */
  painShared: boolean;
  pain: PainRecord[];
  runs: PanelRun[];
  plans: PanelPlan[];
  /** Results out of range since the last review; null when no laboratory results are shared. */
  outOfRange: number | null;
}

/**
 * The clinician's panel (decision 044): a row per patient whose grant in force shares anything
 * with them, each from the shared areas only, sorted by need and then the oldest review. The
 * grants decide whose data is read; the panel's log rows are written before any of it is.
 * Each kind of data is one statement for all patients, so a clinician's forty or five hundred
 * patients cost the same few statements.
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
  // A day before the month of the patient whose day comes first: zones differ by a day at most.
  const fromDay = now.minus({ days: MONTH_DAYS }).toFormat(DATE_FORMAT);
  const painFromDay = now.minus({ days: 2 * WEEK_DAYS }).toFormat(DATE_FORMAT);
  const records = await readRecords(deps, shared, patients, fromDay, painFromDay);
  const rows = patients.map((patient) => {
    const clock = clocks.get(patient.id) ?? now;
    return panelRow(deps, patient, shared.get(patient.id), records.get(patient.id), clock);
  });
  return rows.sort(byNeed);
}

async function readRecords(
  deps: CarePanelDeps,
  shared: ReadonlyMap<number, SharedWithDoctor>,
  patients: readonly PanelPatient[],
  fromDay: string,
  painFromDay: string,
): Promise<Map<number, PatientRecords>> {
  const { db, datasets } = deps;
  // Patients mostly share the same areas: each set of areas is worked out once.
  const ofAreas = new Map<string, Set<number>>();
  const sharedDatasets = new Map(
    [...shared].map(([id, grant]) => {
      const key = grant.profiles.join(',');
      const found = ofAreas.get(key) ?? datasetsOfAreas(datasets, grant.profiles);
      ofAreas.set(key, found);
      return [id, found];
    }),
  );
  const byPatient = new Map<number, PatientRecords>(
    patients.map((patient) => [
      patient.id,
      {
        months: [],
        lastReading: undefined,
        painShared: [...(sharedDatasets.get(patient.id) ?? [])].some((id) => datasets.pain.has(id)),
        pain: [],
        runs: [],
        plans: [],
        outOfRange: null,
      },
    ]),
  );
  const own = (id: number) => byPatient.get(id);
  const isShared = (row: { user_id: number; dataset_id: number }) =>
    sharedDatasets.get(row.user_id)?.has(row.dataset_id) === true;
  const ids = [...shared.keys()];

  for (const month of await activityMonthsFrom(db, ids, fromDay)) {
    if (isShared(month)) own(month.user_id)?.months.push(month);
  }
  const quiet = ids.filter((id) => own(id)?.months.length === 0);
  for (const month of await activityMonthsBefore(db, quiet, fromDay)) {
    if (isShared(month)) own(month.user_id)?.months.push(month);
  }

  const newestRows = [...byPatient.values()].flatMap((records) => newestMonthRows(records.months));
  for (const { user_id, last_created_on } of await lastReadingTimes(db, newestRows)) {
    const found = own(user_id);
    if (found && (found.lastReading === undefined || last_created_on > found.lastReading)) {
      found.lastReading = last_created_on;
    }
  }

  const painIds = [...datasets.pain.keys()];
  const painQuery = {
    userIds: ids.filter((id) => painIds.some((painId) => sharedDatasets.get(id)?.has(painId))),
    datasetIds: painIds,
  };
  for (const record of await painRecordsFrom(db, painQuery, painFromDay)) {
    if (isShared(record)) own(record.user_id)?.pain.push(record);
  }
  const noRecentPain = painQuery.userIds.filter((id) => own(id)?.pain.length === 0);
  const older = await painRecordsBefore(db, { ...painQuery, userIds: noRecentPain }, painFromDay);
  for (const record of older) if (isShared(record)) own(record.user_id)?.pain.push(record);

  // Patients who share the same laboratory datasets are counted in one statement.
  const labGroups = new Map<string, { labIds: number[]; userIds: number[] }>();
  for (const [id, shares] of sharedDatasets) {
    const labIds = [...shares].filter((dataset) => datasets.laboratory.has(dataset));
    if (labIds.length === 0) continue;
    const group = labGroups.get(labIds.join(',')) ?? { labIds, userIds: [] };
    group.userIds.push(id);
    labGroups.set(labIds.join(','), group);
  }
  const reviewedAt = new Map(patients.map((patient) => [patient.id, patient.reviewed_at]));
  for (const { labIds, userIds } of labGroups.values()) {
    const since = userIds.map((userId) => ({
      userId,
      since: reviewedAt.get(userId) ?? new Date(0),
    }));
    const counts = await outOfRangeSince(db, since, labIds);
    for (const userId of userIds) {
      const found = own(userId);
      if (found) found.outOfRange = counts.get(userId) ?? 0;
    }
  }

  const workoutIds = [...shared]
    .filter(([, grant]) => grant.profiles.includes(WORKOUT_AREA))
    .map(([id]) => id);
  const [plans, runs] = await Promise.all([
    prescribedPlans(db, workoutIds),
    runsFrom(db, workoutIds, fromDay),
  ]);
  for (const plan of plans) own(plan.user_id)?.plans.push(plan);
  for (const run of runs) own(run.user_id)?.runs.push(run);
  const notRun = workoutIds.filter((id) => own(id)?.runs.length === 0);
  for (const run of await latestRunsBefore(db, notRun, fromDay)) own(run.user_id)?.runs.push(run);
  return byPatient;
}

function panelRow(
  deps: CarePanelDeps,
  patient: PanelPatient,
  grant: SharedWithDoctor | undefined,
  records: PatientRecords | undefined,
  clock: DateTime,
): PanelRow {
  const areas = grant?.profiles ?? [];
  const zone = clock.zoneName ?? 'UTC';
  const today = clock.toFormat(DATE_FORMAT);
  const runs = records?.runs ?? [];
  const plans = records?.plans ?? [];
  const months = records?.months ?? [];
  const lastActivity = latestOf([
    ...(records?.lastReading === undefined ? [] : [records.lastReading]),
    ...runs.map((run) => run.created_on),
  ]);
  const days = daysWithData(months, runs, today);
  const windows = plans.flatMap((plan) => planWindow(plan, today, zone));
  const inForceSince = plans
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
  // The Pain profile's readings hold every run's pain too; without it, the runs' own.
  const pain =
    records?.painShared === true
      ? painTrend(painPoints(records.pain, deps.datasets), clock)
      : areas.includes(WORKOUT_AREA)
        ? painTrend(runs.flatMap(painPointsOfRun), clock)
        : null;
  const labsOutOfRange = records?.outOfRange ?? null;
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

function latestOf(moments: readonly string[]): string | undefined {
  return moments.reduce<string | undefined>(
    (latest, moment) => (latest === undefined || moment > latest ? moment : latest),
    undefined,
  );
}

/** The distinct days of the last 30 (today among them) with a reading or a run. */
function daysWithData(months: readonly ActivityMonth[], runs: readonly PanelRun[], today: string) {
  const last = dayNumberOf(today);
  const first = last - MONTH_DAYS + 1;
  const days = new Set<number>();
  for (const month of months) {
    const monthStart = dayNumberOf(month.month);
    for (const day of month.days) days.add(monthStart + day - 1);
  }
  for (const run of runs) days.add(dayNumberOf(run.created_on.slice(0, 10)));
  return [...days].filter((day) => day >= first && day <= last).length;
}

/** The month rows that hold a patient's newest day with a reading: one, or a few on one day. */
function newestMonthRows(months: readonly ActivityMonth[]): ActivityMonth[] {
  const newestDay = (month: ActivityMonth) => dayNumberOf(month.month) + (month.days.at(-1) ?? 1);
  const newest = Math.max(...months.map(newestDay));
  return months.filter((month) => newestDay(month) === newest);
}

function painPoints(records: readonly PainRecord[], datasets: PanelDatasets): PainPoint[] {
  const points: PainPoint[] = [];
  for (const { dataset_id, record } of records) {
    const fields = datasets.pain.get(dataset_id);
    if (fields !== undefined) points.push(...painPointsOfRecord(record, fields));
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
  if (!plan.prescriber_is_doctor || plan.plan_starts_on > today) return [];
  const endedBefore =
    plan.plan_ended_at === null
      ? null
      : DateTime.fromJSDate(plan.plan_ended_at, { zone }).minus({ days: 1 }).toFormat(DATE_FORMAT);
  const lastDay =
    [plan.plan_ends_on, endedBefore].filter((day): day is string => day !== null).sort()[0] ?? null;
  return [
    { routineId: plan.routine_id, days: plan.plan_days, startsOn: plan.plan_starts_on, lastDay },
  ];
}
