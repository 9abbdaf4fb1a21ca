import { Type, type Static } from 'typebox';
import {
  BODY_PART_KEYS,
  EXERCISE_TYPE_KEYS,
  ROUTINE_CATEGORY_KEYS,
  TEMPLATE_CATEGORY_KEYS,
} from './workoutVocabulary';

/**
 * The one definition of the workout catalogue files (profile-configs/workout/*.json):
 * the exercise library and the template routines. Adding an exercise or a template is an
 * entry in those files, checked against this schema at start, and no code.
 */

const Text = Type.String({ minLength: 1 });
const YoutubeId = Type.String({
  pattern: '^([A-Za-z0-9_-]{11})?$',
  description: 'A YouTube video id (11 characters), not a link; empty when there is none.',
});
/** The repetitions and seconds an exercise's dose may have: the catalogue's and a prescription's. */
export const REPS_RANGE = { minimum: 1, maximum: 500 } as const;
export const SECONDS_RANGE = { minimum: 1, maximum: 3600 } as const;
const Reps = Type.Union([Type.Integer(REPS_RANGE), Type.Null()], {
  description: 'Repetitions per set; null when the exercise is held for a time instead.',
});
const Seconds = Type.Union([Type.Integer(SECONDS_RANGE), Type.Null()], {
  description: 'How long, in seconds; null when the exercise is counted in repetitions only.',
});

export const CatalogueExerciseSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Never reused: saved routines refer to it.' }),
    name: Text,
    description: Text,
    safety_info: Text,
    exercise_type: Type.Enum(EXERCISE_TYPE_KEYS),
    body_parts: Type.Array(Type.Enum(BODY_PART_KEYS), { minItems: 1, uniqueItems: true }),
    category: Type.Enum(ROUTINE_CATEGORY_KEYS),
    contributor: Type.Optional(Type.Integer({ minimum: 1 })),
    youtube_url: Type.Optional(YoutubeId),
    animation: Type.Optional(
      Type.String({
        pattern: '^/images/exercises/[a-z0-9-]+\\.(svg|png|gif|webp)$',
        description:
          'An image of ours under public/images/exercises/; without it the body map of the parts worked is drawn.',
      }),
    ),
    reps: Reps,
    time: Seconds,
  },
  { additionalProperties: false },
);
export type CatalogueExercise = Static<typeof CatalogueExerciseSchema>;

export const TemplateExerciseSchema = Type.Object(
  {
    exercise: Type.Integer({ minimum: 1, description: 'The id of an exercise in the library.' }),
    reps: Reps,
    time: Seconds,
  },
  { additionalProperties: false },
);

export const CatalogueTemplateSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Text,
    category: Type.Enum(TEMPLATE_CATEGORY_KEYS),
    listing: Type.String({
      pattern: '^[a-z][a-z0-9 ]*$',
      description: 'What the template is for, searched by the Select Routines dialog: e.g. "knee".',
    }),
    description: Text,
    safety_info: Text,
    youtube_url: Type.Optional(YoutubeId),
    exercises: Type.Array(TemplateExerciseSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type CatalogueTemplate = Static<typeof CatalogueTemplateSchema>;

export const ExerciseLibraryFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    exercises: Type.Array(CatalogueExerciseSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const TemplateRoutinesFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    templates: Type.Array(CatalogueTemplateSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export interface WorkoutCatalogue {
  exercises: CatalogueExercise[];
  templates: CatalogueTemplate[];
}
