/** The workout area's toasts and validation texts, verbatim from docs/product.md#workout-routines. */
export const workoutMessages = {
  /** A saved run's exercise the library no longer holds. */
  exerciseGone: 'Exercise no longer in the library',
  routineAdded: 'Routine Added Successfully!',
  exerciseAdded: 'Exercise Added Successfully!',
  sessionCreated: 'Routine Session Created Successfully!',
  routineUpdated: 'Routine Updated Successfully!',
  routineDeleted: 'Routine Successfully Deleted!',
  exerciseDeleted: 'Exercise Successfully Deleted!',

  selectRoutines: 'Please select your routines!',
  selectExercises: 'Please select your exercises!',
  requiredField: 'Please fill in the required field!',

  addRoutineFailed: 'Unable to Add Routine!',
  addExerciseFailed: 'Unable to Add Exercise!',
  searchFailed: 'Unable to Search for Categories!',
  sessionFailed: 'Unable To Create Routine Session!',
  updateFailed: 'Unable To Update Routine!',
  deleteRoutineFailed: 'Unable to Delete Routine!',
  deleteExerciseFailed: 'Unable to Delete Exercise!',
  viewExercisesFailed: 'Unable to View Exercises!',
  viewRoutineFailed: 'Unable to View Routine!',

  deleteRoutineQuestion: 'Are you sure you want to delete this routine?',

  // Prescribed routines (decision 043): beyond docs/product.md's messages.
  routineHidden: 'Routine hidden: find it under Hidden.',
  routineShown: 'Routine shown again.',
  stopAsked: 'Your clinician can see that you asked to stop this routine.',
  routinePrescribed: 'Routine prescribed: it is in the patient’s Workout.',
  planEnded: 'Plan ended.',
} as const;
