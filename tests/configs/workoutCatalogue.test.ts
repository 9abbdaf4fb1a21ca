import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorkoutCatalogue } from '../../src/server/workout-catalogue/loadWorkoutCatalogue';
import { ProfileConfigError } from '../../src/shared/profile-config/profileConfigError';
import {
  BODY_PART_KEYS,
  EXERCISE_TYPE_KEYS,
  TEMPLATE_CATEGORY_KEYS,
} from '../../src/shared/workout/workoutVocabulary';

const SHIPPED = path.join('profile-configs', 'workout');
const scratchDirs: string[] = [];

// The files as a staff member edits them, by hand: loose, so a test can break them.
interface EditableFiles {
  exercises: { exercises: { id: number; body_parts: string[]; safety_info?: string }[] };
  templates: { templates: { exercises: { exercise: number }[] }[] };
}

function copyOfCatalogue(edit: (files: EditableFiles) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-catalogue-'));
  scratchDirs.push(dir);
  const read = (name: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(SHIPPED, name), 'utf8'));
  const files = {
    exercises: read('exercises.json'),
    templates: read('templates.json'),
  } as EditableFiles;
  edit(files);
  fs.writeFileSync(path.join(dir, 'exercises.json'), JSON.stringify(files.exercises));
  fs.writeFileSync(path.join(dir, 'templates.json'), JSON.stringify(files.templates));
  return dir;
}

async function problemsOf(dir: string): Promise<readonly string[]> {
  const error = await loadWorkoutCatalogue(dir).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProfileConfigError);
  return (error as ProfileConfigError).problems;
}

afterEach(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the shipped workout catalogue', () => {
  it('is a starting library a physiotherapist would accept', async () => {
    const { exercises, templates } = await loadWorkoutCatalogue(SHIPPED);
    expect(exercises.length).toBeGreaterThanOrEqual(80);
    for (const part of BODY_PART_KEYS) {
      expect(
        exercises.filter((exercise) => exercise.body_parts.includes(part)).length,
        part,
      ).toBeGreaterThan(0);
    }
    for (const type of EXERCISE_TYPE_KEYS) {
      expect(
        exercises.filter((exercise) => exercise.exercise_type === type).length,
        type,
      ).toBeGreaterThan(0);
    }
    for (const exercise of exercises) {
      expect(exercise.description.length, exercise.name).toBeGreaterThan(40);
      expect(exercise.safety_info.length, exercise.name).toBeGreaterThan(20);
    }
    expect(templates.length).toBeGreaterThanOrEqual(20);
    for (const category of TEMPLATE_CATEGORY_KEYS) {
      expect(
        templates.some((template) => template.category === category),
        category,
      ).toBe(true);
    }
  });
});

describe('loadWorkoutCatalogue refuses a broken catalogue, naming file, place and rule', () => {
  it('an exercise of an unknown body part and one without safety information', async () => {
    const dir = copyOfCatalogue(({ exercises }) => {
      exercises.exercises[3]!.body_parts = ['knee', 'elbow'];
      delete exercises.exercises[5]!.safety_info;
    });
    const problems = await problemsOf(dir);
    expect(problems).toContain(
      `${path.join(dir, 'exercises.json')}: exercises[3].body_parts[1]: must be one of ${BODY_PART_KEYS.join(', ')}`,
    );
    expect(problems).toContain(
      `${path.join(dir, 'exercises.json')}: exercises[5].safety_info: is required`,
    );
  });

  it('a reused exercise id and a template exercise that is not in the library', async () => {
    const dir = copyOfCatalogue(({ exercises, templates }) => {
      exercises.exercises[1]!.id = exercises.exercises[0]!.id;
      templates.templates[2]!.exercises[0]!.exercise = 9999;
    });
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${path.join(dir, 'exercises.json')}: exercises[1].id: 1 is already the id of exercises[0]`,
        `${path.join(dir, 'templates.json')}: templates[2].exercises[0].exercise: 9999 is not the id of an exercise in ${path.join(dir, 'exercises.json')}`,
      ]),
    );
  });

  it('a file that is not JSON, by line and column', async () => {
    const dir = copyOfCatalogue(() => undefined);
    fs.writeFileSync(
      path.join(dir, 'templates.json'),
      '{\n  "templates": [\n    { "id": 1, }\n  ]\n}',
    );
    const problems = await problemsOf(dir);
    expect(problems[0]).toMatch(/templates\.json: line 3 column \d+: is not valid JSON/);
  });

  it('a folder without the files', async () => {
    await expect(loadWorkoutCatalogue('/nonexistent/workout')).rejects.toThrow(
      'Cannot read the workout catalogue file /nonexistent/workout/exercises.json (WORKOUT_CATALOGUE_DIR)',
    );
  });
});
