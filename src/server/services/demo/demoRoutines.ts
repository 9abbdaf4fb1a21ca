import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { insertRoutines } from '../../db/repositories/routinesRepository';
import { routineFromTemplate } from '../workout/routineFromTemplate';
import { insertRoutineSession } from '../../db/repositories/routineSessionsRepository';
import { hoursMinutesDecimal } from '../../../shared/workout/hoursMinutes';
import type {
  CatalogueTemplate,
  WorkoutCatalogue,
} from '../../../shared/workout/workoutCatalogueSchema';
import { demoDays } from './demoCalendar';
import { seededRandom } from './demoRandom';
import { calfStrain, trainingBlock, type Phase } from './demoStory';

/**
 * The demo athlete's routines, from the catalogue by what they are for: injury prevention
 * run twice a week through the training block onwards, and calf and ankle work three times
 * a week while the calf strain heals. A run now and then skips an exercise.
 */
const plans: { listing: string; weekdays: number[]; phase: Phase; daysAfter: number }[] = [
  { listing: 'runner', weekdays: [2, 5], phase: trainingBlock, daysAfter: 365 },
  { listing: 'ankle', weekdays: [1, 3, 6], phase: calfStrain, daysAfter: 21 },
];

/** Seconds an exercise takes: its time, or about four seconds a repetition. */
function exerciseSeconds(entry: CatalogueTemplate['exercises'][number], random: () => number) {
  const planned = entry.time ?? (entry.reps ?? 10) * 4;
  return Math.round(planned * (0.9 + 0.3 * random()));
}

export async function seedDemoRoutines(
  db: Kysely<Database>,
  userId: number,
  catalogue: WorkoutCatalogue,
  today: DateTime = DateTime.local(),
): Promise<void> {
  const random = seededRandom(today.year * 7 + today.ordinal);
  const days = demoDays(today).filter((day) => day < today.startOf('day'));
  for (const plan of plans) {
    const template = catalogue.templates.find((candidate) => candidate.listing === plan.listing);
    if (!template) continue;
    const [routineId] = await insertRoutines(db, userId, [routineFromTemplate(template)]);
    if (routineId === undefined) continue;
    const routineExercises = await db
      .selectFrom('routine_exercises')
      .select('id')
      .where('routine_id', '=', routineId)
      .orderBy('position')
      .execute();
    const runDays = days.filter(
      (day) =>
        day.ordinal >= plan.phase.from &&
        day.ordinal <= plan.phase.to + plan.daysAfter &&
        plan.weekdays.includes(day.weekday),
    );
    for (const day of runDays) {
      const skipped = random() < 0.2 ? Math.floor(random() * routineExercises.length) : -1;
      const done = template.exercises.flatMap((entry, index) => {
        const id = routineExercises[index]?.id;
        if (id === undefined || index === skipped) return [];
        return [
          {
            id,
            exercise: entry.exercise,
            reps: entry.reps,
            seconds: exerciseSeconds(entry, random),
          },
        ];
      });
      const exercising = done.reduce((total, entry) => total + entry.seconds, 0);
      await insertRoutineSession(db, userId, {
        routine_id: routineId,
        created_on: day
          .set({ hour: 18, minute: Math.floor(random() * 50) })
          .toFormat('yyyy-MM-dd HH:mm'),
        time_total: exercising + 45 * template.exercises.length,
        time_exercising: exercising,
        exercises_completed: done.length,
        exercises_skipped: template.exercises.length - done.length,
        idempotency_key: null,
        exercises: done.map((entry) => ({
          routine_exercise_id: entry.id,
          exercise_id: entry.exercise,
          actual_reps: entry.reps,
          actual_time: hoursMinutesDecimal(entry.seconds),
        })),
      });
    }
  }
}
