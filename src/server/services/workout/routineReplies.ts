import type { DosageReply, RoutineReply } from '../../../shared/api/workoutContract';
import type {
  StoredRoutine,
  StoredRoutineExercise,
} from '../../db/repositories/routinesRepository';
import type { CatalogueIndex } from './catalogueIndex';
import { planState } from './planState';

function dosageOf(entry: StoredRoutineExercise): DosageReply {
  return {
    sets: entry.sets,
    reps: entry.reps,
    hold_seconds: entry.hold_seconds,
    time_seconds: entry.time,
    note: entry.dosage_note,
  };
}

/** A prescribed routine's plan as read on the patient's today; null for the person's own. */
function planReply(routine: StoredRoutine, today: string): RoutineReply['plan'] {
  const { plan } = routine;
  if (plan === null) return null;
  return {
    days: plan.days,
    starts_on: plan.starts_on,
    ends_on: plan.ends_on,
    note: plan.note,
    in_force: planState(plan, today, routine.prescriber?.is_doctor === true) === 'in_force',
    ended_at: plan.ended_at?.toISOString() ?? null,
  };
}

/**
 * A stored routine as the client reads it: each exercise with its catalogue entry and dosage,
 * and a prescription's prescriber and plan as of the patient's today (yyyy-MM-dd). An
 * exercise taken out of the library since is left out of the reply (and logged by the
 * caller), rather than failing the whole list.
 */
export function routineReply(
  routine: StoredRoutine,
  index: CatalogueIndex,
  today: string,
  onMissing: (exerciseId: number) => void,
): RoutineReply {
  const prescriber = routine.prescriber;
  return {
    id: routine.id,
    name: routine.name,
    category: routine.category,
    description: routine.description,
    safety_info: routine.safety_info,
    youtube_url: routine.youtube_url,
    prescribed_by:
      prescriber === null
        ? null
        : { id: prescriber.id, first_name: prescriber.first_name, last_name: prescriber.last_name },
    plan: planReply(routine, today),
    prescriber_left: routine.prescribed && prescriber?.is_doctor !== true,
    hidden: routine.hidden,
    stop_requested_at: routine.stop_requested_at?.toISOString() ?? null,
    last_run: routine.last_run,
    times_run: routine.times_run,
    routineexercise_set: routine.exercises.flatMap((entry) => {
      const exercise = index.exerciseReply(entry.exercise_id);
      if (!exercise) {
        onMissing(entry.exercise_id);
        return [];
      }
      return [
        { id: entry.id, reps: entry.reps, time: entry.time, dosage: dosageOf(entry), exercise },
      ];
    }),
  };
}
