import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import { routineTexts } from '../../engine/routine/routineTexts';

/**
 * The workout screen's words (docs/product.md#workout-routines): button and dialog names are as given there;
 * the rest says what is happening in plain words. Toasts are in workoutMessages (shared).
 */
export const workoutTexts = {
  pageTitle: 'My Workout Routines',
  hiddenRoutines: (count: number) => `Hidden (${count})`,
  hideFailed: 'Unable to hide or show this routine: check your connection and try again.',
  askToStopFailed: 'Unable to ask to stop: check your connection and try again.',
  pageSubtitle: 'Your exercise routines, with timers for each exercise and the whole session.',
  addFromList: 'Add Routines From List',
  addCustom: 'Add Custom Routines',

  selectRoutinesTitle: 'Select Routines',
  selectExercisesTitle: 'Select Exercises',
  editRoutineTitle: 'Edit Routine',
  deleteRoutineTitle: 'Delete Routine',
  startRoutineTitle: 'Start Routine',
  summaryTitle: 'Routine Summary',

  delete: routineTexts.delete,
  close: 'Close',
  cancel: 'Cancel',
  update: 'Update',
  search: 'Search',
  addRoutines: 'Add Routines',
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  viewExercises: 'View Exercises',
  addExercises: 'Add Exercises',
  back: 'Back',
  deleteExercise: 'Delete Exercise',
  start: 'Start',
  skip: 'Skip',
  complete: 'Complete',
  finishRoutine: 'Finish Routine',

  routineName: 'Routine Name',
  youtubeUrl: 'YouTube URL',
  category: 'Category',
  description: routineTexts.description,
  safetyInfo: 'Safety Info',
  bodyParts: 'Body parts',
  exerciseTypes: 'Exercise types',
  allCategories: 'All categories',

  totalTime: 'Total Time',
  totalExerciseTime: 'Total Exercise Time',
  totalCompleted: 'Total Exercises Completed',
  totalSkipped: 'Total Exercises Skipped',
  completed: 'Completed',
  skipped: 'Skipped',
  exerciseCount: routineTexts.exercises,
  // An exercise's state in a run.
  notStarted: 'Not started',
  inProgress: 'In progress',
  trackedTime: (time: string) => `Tracked time ${time}`,
  finishAfterRunning: 'Complete or skip the exercise in progress to finish.',
  finishAfterLeft: (left: number) =>
    `Complete or skip ${left} more ${left === 1 ? 'exercise' : 'exercises'} to finish.`,

  // A routine's saved runs (RoutineHistory).
  pastSessions: routineTexts.pastSessions,
  pastSessionsLoading: 'Loading past sessions…',
  pastSessionsFailed: 'Past sessions could not be loaded',
  noPastSessions: 'No saved sessions yet: finish a run and it appears here.',
  sessionDate: 'Date',
  sessionTotalTime: 'Total time',
  sessionExerciseTime: 'Exercise time',

  // A run in progress on the page, and the finished runs not saved yet.
  runInProgress: 'A run of {routine} is in progress.',
  resume: 'Resume',
  discardRun: 'Discard run',
  discardRunQuestion: (routine: string) => `Discard the run of ${routine}? Its times are lost.`,
  endRunQuestion: (routine: string) => `End the run of ${routine} that is in progress?`,
  yourRoutines: 'Your routines',
  finishedSession: (routine: string, day: string) => `${routine} (finished ${day})`,
  waitingToSave: 'Waiting to save:',
  waitingNotice: (sessions: string) =>
    `${sessions}. There is no connection to Motus right now; the session is kept on this device and saved automatically, once, when the connection returns.`,
  notSavedYet: 'Not saved yet:',
  refusedNotice: (session: string, refusal: string) =>
    `${session}. Motus answered: “${refusal}” The session is kept on this device and tried again.`,
  discardSession: 'Discard session',

  // A prescribed routine's run asks the pain (decision 045) on the Pain Score profile's scale.
  painNow: 'Pain now, 0–10',
  painBeforeHint: 'Before your first exercise. 0 is no pain, 10 the worst pain you can imagine.',
  painAfterHint: 'After your last exercise. 0 is no pain, 10 the worst pain you can imagine.',
  painNone: 'No pain',
  painWorst: 'Worst pain',
  painStart: 'Start exercises',
  painSave: 'Save session',
  painSkip: 'Skip question',
  painSkipHint: 'Your clinician sees your answers with the session.',
  thisHurt: 'This hurt',
  thisHurtNamed: (exercise: string) => `This hurt: ${exercise}`,
  painBeforeAfter: routineTexts.painBeforeAfter,
  painFigure: routineTexts.painFigure,
  painWords: routineTexts.painWords,
  exercisesThatHurt: routineTexts.exercisesThatHurt,
  noneHurt: routineTexts.noneHurt,

  loading: 'Loading your routines…',
  empty: 'No routines yet',
  emptyHint:
    'Add a ready-made routine from the list, or build your own from exercises for the body parts you are working on.',
  loadFailed: 'Your routines could not be loaded',
  noTemplates: 'No routines match. Try another category or search.',
  noExercises: 'No exercises match. Choose other body parts or types.',
  youtubeInvalid: 'Paste a YouTube link or its 11-character video id',
  lastExerciseKept: 'A routine keeps at least one exercise',
  /** A run's exercise that another device has since deleted from the routine. */
  exerciseRemoved: 'An exercise since removed from the routine',
  runBlocksChange: (routine: string) =>
    `A run of ${routine} is in progress. Finish or discard it before changing the routine, so the run and the routine stay the same.`,
  discardRefusedQuestion: (routine: string) =>
    `Discard the session of ${routine} that Motus refused? Its times are lost.`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  selectedCount: (count: number) => `${count} selected`,

  // The four dialogs that add, edit and delete routines.
  searchRoutines: 'Search routines',
  templatesLabel: 'Routines to choose from',
  templatesLoading: 'Loading routines…',
  templatesFailed: 'The routines could not be loaded',
  tryAgainHint: feedbackTexts.checkConnection,
  pagesLabel: 'Pages of routines',
  chooseListsHint:
    'Tick the body parts and exercise types you are working on, then view the exercises that match.',
  chooseExercisesHint: 'Name your routine and tick the exercises it should have.',
  exercisesLabel: 'Exercises to choose from',
  routineExercises: routineTexts.exercises,
  deleteExerciseNamed: (exercise: string) => `Delete Exercise ${exercise}`,
  youtubeHint: 'A YouTube link or video id; leave empty for no video.',
} as const;
