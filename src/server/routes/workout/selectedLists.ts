import type { SelectedItem } from '../../../shared/api/workoutContract';
import { BODY_PARTS, EXERCISE_TYPES } from '../../../shared/workout/workoutVocabulary';
import { workoutRefusals } from './workoutRefusals';

// The lists a workout call receives come in two forms ("the selected list", docs/product.md#workout-routines):
// ids or the objects a list call gave, keys or the labels a person ticked (decision 024).
// Each kind of field is turned into ids here, once, for every route that has one.

/** A field's ids, or why the field was refused (a 400's message, naming the item). */
export type Normalised<T> = { ok: true; value: T } | { ok: false; refusal: string };

/** The ids of a selected list (each item an id or an object with one); each id once. */
function selectedIds(
  field: 'template_routines' | 'exercises',
  items: readonly SelectedItem[],
): Normalised<number[]> {
  const positions = new Map<number, number>();
  for (const [position, item] of items.entries()) {
    const id = typeof item === 'number' ? item : item.id;
    const first = positions.get(id);
    if (first !== undefined) {
      return { ok: false, refusal: workoutRefusals.selectedTwice(field, position, id, first) };
    }
    positions.set(id, position);
  }
  return { ok: true, value: [...positions.keys()] };
}

const notInCatalogue = {
  exercises: workoutRefusals.noExercise,
  template_routines: workoutRefusals.noTemplate,
} as const;

/** The catalogue entries a selected list names, in its order; refused at the first one unknown. */
export function selectedEntries<T>(
  field: keyof typeof notInCatalogue,
  items: readonly SelectedItem[],
  find: (id: number) => T | undefined,
): Normalised<T[]> {
  const ids = selectedIds(field, items);
  if (!ids.ok) return ids;
  const entries: T[] = [];
  for (const [position, id] of ids.value.entries()) {
    const entry = find(id);
    if (entry === undefined) return { ok: false, refusal: notInCatalogue[field](position, id) };
    entries.push(entry);
  }
  return { ok: true, value: entries };
}

const vocabularies = {
  body_parts: { what: 'a body part', entries: BODY_PARTS },
  exercise_types: { what: 'an exercise type', entries: EXERCISE_TYPES },
} as const;
type VocabularyField = keyof typeof vocabularies;
type KeyOf<F extends VocabularyField> = (typeof vocabularies)[F]['entries'][number]['key'];

/** Each term, a key or a label in any case, as its key; a filter, so repeats are dropped. */
export function vocabularyKeys<F extends VocabularyField>(
  field: F,
  terms: readonly string[],
): Normalised<KeyOf<F>[]> {
  const { what, entries } = vocabularies[field];
  const keys = new Set<KeyOf<F>>();
  for (const [position, term] of terms.entries()) {
    const wanted = term.toLowerCase();
    const entry = entries.find(
      (candidate) => candidate.key === wanted || candidate.label.toLowerCase() === wanted,
    );
    if (!entry) {
      return {
        ok: false,
        refusal: workoutRefusals.unknownTerm(field, position, term, what, entries),
      };
    }
    keys.add(entry.key);
  }
  return { ok: true, value: [...keys] };
}
