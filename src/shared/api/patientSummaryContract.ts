// The patient summary's reply schemas (TypeBox); its path and limits are in
// careTeamParameters.ts, which the browser reads without TypeBox.
import { Type, type Static } from 'typebox';
import { GENDERS } from './accountContract';
import { BIGINT_ID_TEXT_PATTERN } from './idRanges';
import { JUDGEMENT_FLAGS } from './judgedRangeFields';
import { RoutineReply } from './workoutContract';
import { VALUE_TYPES } from '../profile-config/datasetSchema';
import { SUMMARY_DAYS, SUMMARY_LAB_DATES, SUMMARY_RUNS_MAX } from './careTeamParameters';

const WallClock = Type.String({
  description: "yyyy-MM-dd HH:mm, the patient's own clock when it was recorded.",
});
const Day = Type.String({ description: "yyyy-MM-dd, a day of the patient's own calendar." });

export const PatientSummaryParams = Type.Object(
  {
    patient_id: Type.String({
      pattern: BIGINT_ID_TEXT_PATTERN,
      description: 'The patient whose summary the doctor reads.',
    }),
  },
  { additionalProperties: false },
);
export type PatientSummaryParams = Static<typeof PatientSummaryParams>;

export const SummaryFlag = Type.Union([Type.Enum(JUDGEMENT_FLAGS), Type.Null()], {
  description:
    'The verdict stored with the value when it was written (decision 035): LL, L, N, H, HH; null when it had no interval.',
});
export type SummaryFlag = Static<typeof SummaryFlag>;

export const SummaryValue = Type.Object({
  at: WallClock,
  value: Type.Number({ description: 'The number recorded.' }),
  flag: SummaryFlag,
  low: Type.Union([Type.Number(), Type.Null()], {
    description: 'The low end of the interval it was judged against; null for none.',
  }),
  high: Type.Union([Type.Number(), Type.Null()], {
    description: 'The high end of the interval it was judged against; null for none.',
  }),
});
export type SummaryValue = Static<typeof SummaryValue>;

const MeasureFields = {
  profile: Type.String({ description: 'The profile id of profile-configs/ the dataset is in.' }),
  dataset: Type.Integer({ description: 'The dataset id.' }),
  field: Type.String({ description: "The element's name in the dataset." }),
  label: Type.String({ description: "How people read the value: the element's ui_name." }),
  unit: Type.String({ description: "The element's unit; empty for a score." }),
};

/** One number of one dataset over the summary's days: a vital sign, a pain score. */
export const SummaryMeasure = Type.Object({
  ...MeasureFields,
  latest: Type.Union([SummaryValue, Type.Null()], {
    description: 'The latest value ever recorded, within the days or before them; null for none.',
  }),
  points: Type.Array(SummaryValue, {
    description: `The values of the last ${SUMMARY_DAYS} days, oldest first.`,
  }),
});
export type SummaryMeasure = Static<typeof SummaryMeasure>;

/** One laboratory test: its results on each of the grid's dates. */
export const SummaryLabTest = Type.Object({
  ...MeasureFields,
  abnormal: Type.Boolean({ description: 'One of its results on these dates is out of range.' }),
  results: Type.Array(Type.Union([SummaryValue, Type.Null()]), {
    description: "One per date of the grid, in the grid's order; null where it has none that day.",
  }),
});
export type SummaryLabTest = Static<typeof SummaryLabTest>;

export const SummaryStandingRecord = Type.Object({
  profile: Type.String({ description: 'The profile id the record is in.' }),
  dataset: Type.Integer({ description: 'The dataset id.' }),
  kind: Type.Enum(['AllergyIntolerance', 'Condition', 'MedicationStatement'] as const),
  name: Type.String({ description: "The dataset's name: Allergy, Medical Event, Medication." }),
  date: Day,
  values: Type.Array(
    Type.Object({
      label: Type.String({ description: "The element's ui_name." }),
      value_type: Type.Enum(VALUE_TYPES),
      value: Type.Union([Type.Number(), Type.String()], { description: 'The value as stored.' }),
    }),
    {
      description:
        "The values the record holds, in the config's order; empty ones and its resolved mark left out.",
    },
  ),
});
export type SummaryStandingRecord = Static<typeof SummaryStandingRecord>;

export const SummaryRun = Type.Object({
  id: Type.Integer({ description: 'The routine session id.' }),
  routine_id: Type.Integer(),
  routine_name: Type.String(),
  at: WallClock,
  time_exercising: Type.Integer({ minimum: 0, description: 'Seconds spent exercising.' }),
  exercises_completed: Type.Integer({ minimum: 0 }),
  exercises_skipped: Type.Integer({ minimum: 0 }),
});
export type SummaryRun = Static<typeof SummaryRun>;

/** A run's pain, where routine sessions record it: before, after, and the exercises that hurt. */
export const SummaryRunPain = Type.Object({
  session: Type.Integer({ description: 'The routine session id.' }),
  routine_name: Type.String(),
  at: WallClock,
  before: Type.Union([Type.Integer({ minimum: 0, maximum: 10 }), Type.Null()], {
    description: 'Pain 0 to 10 before the run; null when not given.',
  }),
  after: Type.Union([Type.Integer({ minimum: 0, maximum: 10 }), Type.Null()], {
    description: 'Pain 0 to 10 after the run; null when not given.',
  }),
  hurt: Type.Array(Type.String(), { description: 'The exercises marked as hurting.' }),
});
export type SummaryRunPain = Static<typeof SummaryRunPain>;

export const PatientSummary = Type.Object({
  patient: Type.Object({
    id: Type.Integer(),
    age: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: "Whole years on the patient's today, from the account's date of birth.",
    }),
    sex: Type.Union([Type.Enum(GENDERS), Type.Null()], {
      description: "The account's gender.",
    }),
  }),
  today: Day,
  since: Type.String({
    description: `yyyy-MM-dd, the first of the ${SUMMARY_DAYS} days the charts, pain and training cover.`,
  }),
  areas: Type.Array(Type.String(), {
    description: 'The areas the grant shares with this doctor now; a section not shared is absent.',
  }),
  standing: Type.Optional(
    Type.Object(
      { records: Type.Array(SummaryStandingRecord) },
      {
        description:
          'The allergies, conditions and medications that still hold, whenever they were recorded, newest first.',
      },
    ),
  ),
  vital_signs: Type.Optional(
    Type.Object(
      { measures: Type.Array(SummaryMeasure) },
      { description: 'Each vital sign of the profiles the configs place here, in their order.' },
    ),
  ),
  laboratory: Type.Optional(
    Type.Object(
      {
        dates: Type.Array(Day, {
          maxItems: SUMMARY_LAB_DATES,
          description: 'The latest days with a result, newest first.',
        }),
        tests: Type.Array(SummaryLabTest, {
          description: 'The tests with a result on these dates, those out of range first.',
        }),
      },
      { description: 'The last panels as a grid: test × date.' },
    ),
  ),
  pain: Type.Optional(
    Type.Object(
      {
        measures: Type.Array(SummaryMeasure),
      },
      { description: `Pain of the last ${SUMMARY_DAYS} days.` },
    ),
  ),
  training: Type.Optional(
    Type.Object(
      {
        sessions: Type.Integer({ minimum: 0, description: 'Routine sessions in the days.' }),
        per_week: Type.Number({ minimum: 0, description: 'Sessions a week over the days.' }),
        time_exercising: Type.Integer({ minimum: 0, description: 'Seconds exercising in all.' }),
        runs: Type.Array(SummaryRun, {
          maxItems: SUMMARY_RUNS_MAX,
          description: 'The runs of the days, newest first.',
        }),
        run_pain: Type.Array(SummaryRunPain, {
          description:
            'Runs of the days with the pain recorded around them, newest first; empty while sessions record none.',
        }),
        prescribed: Type.Array(RoutineReply, {
          description: 'The routines clinicians prescribed, with their plans.',
        }),
      },
      { description: `Workout of the last ${SUMMARY_DAYS} days.` },
    ),
  ),
});
export type PatientSummary = Static<typeof PatientSummary>;

export const PatientSummaryReply = Type.Object({
  status: Type.Literal('success'),
  data: PatientSummary,
});
export type PatientSummaryReply = Static<typeof PatientSummaryReply>;
