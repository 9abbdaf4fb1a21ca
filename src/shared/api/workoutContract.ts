import { Type, type Static } from 'typebox';
import { CALENDAR_DATE_FORMAT, CALENDAR_DATE_TIME_FORMAT } from './calendarFormats';
import {
  BIGINT_ID_RANGE,
  BIGINT_ID_TEXT_PATTERN,
  INTEGER_ID_RANGE,
  PAGE_RANGE,
  PAGE_TEXT_PATTERN,
} from './idRanges';
import { MultilineText } from './multilineText';
import {
  DOSAGE_LIMITS,
  DOSAGE_NOTE_MAX,
  ISO_WEEKDAYS,
  PLAN_NOTE_MAX,
} from '../workout/prescriptionLimits';
import {
  BODY_PART_KEYS,
  BODY_PARTS,
  EXERCISE_TYPE_KEYS,
  EXERCISE_TYPES,
  ROUTINE_CATEGORY_KEYS,
  TEMPLATE_CATEGORY_KEYS,
} from '../workout/workoutVocabulary';

/**
 * The workout calls of docs/product.md#workout-routines, and one read of ours beyond them (docs/api.md):
 * the saved sessions of a routine, so a person in rehab can look back on their runs. Both sides read
 * these: the server answers with them, the browser's workout endpoints call them.
 */
export const workoutPaths = {
  routines: '/v2/conditioning/routine/get/',
  templates: '/v2/conditioning/template-routine/get/',
  copyTemplates: '/v2/conditioning/template-routine/copy/',
  exercises: '/v2/conditioning/exercises/',
  createRoutine: '/v2/conditioning/routine/create/',
  editRoutine: '/v2/conditioning/routine/edit/',
  /** DELETE with ?id={id}. */
  deleteRoutine: '/v2/conditioning/routine/delete/',
  deleteRoutineExercise: '/v2/conditioning/routine/exercise/delete/',
  /** A person hides (or shows again) a routine in their list: beyond docs/product.md. */
  hideRoutine: '/v2/conditioning/routine/hide/',
  /** A patient asks their clinician to stop a prescribed routine: beyond docs/product.md. */
  stopRequest: '/v2/conditioning/routine/stop-request/',
  createSession: '/v2/conditioning/routine/session/create/',
  /** GET with ?routine_id={id}: an addition to the product's calls (docs/api.md). */
  sessions: '/v2/conditioning/routine/session/get/',
  /** The body map drawn for an exercise without an image of its own. */
  exerciseAnimation: (exerciseId: number | string) =>
    `/v2/conditioning/exercises/${exerciseId}/animation.svg`,
} as const;

/** Templates per page of 'Select Routines' (our choice: docs/product.md#workout-routines). */
export const TEMPLATE_PAGE_SIZE = 8;

/** A routine's, a routine exercise's or a session's id: bigserial columns. */
const Id = Type.Integer(BIGINT_ID_RANGE);
/** A query-string id: the query is text and the server does not coerce types. */
const QueryId = Type.String({
  pattern: BIGINT_ID_TEXT_PATTERN,
  description: 'A positive whole number.',
});
const YoutubeId = Type.String({
  pattern: '^([A-Za-z0-9_-]{11})?$',
  description: 'A YouTube video id (11 characters) or empty; the link is built from it',
});
const Reps = Type.Union([Type.Integer(), Type.Null()]);

export const ExerciseReply = Type.Object({
  id: Id,
  name: Type.String(),
  animation: Type.String({ description: 'Address of the exercise image.' }),
  description: Type.String(),
  safety_info: Type.String(),
  exercise_type: Type.String(),
  body_parts: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  youtube_url: Type.String(),
  category: Type.String(),
  contributor: Type.Integer(),
});
export type ExerciseReply = Static<typeof ExerciseReply>;

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** An exercise's dosage as stored: every field null when not given. */
export const DosageReply = Type.Object({
  sets: NullableInteger,
  reps: NullableInteger,
  hold_seconds: NullableInteger,
  time_seconds: NullableInteger,
  note: NullableText,
});
export type DosageReply = Static<typeof DosageReply>;

export const RoutineExerciseReply = Type.Object({
  id: Id,
  reps: Reps,
  time: Type.Union([Type.Integer(), Type.Null()], { description: 'Seconds; null when none.' }),
  /** A person's routine's whole dosage (reps and time again, with sets, hold and a note); templates have none. */
  dosage: Type.Optional(DosageReply),
  exercise: ExerciseReply,
});
export type RoutineExerciseReply = Static<typeof RoutineExerciseReply>;

const RoutineFields = {
  id: Id,
  name: Type.String(),
  category: Type.String(),
  description: Type.String(),
  safety_info: Type.String(),
  youtube_url: Type.String(),
  routineexercise_set: Type.Array(RoutineExerciseReply),
};

/** A prescribed routine's plan as the patient and their clinicians read it (decision 043). */
export const PlanReply = Type.Object({
  days: Type.Array(Type.Integer(), { description: 'ISO weekdays, 1 Monday … 7 Sunday.' }),
  starts_on: Type.String({ description: 'yyyy-MM-dd' }),
  ends_on: NullableText,
  note: Type.String(),
  in_force: Type.Boolean({
    description:
      "Between its first and last day in the patient's time zone, not ended, and its prescriber still a doctor.",
  }),
  ended_at: Type.Union([Type.String(), Type.Null()], {
    description: 'When the clinician ended it (ISO 8601); null while not ended.',
  }),
});
export type PlanReply = Static<typeof PlanReply>;

export const PrescriberReply = Type.Union(
  [Type.Object({ id: Id, first_name: Type.String(), last_name: Type.String() }), Type.Null()],
  {
    description:
      "Who prescribed the routine; null for the person's own, and for a prescriber whose account is gone (plan not null).",
  },
);

export const RoutineReply = Type.Object({
  ...RoutineFields,
  prescribed_by: PrescriberReply,
  plan: Type.Union([PlanReply, Type.Null()], {
    description: "The prescription's plan; null for the person's own routine.",
  }),
  /** The prescriber no longer a doctor (or their account gone): the routine stays, its plan ended. */
  prescriber_left: Type.Boolean(),
  hidden: Type.Boolean({ description: 'Hidden by the person: shown under Hidden.' }),
  stop_requested_at: Type.Union([Type.String(), Type.Null()], {
    description: 'When the patient asked to stop this prescribed routine (ISO 8601); null if not.',
  }),
  last_run: Type.Union([Type.String(), Type.Null()], {
    description: 'created_on (yyyy-MM-dd HH:mm) of the latest saved session; null before one.',
  }),
  times_run: Type.Integer({ description: 'How many sessions of this routine are saved.' }),
});
export type RoutineReply = Static<typeof RoutineReply>;

export const TemplateRoutineReply = Type.Object({ ...RoutineFields, listing: Type.String() });
export type TemplateRoutineReply = Static<typeof TemplateRoutineReply>;

export const RoutinesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(RoutineReply),
});
export type RoutinesReply = Static<typeof RoutinesReply>;

/**
 * 'Select Routines' sends a form (docs/product.md#workout-routines): page, plus a category or a listing search.
 * Form fields arrive as text, so page is a number or its digits.
 */
export const TemplatesBody = Type.Object(
  {
    page: Type.Union([Type.Integer(PAGE_RANGE), Type.String({ pattern: PAGE_TEXT_PATTERN })], {
      description: 'From 1.',
    }),
    category: Type.Optional(Type.Enum(TEMPLATE_CATEGORY_KEYS)),
    listing: Type.Optional(
      Type.String({
        maxLength: 80,
        description: "Words a template's name or listing must contain (the dialog's Search).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type TemplatesBody = Static<typeof TemplatesBody>;

export const TemplatesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    pages: Type.Integer({ description: 'How many pages the filter gives; at least 1.' }),
    page: Type.Integer(),
    result: Type.Array(TemplateRoutineReply),
  }),
});
export type TemplatesReply = Static<typeof TemplatesReply>;

/**
 * One item of a selected list (docs/product.md#workout-routines): the id, or the item itself as a list call gave it
 * (a template routine of template-routine/get, an exercise of exercises), of which only
 * the id is read. The server turns both into ids (routes/workout/selectedLists.ts).
 */
function SelectedItem(what: string) {
  // Exercises and template routines are the catalogue's, kept in integer columns.
  const CatalogueId = Type.Integer(INTEGER_ID_RANGE);
  return Type.Union(
    [
      Type.Integer({ ...INTEGER_ID_RANGE, description: `The ${what}'s id.` }),
      Type.Object(
        { id: CatalogueId },
        {
          additionalProperties: true,
          description: `The ${what} as the list call gave it; only its id is read, the other properties are ignored.`,
        },
      ),
    ],
    { description: `A ${what}: its id, or an object with its id.` },
  );
}
export type SelectedItem = Static<ReturnType<typeof SelectedItem>>;

/** A number of a dosage: its limits are checked in words by the server (prescriptionLimits.ts). */
function DosageNumber(what: string, field: keyof typeof DOSAGE_LIMITS) {
  const { minimum, maximum } = DOSAGE_LIMITS[field];
  return Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], { description: `${what}, ${minimum}–${maximum}.` }),
  );
}

/** A prescribed dosage of one exercise (decision 043): every field optional. */
export const DosageBody = Type.Object(
  {
    sets: DosageNumber('Sets', 'sets'),
    reps: DosageNumber('Repetitions per set', 'reps'),
    hold_seconds: DosageNumber('Seconds each repetition is held', 'hold_seconds'),
    time_seconds: DosageNumber('Seconds the exercise lasts', 'time_seconds'),
    note: Type.Optional(Type.Union([Type.String({ maxLength: DOSAGE_NOTE_MAX }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type DosageBody = Static<typeof DosageBody>;

/** The days a prescribed routine is to be done on (decision 043). */
export const PlanBody = Type.Object(
  {
    days: Type.Array(Type.Integer(), {
      maxItems: ISO_WEEKDAYS.length + 1,
      description: 'ISO weekdays 1 (Monday) … 7 (Sunday), each once, at least one.',
    }),
    starts_on: Type.String({ format: CALENDAR_DATE_FORMAT, description: 'yyyy-MM-dd' }),
    ends_on: Type.Optional(
      Type.Union([
        Type.String({ format: CALENDAR_DATE_FORMAT, description: 'yyyy-MM-dd, the last day.' }),
        Type.Null(),
      ]),
    ),
    note: Type.Optional(Type.String({ maxLength: PLAN_NOTE_MAX })),
  },
  {
    additionalProperties: false,
    description:
      "The prescription's plan: required with patient_id (a clinician prescribing), refused without it.",
  },
);
export type PlanBody = Static<typeof PlanBody>;

export const CopyTemplatesBody = Type.Object(
  {
    template_routines: Type.Array(SelectedItem('template routine'), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      description: 'The selected template routines, each once.',
    }),
    plan: Type.Optional(PlanBody),
  },
  { additionalProperties: false },
);
export type CopyTemplatesBody = Static<typeof CopyTemplatesBody>;

/**
 * A ticked checkbox of 'Select Exercises' (docs/product.md#workout-routines): the key the API uses, or the label the
 * dialog shows, in any case ('knee', 'Knee', 'KNEE'). The server turns both into keys and
 * refuses any other text (routes/workout/selectedLists.ts). The label comes first so that a
 * value of the wrong type is refused as 'must be string', not as no allowed key.
 */
function VocabularyTerm<K extends string>(
  keys: [K, ...K[]],
  entries: readonly { key: K; label: string }[],
  what: string,
) {
  const labels = entries.map((entry) => entry.label);
  return Type.Union(
    [
      Type.String({
        minLength: 1,
        maxLength: Math.max(...[...keys, ...labels].map((term) => term.length)),
        description: `The ${what}'s label, in any case: ${labels.join(', ')}.`,
      }),
      Type.Enum(keys, { description: `The ${what}'s id.` }),
    ],
    { description: `A ${what}: its id or its label.` },
  );
}

export const ExercisesBody = Type.Object(
  {
    body_parts: Type.Array(VocabularyTerm(BODY_PART_KEYS, BODY_PARTS, 'body part'), {
      maxItems: BODY_PARTS.length,
      uniqueItems: true,
      description: 'The ticked body parts; none does not filter.',
    }),
    exercise_types: Type.Array(
      VocabularyTerm(EXERCISE_TYPE_KEYS, EXERCISE_TYPES, 'exercise type'),
      {
        maxItems: EXERCISE_TYPES.length,
        uniqueItems: true,
        description: 'The ticked exercise types; none does not filter.',
      },
    ),
  },
  { additionalProperties: false },
);
export type ExercisesBody = Static<typeof ExercisesBody>;

export const ExercisesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(ExerciseReply),
});
export type ExercisesReply = Static<typeof ExercisesReply>;

export const ROUTINE_NAME_MAX = 100;
/** The most exercises a routine is built with, and so the most a run completes or skips. */
export const ROUTINE_EXERCISES_MAX = 40;
export const ROUTINE_TEXT_MAX = 2000;
const RoutineName = Type.String({ minLength: 1, maxLength: ROUTINE_NAME_MAX, pattern: '\\S' });

/**
 * An exercise of Select Exercises as the list call gave it, or with the dosage a clinician
 * prescribes; of the other properties only the id is read.
 */
const ExerciseWithDosage = Type.Object(
  { id: Type.Integer(INTEGER_ID_RANGE), dosage: Type.Optional(DosageBody) },
  {
    additionalProperties: true,
    description: "An exercise's id, with its dosage or not; other properties are ignored.",
  },
);

export const CreateRoutineBody = Type.Object(
  {
    exercises: Type.Array(
      Type.Union(
        [
          Type.Integer({ ...INTEGER_ID_RANGE, description: "The exercise's id." }),
          ExerciseWithDosage,
        ],
        {
          description:
            'An exercise: its id, or an object with its id (and, in a prescription, its dosage).',
        },
      ),
      {
        minItems: 1,
        maxItems: ROUTINE_EXERCISES_MAX,
        uniqueItems: true,
        description:
          'The selected exercises of the library, each once, in the order of the routine.',
      },
    ),
    routine: Type.Integer({
      minimum: 0,
      maximum: INTEGER_ID_RANGE.maximum,
      description: "The client's count of custom routines built; accepted, not stored.",
    }),
    name: RoutineName,
    plan: Type.Optional(PlanBody),
  },
  { additionalProperties: false },
);
export type CreateRoutineBody = Static<typeof CreateRoutineBody>;

export const EditRoutineBody = Type.Object(
  {
    id: Id,
    name: RoutineName,
    youtube_url: YoutubeId,
    safety_info: MultilineText({ maxLength: ROUTINE_TEXT_MAX }),
    category: Type.Enum(ROUTINE_CATEGORY_KEYS),
    description: MultilineText({ maxLength: ROUTINE_TEXT_MAX }),
    /** A new dosage per routine exercise (its id): the clinician's, or the person's own routine. */
    dosages: Type.Optional(
      Type.Array(Type.Object({ id: Id, dosage: DosageBody }, { additionalProperties: false }), {
        maxItems: ROUTINE_EXERCISES_MAX,
      }),
    ),
    plan: Type.Optional(PlanBody),
    end_plan: Type.Optional(Type.Literal(true, { description: 'Ends the plan today.' })),
  },
  { additionalProperties: false },
);
export type EditRoutineBody = Static<typeof EditRoutineBody>;

export const HideRoutineBody = Type.Object(
  { id: Id, hidden: Type.Boolean() },
  { additionalProperties: false },
);
export type HideRoutineBody = Static<typeof HideRoutineBody>;

export const StopRequestBody = Type.Object({ id: Id }, { additionalProperties: false });
export type StopRequestBody = Static<typeof StopRequestBody>;

export const DeleteRoutineQuery = Type.Object({ id: QueryId }, { additionalProperties: false });

export const DeleteRoutineExerciseBody = Type.Object(
  {
    exercise: Type.Integer({ ...BIGINT_ID_RANGE, description: 'The routine exercise id.' }),
    routine: Type.Integer({ ...BIGINT_ID_RANGE, description: 'The routine id.' }),
  },
  { additionalProperties: false },
);
export type DeleteRoutineExerciseBody = Static<typeof DeleteRoutineExerciseBody>;

/** A run lasts at most a day: a longer one is a clock gone wrong, not a workout. */
export const SESSION_MAX_SECONDS = 86_400;

/** The numeric rating scale of the Pain Score profile: 0 no pain … 10 the worst imaginable. */
export const PAIN_RATING = { minimum: 0, maximum: 10 } as const;

const PainRating = (when: string) =>
  Type.Optional(
    Type.Integer({
      ...PAIN_RATING,
      description: `Pain ${when}, 0–10; absent when not asked or skipped (decision 045).`,
    }),
  );
const PainRatingReply = Type.Union([Type.Integer(PAIN_RATING), Type.Null()], {
  description: 'Pain 0–10; null when not asked or skipped.',
});

export const SessionExerciseRecord = Type.Object(
  {
    actual_reps: Type.Union([Type.Integer({ minimum: 0, maximum: 10_000 }), Type.Null()]),
    actual_time: Type.Number({
      minimum: 0,
      maximum: 24,
      multipleOf: 0.01,
      description: 'Tracked time as hours.minutes (1 h 5 min is 1.05).',
    }),
    routine_exercise_id: Id,
    hurt: Type.Optional(Type.Boolean({ description: 'Marked "This hurt" during the run.' })),
  },
  { additionalProperties: false },
);
export type SessionExerciseRecord = Static<typeof SessionExerciseRecord>;

export const CreateSessionBody = Type.Object(
  {
    routine_id: Id,
    created_on: Type.String({
      format: CALENDAR_DATE_TIME_FORMAT,
      description: 'When the run finished, yyyy-MM-dd HH:mm.',
    }),
    time_total: Type.Integer({ minimum: 0, maximum: SESSION_MAX_SECONDS, description: 'Seconds.' }),
    time_exercising: Type.Integer({
      minimum: 0,
      maximum: SESSION_MAX_SECONDS,
      description: 'Seconds.',
    }),
    exercises_completed: Type.Integer({ minimum: 0, maximum: ROUTINE_EXERCISES_MAX }),
    exercises_skipped: Type.Integer({ minimum: 0, maximum: ROUTINE_EXERCISES_MAX }),
    session_routine_exercises: Type.Array(SessionExerciseRecord, {
      maxItems: ROUTINE_EXERCISES_MAX,
    }),
    pain_before: PainRating('before the first exercise'),
    pain_after: PainRating('after the last exercise'),
  },
  { additionalProperties: false },
);
export type CreateSessionBody = Static<typeof CreateSessionBody>;

export const SessionsQuery = Type.Object({ routine_id: QueryId }, { additionalProperties: false });

export const RoutineSessionReply = Type.Object({
  id: Id,
  created_on: Type.String(),
  time_total: Type.Integer(),
  time_exercising: Type.Integer(),
  exercises_completed: Type.Integer(),
  exercises_skipped: Type.Integer(),
  pain_before: PainRatingReply,
  pain_after: PainRatingReply,
  session_routine_exercises: Type.Array(
    Type.Object({
      routine_exercise_id: Id,
      exercise_name: Type.String(),
      actual_reps: Type.Union([Type.Integer(), Type.Null()]),
      actual_time: Type.Number(),
      hurt: Type.Boolean({ description: 'Marked "This hurt"; false when not marked.' }),
    }),
  ),
});
export type RoutineSessionReply = Static<typeof RoutineSessionReply>;

export const SessionsReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(RoutineSessionReply),
});
export type SessionsReply = Static<typeof SessionsReply>;
