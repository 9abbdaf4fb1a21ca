import type { EditRoutineBody, RoutineReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  ROUTINE_CATEGORY_KEYS,
  type RoutineCategoryKey,
} from '../../../shared/workout/workoutVocabulary';
import { youtubeVideoId } from '../../../shared/workout/youtubeVideoId';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { workoutTexts } from './workoutTexts';

/** 'Edit Routine' as typed: the routine's texts, its category and its video as pasted. */
export interface EditRoutineValues {
  name: string;
  youtube_url: string;
  category: RoutineCategoryKey;
  description: string;
  safety_info: string;
}

export function isRoutineCategory(value: string): value is RoutineCategoryKey {
  return (ROUTINE_CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The form starts from the routine; a category Motus no longer has reads as the first. */
export function editRoutineValuesOf(routine: RoutineReply): EditRoutineValues {
  return {
    name: routine.name,
    youtube_url: routine.youtube_url,
    category: isRoutineCategory(routine.category) ? routine.category : ROUTINE_CATEGORY_KEYS[0],
    description: routine.description,
    safety_info: routine.safety_info,
  };
}

/** docs/product.md#workout-routines: a name is required; a video is a YouTube link, its id, or none. */
export function validateEditRoutine(values: EditRoutineValues): FieldErrors<EditRoutineValues> {
  return {
    name: values.name.trim() === '' ? workoutMessages.requiredField : undefined,
    youtube_url:
      youtubeVideoId(values.youtube_url) === undefined ? workoutTexts.youtubeInvalid : undefined,
  };
}

/** The edit as the API takes it, the video as its id; call only once validateEditRoutine found nothing. */
export function toEditRoutineBody(id: number, values: EditRoutineValues): EditRoutineBody {
  return {
    id,
    name: values.name.trim(),
    youtube_url: youtubeVideoId(values.youtube_url) ?? '',
    safety_info: values.safety_info,
    category: values.category,
    description: values.description,
  };
}
