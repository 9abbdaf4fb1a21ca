import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseProfileConfigText } from '../../shared/profile-config/parseProfileConfigText';
import { ProfileConfigError } from '../../shared/profile-config/profileConfigError';
import type { WorkoutCatalogue } from '../../shared/workout/workoutCatalogueSchema';
import { validateWorkoutCatalogue } from './validateWorkoutCatalogue';

export const EXERCISE_LIBRARY_FILE = 'exercises.json';
export const TEMPLATE_ROUTINES_FILE = 'templates.json';

async function readCatalogueFile(dir: string, name: string) {
  const full = path.join(dir, name);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the workout catalogue file ${full} (WORKOUT_CATALOGUE_DIR)`, {
      cause: error,
    });
  }
  const relative = path.relative(process.cwd(), full);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
  return parseProfileConfigText(shown, text);
}

/**
 * Reads the exercise library and the template routines (WORKOUT_CATALOGUE_DIR) and checks
 * them; the server refuses to start on a broken catalogue, naming file, place and rule.
 */
export async function loadWorkoutCatalogue(dir: string): Promise<WorkoutCatalogue> {
  const files = await Promise.allSettled([
    readCatalogueFile(dir, EXERCISE_LIBRARY_FILE),
    readCatalogueFile(dir, TEMPLATE_ROUTINES_FILE),
  ]);
  const problems: string[] = [];
  for (const file of files) {
    if (file.status === 'fulfilled') continue;
    if (file.reason instanceof ProfileConfigError) problems.push(...file.reason.problems);
    else throw file.reason;
  }
  const [library, templates] = files;
  if (library.status !== 'fulfilled' || templates.status !== 'fulfilled') {
    throw new ProfileConfigError(problems);
  }
  return validateWorkoutCatalogue(library.value, templates.value);
}
