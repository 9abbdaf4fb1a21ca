import type { CopyTemplatesBody } from '../../../shared/api/workoutContract';
import {
  TEMPLATE_CATEGORY_KEYS,
  type TemplateCategoryKey,
} from '../../../shared/workout/workoutVocabulary';

/**
 * 'Select Routines' as chosen: the category filter ('' for all), the search as typed, and the
 * routines ticked, in the order they were ticked, across pages and filters.
 */
export interface SelectRoutinesValues {
  category: TemplateCategoryKey | '';
  search: string;
  routines: readonly number[];
}

export const noRoutinesChosen: SelectRoutinesValues = { category: '', search: '', routines: [] };

export function isTemplateCategory(value: string): value is TemplateCategoryKey {
  return (TEMPLATE_CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The copy call; call only once a routine is ticked (none is said in a toast). */
export function toCopyTemplatesBody(values: SelectRoutinesValues): CopyTemplatesBody {
  return { template_routines: [...values.routines] };
}
