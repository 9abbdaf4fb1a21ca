import { ExerciseLibraryFileSchema, TemplateRoutinesFileSchema } from './workoutCatalogueSchema';

/**
 * The documents written beside the workout catalogue (npm run configs:schema), named by
 * each file's "$schema" line so editors complete and check what staff type.
 */
export function exerciseLibraryJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:motus:exercise-library',
    title: 'Motus exercise library',
    ...structuredClone(ExerciseLibraryFileSchema),
  };
}

export function templateRoutinesJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:motus:template-routines',
    title: 'Motus template routines',
    ...structuredClone(TemplateRoutinesFileSchema),
  };
}
