import { DateTime } from 'luxon';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SUMMARY_DAYS,
  SUMMARY_LAB_DATES,
  SUMMARY_RUNS_MAX,
  WORKOUT_AREA,
} from '../../../shared/api/careTeamParameters';
import type { PatientSummary } from '../../../shared/api/patientSummaryContract';
import { GENDERS } from '../../../shared/api/accountContract';
import { ageOn, daysBefore } from '../../../shared/dates/ageOn';
import { todayIso, type DateRange } from '../../../shared/dates/dateRanges';
import type {
  PatientSummarySection,
  ProfileConfig,
} from '../../../shared/profile-config/profileConfigSchema';
import {
  allReadingsOf,
  patientFacts,
  readingsOfLatestDays,
  readingsSinceWithLatest,
  runsSince,
} from '../../db/repositories/patientSummaryRepository';
import { listRoutines } from '../../db/repositories/routinesRepository';
import { profileAccessArea, workoutAccessArea, type AccessArea } from '../access/accessArea';
import { accessData, areasShownTo } from '../access/accessData';
import { grantAreaIds } from '../careTeam/grantTerms';
import { granted, type Outcome, type Refusal } from '../refusal';
import type { FhirDatasetIndex, IndexedDataset } from '../fhir/fhirDatasetIndex';
import { personTimeZone } from '../timeZones/personTimeZone';
import type { CatalogueIndex } from '../workout/catalogueIndex';
import { routineReply } from '../workout/routineReplies';
import { runPainSince } from './runPain';
import { labGridOf, measuresOf, standingDatasetsOf, standingRecordsOf } from './summarySections';

type Section = PatientSummarySection | 'standing';

/** One area's part of the summary: the datasets of one profile that fill one section. */
interface SummaryPart {
  section: Section;
  on: AccessArea;
  datasets: readonly IndexedDataset[];
}

/**
 * The parts the configs give the summary: each profile's datasets in the section its config
 * names (`patient_summary`), and its standing records (allergies, conditions, medications).
 */
export function summaryPartsOf(
  configs: readonly ProfileConfig[],
  index: FhirDatasetIndex,
): SummaryPart[] {
  return configs.flatMap((config) => {
    if (config.view_of !== undefined) return [];
    const datasets = config.datasets.flatMap((dataset) => index.byId.get(dataset.id) ?? []);
    const on = profileAccessArea(config);
    const standing = standingDatasetsOf(datasets);
    return [
      ...(config.patient_summary ? [{ section: config.patient_summary, on, datasets }] : []),
      ...(standing.length > 0 ? [{ section: 'standing' as const, on, datasets: standing }] : []),
    ];
  });
}

type SectionValue =
  | { section: 'standing'; value: NonNullable<PatientSummary['standing']>['records'] }
  | { section: 'vital_signs' | 'pain'; value: NonNullable<PatientSummary['pain']>['measures'] }
  | { section: 'laboratory'; value: NonNullable<PatientSummary['laboratory']> };

export interface SummaryContext {
  configs: readonly ProfileConfig[];
  parts: readonly SummaryPart[];
  catalogue: CatalogueIndex;
}

/**
 * A doctor's summary of one patient (docs/sharing.md): only a doctor with the patient's grant
 * in force gets one, and each area it holds is read through accessData, as the engine's pages
 * read it, so each is decided on the grant and logged in the patient's access log before it
 * is read. An area the grant does not cover is absent; the age and sex come with the grant,
 * as the sex does in My Patients. The reads start together, so their log rows share one
 * statement.
 */
export async function readPatientSummary(
  app: FastifyInstance,
  request: FastifyRequest,
  patientId: number,
  context: SummaryContext,
): Promise<Outcome<PatientSummary, Refusal<403>>> {
  const shown = await areasShownTo(app, request, grantAreaIds(context.configs), patientId);
  if (shown.refused) return shown;
  const areas = shown.value ?? [];
  const db = app.deps.database.db;
  const facts = await patientFacts(db, patientId);
  const today = todayIso(DateTime.now().setZone(personTimeZone(facts?.time_zone)));
  const since = daysBefore(today, SUMMARY_DAYS);
  const range: DateRange = { date_from: since, date_to: today };

  const sectionReads = context.parts
    .filter((part) => areas.includes(part.on.area))
    .map((part) => {
      const ids = part.datasets.map((indexed) => indexed.dataset.id);
      const ranged = part.section === 'vital_signs' || part.section === 'pain';
      return accessData(
        app,
        request,
        { action: 'read', on: part.on, ...(ranged ? { range } : {}) },
        async (userId, subjectDb): Promise<SectionValue> => {
          switch (part.section) {
            case 'standing':
              return {
                section: part.section,
                value: standingRecordsOf(
                  part.datasets,
                  await allReadingsOf(subjectDb, { userId, datasetIds: ids }),
                ),
              };
            case 'laboratory':
              return {
                section: part.section,
                value: labGridOf(
                  part.datasets,
                  await readingsOfLatestDays(subjectDb, {
                    userId,
                    datasetIds: ids,
                    days: SUMMARY_LAB_DATES,
                  }),
                ),
              };
            case 'vital_signs':
            case 'pain':
              return {
                section: part.section,
                value: measuresOf(
                  part.datasets,
                  await readingsSinceWithLatest(subjectDb, { userId, datasetIds: ids, since }),
                ),
              };
          }
        },
        patientId,
      );
    });
  const trainingRead = areas.includes(WORKOUT_AREA)
    ? accessData(
        app,
        request,
        { action: 'read', on: workoutAccessArea, range },
        async (userId, subjectDb) => {
          const [runs, runPain, routines] = await Promise.all([
            runsSince(subjectDb, { userId, since, limit: SUMMARY_RUNS_MAX }),
            runPainSince(subjectDb, context.catalogue, { userId, since }),
            listRoutines(subjectDb, userId),
          ]);
          return { runs, runPain, routines };
        },
        patientId,
      )
    : undefined;
  const [sections, training] = await Promise.all([Promise.all(sectionReads), trainingRead]);

  const summary: PatientSummary = {
    patient: {
      id: patientId,
      age: facts ? ageOn(facts.date_of_birth, today) : null,
      sex: GENDERS.find((sex) => sex === facts?.gender) ?? null,
    },
    today,
    since,
    areas: [...areas],
  };
  // An area whose grant narrowed between the check and its read was refused: it stays absent.
  for (const read of sections) {
    if (read.refused) continue;
    const { section, value } = read.value;
    switch (section) {
      case 'standing':
        summary.standing = { records: [...(summary.standing?.records ?? []), ...value] };
        break;
      case 'vital_signs':
        summary.vital_signs = { measures: [...(summary.vital_signs?.measures ?? []), ...value] };
        break;
      case 'pain':
        summary.pain = { measures: [...(summary.pain?.measures ?? []), ...value] };
        break;
      case 'laboratory':
        summary.laboratory = value;
        break;
    }
  }
  if (training && !training.refused) {
    const { runs, runPain, routines } = training.value;
    const total = runs[0]?.total ?? 0;
    summary.training = {
      sessions: total,
      per_week: Math.round((total / (SUMMARY_DAYS / 7)) * 10) / 10,
      time_exercising: runs[0]?.total_time_exercising ?? 0,
      runs: runs.map(({ total: _total, total_time_exercising: _time, ...run }) => run),
      run_pain: runPain,
      prescribed: routines
        .filter((routine) => routine.prescribed)
        .map((routine) =>
          routineReply(routine, context.catalogue, today, (exerciseId) =>
            request.log.warn(
              { routine: routine.id, exercise: exerciseId },
              'routine exercise no longer in the exercise library',
            ),
          ),
        ),
    };
  }
  return granted(summary);
}
