import { SUMMARY_DAYS } from '../../../shared/api/careTeamParameters';

/** A doctor's summary of a patient (docs/product.md#care-team), in words. */
export const summaryTexts = {
  title: 'Summary',
  patientSummary: 'Patient summary',
  loading: 'Reading the summary…',
  failed: 'We could not read the summary',
  person: (age: number | null, sex: string | null) =>
    [age === null ? null : `${age} years`, sex].filter(Boolean).join(', ') ||
    'Age and sex not known',
  lastDays: `Last ${SUMMARY_DAYS} days`,
  standing: 'Allergies, conditions and medications',
  standingHint: 'What still holds, whenever it was recorded.',
  noStanding: 'No allergies, conditions or medications recorded',
  standingKinds: {
    AllergyIntolerance: 'Allergies',
    Condition: 'Conditions',
    MedicationStatement: 'Medications',
  },
  noneOfKind: 'None recorded',
  recordedOn: (day: string) => `recorded ${day}`,
  vitalSigns: 'Vital signs',
  noVitalSigns: 'No vital signs recorded',
  latestOn: (at: string) => `on ${at}`,
  laboratory: 'Laboratory results',
  laboratoryHint: 'The latest dates with results; tests out of range first.',
  noLaboratory: 'No laboratory results recorded',
  test: 'Test',
  allTests: (count: number) => `Show all ${count} tests`,
  fewerTests: 'Show fewer tests',
  noResult: 'No result',
  labGridCaption: (dates: number) =>
    `Laboratory results of the last ${dates === 1 ? 'date' : `${dates} dates`} with results`,
  pain: 'Pain',
  noPain: `No pain recorded in the last ${SUMMARY_DAYS} days`,
  runsThatHurt: 'Runs that hurt',
  painAroundRun: (before: number | null, after: number | null) =>
    `Pain ${before ?? '–'} before, ${after ?? '–'} after`,
  hurt: (exercises: readonly string[]) => `Hurt: ${exercises.join(', ')}`,
  training: 'Training',
  sessions: 'Sessions',
  perWeek: 'Sessions a week',
  timeExercising: 'Time exercising',
  noRuns: `No sessions in the last ${SUMMARY_DAYS} days`,
  prescribed: 'Prescribed routines',
  noPrescribed: 'No routines prescribed',
  runsOf: (count: number) => (count === 1 ? '1 run' : `${count} runs`),
  noRunsOfRoutine: 'Not run in these days',
  notInForce: 'not in force today',
  exercisesDone: (done: number, of: number) => `${done} of ${of} exercises done`,
  lastRuns: 'Latest runs',
  otherRuns: 'Latest runs of other routines',
  allAreas: 'All shared areas',
  open: (title: string) => `Open ${title}`,
  openFullPage: 'Open the patient’s page',
  sparkline: (
    label: string,
    values: { min: string; max: string; latest: string; count: number },
  ): string =>
    values.count === 1
      ? `${label}, one reading in the last ${SUMMARY_DAYS} days: ${values.latest}`
      : `${label} over the last ${SUMMARY_DAYS} days, ${values.count} readings from ${values.min} to ${values.max}, latest ${values.latest}`,
  noReadingsInDays: `None in the last ${SUMMARY_DAYS} days`,
} as const;
