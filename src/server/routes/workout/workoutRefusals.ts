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
  selectedTwice: (field: string, position: number, id: number, first: number) =>
    `${field}[${position}]: ${id} is already selected at ${field}[${first}]; select each once`,
  unknownTerm: (
    field: string,
    position: number,
    term: string,
    what: string,
    entries: readonly { key: string; label: string }[],
  ) =>
    `${field}[${position}]: '${term}' is not ${what}; send its id (${entries
      .map((entry) => entry.key)
      .join(', ')}) or its label (${entries.map((entry) => entry.label).join(', ')}), in any case`,
};
