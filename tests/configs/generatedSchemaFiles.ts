import { profileConfigJsonSchema } from '../../src/shared/profile-config/profileConfigJsonSchema';
import {
  exerciseLibraryJsonSchema,
  templateRoutinesJsonSchema,
} from '../../src/shared/workout/workoutCatalogueJsonSchema';

/** Every JSON Schema file generated from TypeBox, and the data files that name it. */
export const generatedSchemaFiles = [
  { file: 'profile-configs/profile-config.schema.json', schema: profileConfigJsonSchema },
  {
    file: 'profile-configs/workout/exercises.schema.json',
    schema: exerciseLibraryJsonSchema,
    namedBy: 'profile-configs/workout/exercises.json',
  },
  {
    file: 'profile-configs/workout/templates.schema.json',
    schema: templateRoutinesJsonSchema,
    namedBy: 'profile-configs/workout/templates.json',
  },
] as const;
