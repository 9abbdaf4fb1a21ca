import type { SelectedItem } from '../../../shared/api/workoutContract';
import { BODY_PARTS, EXERCISE_TYPES } from '../../../shared/workout/workoutVocabulary';
import { workoutRefusals } from './workoutRefusals';

// The lists a workout call receives come in two forms (000 §7 calls them "the selected list"):
// ids or the objects a list call gave, keys or the labels a person ticked (decision 024).
// Each kind of field is turned into ids here, once, for every route that has one.

/** A field's ids, or why the field was refused (a 400's message, naming the item). */
export type Normalised<T> = { ok: true; value: T } | { ok: false; refusal: string };

/** The ids of a selected list (each item an id or an object with one); each id once. */
export function selectedIds(
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
