/** Why a workout call was refused, in words that say what to do. */
export const workoutRefusals = {
  noRoutine: (id: number) => `No routine ${id} among your routines`,
  noRoutineExercise: (routine: number, exercise: number) =>
    `Routine ${routine} has no exercise ${exercise}`,
  lastExercise:
    'A routine keeps at least one exercise: delete the routine instead of its last exercise',
  noExercise: (position: number, id: number) =>
    `exercises[${position}]: ${id} is not an exercise of the library`,
  noTemplate: (position: number, id: number) =>
    `template_routines[${position}]: ${id} is not a template routine`,
  noAnimation: (id: string) => `No exercise ${id} in the library`,
};
