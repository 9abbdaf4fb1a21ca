import type { RecreatedRoutine } from '../../db/repositories/importedSessionsRepository';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { RoutineCategoryKey } from '../../../shared/workout/workoutVocabulary';

/**
 * The category of a routine an import makes for sessions whose routine the person lacks: the
 * export names the routine only, so one category stands for all (Edit Routine changes it).
 */
const RECREATED_ROUTINE_CATEGORY: RoutineCategoryKey = 'conditioning';

export const RECREATED_ROUTINE: RecreatedRoutine = {
  category: RECREATED_ROUTINE_CATEGORY,
  description: fhirImportMessages.recreatedRoutine,
};
