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
  noPrescription: (id: number) => `No routine ${id} that you prescribed to this patient`,
  noDosageExercise: (position: number, id: number, routine: number) =>
    `dosages[${position}].id: ${id} is not an exercise of routine ${routine}`,
  dosageHeld: (doctor: string) =>
    `dosages: ${doctor} prescribed this routine and its plan holds, so its dosage stays as prescribed; ask ${doctor} to change it, or ask to stop`,
  exerciseHeld: (doctor: string) =>
    `${doctor} prescribed this routine and its plan holds, so its exercises stay as prescribed; ask ${doctor} to change it, or ask to stop`,
  deleteHeld: (doctor: string) =>
    `${doctor} prescribed this routine and its plan holds, so it cannot be deleted; hide it, or ask ${doctor} to stop it`,
  notPrescribed: (id: number) =>
    `id: routine ${id} is your own; only a prescribed routine has a clinician to ask to stop`,
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
