import type { ParsedProfileConfigFile } from '../../shared/profile-config/parseProfileConfigText';
import { shapeCheckOf } from '../../shared/profile-config/configSchemaProblems';
import {
  describeProblem,
  ProfileConfigError,
} from '../../shared/profile-config/profileConfigError';
import {
  ExerciseLibraryFileSchema,
  TemplateRoutinesFileSchema,
  type WorkoutCatalogue,
} from '../../shared/workout/workoutCatalogueSchema';

const checkLibrary = shapeCheckOf(ExerciseLibraryFileSchema);
const checkTemplates = shapeCheckOf(TemplateRoutinesFileSchema);

/** Where each place of a list holds a value already seen, e.g. a second exercise id 12. */
function repeats<T>(items: readonly T[], keyOf: (item: T) => string | number) {
  const seen = new Map<string | number, number>();
  const found: { index: number; first: number; key: string | number }[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else found.push({ index, first, key });
  });
  return found;
}

/**
 * Checks the exercise library and the template routines together: each file against its
 * schema, ids and names unique (saved routines refer to exercise ids, people tell
 * templates apart by name), and every template exercise in the library. Throws one
 * ProfileConfigError naming every file, place and rule broken.
 */
export function validateWorkoutCatalogue(
  library: ParsedProfileConfigFile,
  templates: ParsedProfileConfigFile,
): WorkoutCatalogue {
  const problems: string[] = [];
  const libraryShape = checkLibrary(library.json);
  const templateShape = checkTemplates(templates.json);
  for (const [file, shape] of [
    [library.file, libraryShape],
    [templates.file, templateShape],
  ] as const) {
    problems.push(...shape.problems.map(({ path, rule }) => describeProblem(file, path, rule)));
  }
  if (libraryShape.value === undefined || templateShape.value === undefined) {
    throw new ProfileConfigError(problems);
  }
  const { exercises } = libraryShape.value;
  const templateList = templateShape.value.templates;

  for (const { index, first, key } of repeats(exercises, (exercise) => exercise.id)) {
    problems.push(
      describeProblem(
        library.file,
        `exercises[${index}].id`,
        `${key} is already the id of exercises[${first}]`,
      ),
    );
  }
  for (const { index, first, key } of repeats(exercises, (exercise) =>
    exercise.name.toLowerCase(),
  )) {
    problems.push(
      describeProblem(
        library.file,
        `exercises[${index}].name`,
        `"${key}" is already the name of exercises[${first}]`,
      ),
    );
  }
  for (const { index, first, key } of repeats(templateList, (template) => template.id)) {
    problems.push(
      describeProblem(
        templates.file,
        `templates[${index}].id`,
        `${key} is already the id of templates[${first}]`,
      ),
    );
  }
  for (const { index, first, key } of repeats(templateList, (template) =>
    template.name.toLowerCase(),
  )) {
    problems.push(
      describeProblem(
        templates.file,
        `templates[${index}].name`,
        `"${key}" is already the name of templates[${first}]`,
      ),
    );
  }
  const exerciseIds = new Set(exercises.map((exercise) => exercise.id));
  templateList.forEach((template, index) => {
    template.exercises.forEach((entry, position) => {
      if (!exerciseIds.has(entry.exercise)) {
        problems.push(
          describeProblem(
            templates.file,
            `templates[${index}].exercises[${position}].exercise`,
            `${entry.exercise} is not the id of an exercise in ${library.file}`,
          ),
        );
      }
    });
  });
  if (problems.length > 0) throw new ProfileConfigError(problems);
  return { exercises, templates: templateList };
}
