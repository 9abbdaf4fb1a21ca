/**
 * The words of the workout area (docs/product.md#workout-routines): body parts, exercise types and routine
 * categories, each with the key the API sends and the label a person reads.
 */

/** The twelve body parts of the 'Select Exercises' dialog, in its order (docs/product.md#workout-routines). */
export const BODY_PARTS = [
  { key: 'chest', label: 'Chest' },
  { key: 'back', label: 'Back (C-T-L Spine)' },
  { key: 'abdomen', label: 'Abdomen' },
  { key: 'arm', label: 'Arm' },
  { key: 'elbow_forearm', label: 'Elbow/Forearm' },
  { key: 'wrist_hand', label: 'Wrist/Hand' },
  { key: 'buttock', label: 'Buttock' },
  { key: 'hip', label: 'Hip' },
  { key: 'upper_leg', label: 'Upper Leg' },
  { key: 'knee', label: 'Knee' },
  { key: 'lower_leg', label: 'Lower Leg' },
  { key: 'ankle_foot', label: 'Ankle/Foot' },
] as const;
export type BodyPartKey = (typeof BODY_PARTS)[number]['key'];
export const BODY_PART_KEYS = BODY_PARTS.map((part) => part.key) as [BodyPartKey, ...BodyPartKey[]];

/** The five exercise types (docs/product.md#workout-routines), with the labels of the dialog's checkboxes. */
export const EXERCISE_TYPES = [
  { key: 'strengthen', label: 'Strengthen' },
  { key: 'stretch', label: 'Stretch' },
  { key: 'yoga', label: 'Yoga' },
  { key: 'strap_brace', label: 'Strap/Brace' },
  { key: 'rom', label: 'ROM' },
] as const;
export type ExerciseTypeKey = (typeof EXERCISE_TYPES)[number]['key'];
export const EXERCISE_TYPE_KEYS = EXERCISE_TYPES.map((type) => type.key) as [
  ExerciseTypeKey,
  ...ExerciseTypeKey[],
];

/** Every routine category of docs/product.md#workout-routines; the label is what a list shows. */
export const ROUTINE_CATEGORIES = [
  { key: 'strengthen', label: 'Strengthen' },
  { key: 'rehab', label: 'Rehab' },
  { key: 'sport_injury_prevention', label: 'Sport injury prevention' },
  { key: 'injury_recovery', label: 'Injury recovery' },
  { key: 'post_surgery', label: 'Post surgery' },
  { key: 'medical_related', label: 'Medical related' },
  { key: 'work_injury_prevention', label: 'Work injury prevention' },
  { key: 'conditioning', label: 'Conditioning' },
  { key: 'travel', label: 'Travel' },
] as const;
export type RoutineCategoryKey = (typeof ROUTINE_CATEGORIES)[number]['key'];
export const ROUTINE_CATEGORY_KEYS = ROUTINE_CATEGORIES.map((category) => category.key) as [
  RoutineCategoryKey,
  ...RoutineCategoryKey[],
];

/** Template routines are filed under these two (docs/product.md#workout-routines). */
export const TEMPLATE_CATEGORY_KEYS = ['strengthen', 'rehab'] as const;
export type TemplateCategoryKey = (typeof TEMPLATE_CATEGORY_KEYS)[number];

/** Contributor of an exercise nobody else is credited with (docs/product.md#workout-routines). */
export const DEFAULT_CONTRIBUTOR = 1;

export function labelOf(list: readonly { key: string; label: string }[], key: string): string {
  return list.find((entry) => entry.key === key)?.label ?? key;
}
