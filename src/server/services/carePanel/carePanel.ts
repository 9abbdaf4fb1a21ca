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
import type { KeptRecords } from './keptRecords';
import { datasetsOfAreas, type PanelDatasets } from './panelDatasets';
import { needRank, panelFlags } from './panelFlags';
import { painPointsOfRecord, painPointsOfRun } from './painPoints';
import { painTrend, type PainPoint } from './painTrend';
import { rtmTier } from './rtmTier';
import { dayBefore, zoneClocks, type ZoneClock } from './zoneClock';

/** The days the panel looks back over: the RTM month, and a week for pain and adherence. */
const MONTH_DAYS = 30;
const WEEK_DAYS = 7;

export interface CarePanelDeps {
  db: Kysely<Database>;
  datasets: PanelDatasets;
  allAreas: readonly string[];
  /** What was read of each patient, read again only when its key moves (decision 047). */
  kept?: KeptRecords<PatientRecords>;
}

/** The days, yyyy-MM-dd, from which the panel reads a patient's days with data and their pain. */
interface LookBack {
  fromDay: string;
  painFromDay: string;
}

/** What the panel read of one patient, before the rules look at it. */
export interface PatientRecords {
  /** The day numbers with a shared reading, from the month rows read (a month or two). */
  readingDays: number[];
  /** yyyy-MM-dd HH:mm of the newest shared reading; undefined for none. */
  lastReading: string | undefined;
  /** The pain line from the Pain profile's readings; null when the grant shares none of them. */
  pain: PainPoint[] | null;
  runs: PanelRun[];
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

  // Plans are read each time: a prescriber who stops being a clinician changes them all.
  const workoutIds = patientIds.filter((id) => shared.get(id)?.profiles.includes(WORKOUT_AREA));
  const [patients, plansRead] = await Promise.all([
    panelPatients(db, doctorId, patientIds),
    prescribedPlans(db, workoutIds),
  ]);
  const plans = groupBy(plansRead, (plan) => plan.user_id);
  const clockOf = zoneClocks(now);
  const zoneOf = new Map<string | null, string>();
  const clockOfPatient = (stored: string | null) => {
    const zone = zoneOf.get(stored) ?? personTimeZone(stored);
    zoneOf.set(stored, zone);
    return clockOf(zone);
  };
  // A day before the month of the patient whose day comes first: zones differ by a day at most.
  const fromDay = now.minus({ days: MONTH_DAYS }).toFormat(DATE_FORMAT);
  const painFromDay = now.minus({ days: 2 * WEEK_DAYS }).toFormat(DATE_FORMAT);
  const records = await keptOrRead(deps, shared, patients, { fromDay, painFromDay });
  const rows = patients.map((patient) =>
    panelRow(
      patient,
      shared.get(patient.id),
      records.get(patient.id),
      plans.get(patient.id) ?? [],
      clockOfPatient(patient.time_zone),
    ),
  );
  return byNeed(rows);
}

/**
 * Each patient's records: kept ones whose key still holds, and one read, in the same few
 * statements, of all the others. The key changes with anything the records depend on.
 */
async function keptOrRead(
  deps: CarePanelDeps,
  shared: ReadonlyMap<number, SharedWithDoctor>,
  patients: readonly PanelPatient[],
  lookBack: LookBack,
): Promise<Map<number, PatientRecords>> {
  const { fromDay, painFromDay } = lookBack;
  const keyOf = (patient: PanelPatient) =>
    [
      patient.data_change,
      fromDay,
      painFromDay,
      shared.get(patient.id)?.profiles.join(',') ?? '',
      patient.reviewed_at?.getTime() ?? '',
    ].join('|');
  const found = new Map<number, PatientRecords>();
  const missing: PanelPatient[] = [];
  for (const patient of patients) {
    const kept = deps.kept?.take(patient.id, keyOf(patient));
    if (kept) found.set(patient.id, kept);
    else missing.push(patient);
  }
  if (missing.length === 0) return found;
  const missingShared = new Map(
    missing.flatMap((patient) => {
      const grant = shared.get(patient.id);
      return grant ? [[patient.id, grant] as const] : [];
    }),
  );
  const read = await readRecords(deps, missingShared, missing, lookBack);
  for (const patient of missing) {
    const records = read.get(patient.id);
    if (!records) continue;
    deps.kept?.keep(patient.id, keyOf(patient), records);
    found.set(patient.id, records);
  }
  return found;
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => number) {
  const groups = new Map<number, Item[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

async function readRecords(
  deps: CarePanelDeps,
  shared: ReadonlyMap<number, SharedWithDoctor>,
  patients: readonly PanelPatient[],
  { fromDay, painFromDay }: LookBack,
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
  const byPatient = new Map<number, ReadRecords>(
    patients.map((patient) => [
      patient.id,
      {
        months: [],
        lastReading: undefined,
        painShared: [...(sharedDatasets.get(patient.id) ?? [])].some((id) => datasets.pain.has(id)),
        pain: [],
        runs: [],
        outOfRange: null,
      },
    ]),
  );
  const own = (id: number) => byPatient.get(id);
  const isShared = (row: { user_id: number; dataset_id: number }) =>
    sharedDatasets.get(row.user_id)?.has(row.dataset_id) === true;
  const ids = [...shared.keys()];
  const painIds = [...datasets.pain.keys()];
  const painQuery = {
    userIds: ids.filter((id) => painIds.some((painId) => sharedDatasets.get(id)?.has(painId))),
    datasetIds: painIds,
  };
  const workoutIds = [...shared]
    .filter(([, grant]) => grant.profiles.includes(WORKOUT_AREA))
    .map(([id]) => id);
  const reviewedAt = new Map(patients.map((patient) => [patient.id, patient.reviewed_at]));
  const keepLastReadings = (times: readonly { user_id: number; last_created_on: string }[]) => {
    for (const { user_id, last_created_on } of times) {
      const found = own(user_id);
      if (found && (found.lastReading === undefined || last_created_on > found.lastReading)) {
        found.lastReading = last_created_on;
      }
    }
  };

  // The statements go together, in two or three rounds: a clinician's panel on a busy server
  // waits its turn once a round rather than once a statement.
  const [monthsFrom, painFrom, runs, outOfRange] = await Promise.all([
    activityMonthsFrom(db, ids, fromDay),
    painRecordsFrom(db, painQuery, painFromDay),
    runsFrom(db, workoutIds, fromDay),
    outOfRangeCounts(db, sharedDatasets, datasets, reviewedAt),
  ]);
  for (const month of monthsFrom) if (isShared(month)) own(month.user_id)?.months.push(month);
  for (const record of painFrom) if (isShared(record)) own(record.user_id)?.pain.push(record);
  for (const run of runs) own(run.user_id)?.runs.push(run);
  for (const [userId, count] of outOfRange) {
    const found = own(userId);
    if (found) found.outOfRange = count;
  }

  const quiet = ids.filter((id) => own(id)?.months.length === 0);
  const noRecentPain = painQuery.userIds.filter((id) => own(id)?.pain.length === 0);
  const notRun = workoutIds.filter((id) => own(id)?.runs.length === 0);
  const newestRows = [...byPatient.values()].flatMap((records) => newestMonthRows(records.months));
  const [monthsBefore, painBefore, runsBefore, lastTimes] = await Promise.all([
    activityMonthsBefore(db, quiet, fromDay),
    painRecordsBefore(db, { ...painQuery, userIds: noRecentPain }, painFromDay),
    latestRunsBefore(db, notRun, fromDay),
    lastReadingTimes(db, newestRows),
  ]);
  keepLastReadings(lastTimes);
  const quietMonths = monthsBefore.filter(isShared);
  for (const month of quietMonths) own(month.user_id)?.months.push(month);
  for (const record of painBefore) if (isShared(record)) own(record.user_id)?.pain.push(record);
  for (const run of runsBefore) own(run.user_id)?.runs.push(run);
  const quietIds = new Set(quietMonths.map((month) => month.user_id));
  const quietNewest = [...quietIds].flatMap((id) => newestMonthRows(own(id)?.months ?? []));
  keepLastReadings(await lastReadingTimes(db, quietNewest));

  return new Map(
    [...byPatient].map(([id, read]) => [
      id,
      {
        readingDays: readingDays(read.months),
        lastReading: read.lastReading,
        pain: read.painShared ? painPoints(read.pain, datasets) : null,
        runs: read.runs,
        outOfRange: read.outOfRange,
      },
    ]),
  );
}

/**
 * Each patient's results out of range since their last review; a patient with laboratory
 * results shared and none out of range counts 0. Patients who share the same laboratory
 * datasets are counted in one statement.
 */
async function outOfRangeCounts(
  db: Kysely<Database>,
  sharedDatasets: ReadonlyMap<number, ReadonlySet<number>>,
  datasets: PanelDatasets,
  reviewedAt: ReadonlyMap<number, Date | null>,
): Promise<Map<number, number>> {
  const labGroups = new Map<string, { labIds: number[]; userIds: number[] }>();
  for (const [id, shares] of sharedDatasets) {
    const labIds = [...shares].filter((dataset) => datasets.laboratory.has(dataset));
    if (labIds.length === 0) continue;
    const group = labGroups.get(labIds.join(',')) ?? { labIds, userIds: [] };
    group.userIds.push(id);
    labGroups.set(labIds.join(','), group);
  }
  const counted = await Promise.all(
    [...labGroups.values()].map(async ({ labIds, userIds }) => {
      const since = userIds.map((userId) => ({
        userId,
        since: reviewedAt.get(userId) ?? new Date(0),
      }));
      const counts = await outOfRangeSince(db, since, labIds);
      return userIds.map((userId) => [userId, counts.get(userId) ?? 0] as const);
    }),
  );
  return new Map(counted.flat());
}

/** A patient's records as the statements return them, before they are kept. */
interface ReadRecords {
  /** Month rows of the shared datasets: the last weeks', or the newest of a quiet patient. */
  months: ActivityMonth[];
  lastReading: string | undefined;
  /** Whether the grant shares a dataset of pain scores. */
  painShared: boolean;
  pain: PainRecord[];
  runs: PanelRun[];
  outOfRange: number | null;
}

function panelRow(
  patient: PanelPatient,
  grant: SharedWithDoctor | undefined,
  records: PatientRecords | undefined,
  plans: readonly PanelPlan[],
  clock: ZoneClock,
): PanelRow {
  const areas = grant?.profiles ?? [];
  const { today } = clock;
  const runs = records?.runs ?? [];
  const lastActivity = latestOf([
    ...(records?.lastReading === undefined ? [] : [records.lastReading]),
    ...runs.map((run) => run.created_on),
  ]);
  const days = daysWithData(records?.readingDays ?? [], runs, today);
  const windows = plans.flatMap((plan) => planWindow(plan, clock));
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
  const painLine =
    records?.pain ?? (areas.includes(WORKOUT_AREA) ? runs.flatMap(painPointsOfRun) : null);
  const pain = painLine === null ? null : painTrend(painLine, clock.weekAgo);
  const labsOutOfRange = records?.outOfRange ?? null;

  return {
    patient: { id: patient.id, first_name: patient.first_name, last_name: patient.last_name },
    areas,
    prescribe: grant?.prescribe ?? false,
    last_activity_at: lastActivity === undefined ? null : clock.isoOf(lastActivity),
    days_with_data_30: days,
    rtm_tier: rtmTier(days),
    adherence_7: adherence7,
    adherence_30: adherence(windows, runDays, today, MONTH_DAYS),
    pain: pain === null ? null : { latest: pain.latest, change_7: pain.change7, at: pain.at },
    labs_out_of_range: labsOutOfRange,
    flags: panelFlags({
      now: clock.nowMs,
      lastActivity: lastActivity === undefined ? null : clock.millisOf(lastActivity),
      planInForceSince: inForceSince === undefined ? null : clock.millisOf(`${inForceSince} 00:00`),
      pain,
      labsOutOfRange,
      adherence7,
    }),
    reviewed_at: patient.reviewed_at?.toISOString() ?? null,
  };
}

/** Critical, high, low, none; then the patient reviewed longest ago (never first); then name. */
function byNeed(rows: readonly PanelRow[]): PanelRow[] {
  return rows
    .map((row) => ({ row, rank: needRank(row.flags) }))
    .sort(
      ({ row: a, rank: aRank }, { row: b, rank: bRank }) =>
        aRank - bRank ||
        (a.reviewed_at ?? '').localeCompare(b.reviewed_at ?? '') ||
        a.patient.last_name.localeCompare(b.patient.last_name) ||
        a.patient.first_name.localeCompare(b.patient.first_name),
    )
    .map(({ row }) => row);
}

function latestOf(moments: readonly string[]): string | undefined {
  return moments.reduce<string | undefined>(
    (latest, moment) => (latest === undefined || moment > latest ? moment : latest),
    undefined,
  );
}

/** The distinct days of the last 30 (today among them) with a reading or a run. */
function daysWithData(readingDays: readonly number[], runs: readonly PanelRun[], today: string) {
  const first = dayNumberOf(today) - MONTH_DAYS + 1;
  const seen = new Uint8Array(MONTH_DAYS);
  const mark = (day: number) => {
    const slot = day - first;
    if (slot >= 0 && slot < MONTH_DAYS) seen[slot] = 1;
  };
  for (const day of readingDays) mark(day);
  for (const run of runs) mark(dayNumberOf(run.created_on));
  return seen.reduce((counted, marked) => counted + marked, 0);
}

/** The day numbers of the month rows' readings, each once. */
function readingDays(months: readonly ActivityMonth[]): number[] {
  const days = new Set<number>();
  for (const month of months) {
    const monthStart = dayNumberOf(month.month);
    for (const day of month.days) days.add(monthStart + day - 1);
  }
  return [...days];
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
function planWindow(plan: PanelPlan, clock: ZoneClock): PlanWindow[] {
  if (!plan.prescriber_is_doctor || plan.plan_starts_on > clock.today) return [];
  const endedBefore =
    plan.plan_ended_at === null ? null : dayBefore(clock.dayOf(plan.plan_ended_at));
  const lastDay =
    [plan.plan_ends_on, endedBefore].filter((day): day is string => day !== null).sort()[0] ?? null;
  return [
    { routineId: plan.routine_id, days: plan.plan_days, startsOn: plan.plan_starts_on, lastDay },
  ];
}
