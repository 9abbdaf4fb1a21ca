import type {
  CreateRoutineBody,
  DosageBody,
  EditRoutineBody,
  PlanBody,
  RoutineReply,
} from '../../../shared/api/workoutContract';
import { DOSAGE_LIMITS, type DosageNumberField } from '../../../shared/workout/prescriptionLimits';
import { prescribeTexts } from './prescribeTexts';

/** One exercise's dose as typed: text, so a half-typed number is not lost. */
export interface DoseDraft {
  exerciseId: number;
  /** The routine exercise, when changing a routine already prescribed. */
  routineExerciseId?: number | undefined;
  name: string;
  sets: string;
  reps: string;
  hold_seconds: string;
  time_seconds: string;
  note: string;
}

export interface PlanDraft {
  /** ISO weekdays ticked, 1 Monday … 7 Sunday. */
  days: number[];
  /** yyyy-MM-dd; empty until chosen. */
  startsOn: string;
  /** yyyy-MM-dd; empty for no last day. */
  endsOn: string;
  note: string;
}

export interface PrescriptionDraft {
  name: string;
  doses: DoseDraft[];
  plan: PlanDraft;
  /** The rehab template the doses came from, while they still do. */
  templateId?: number | undefined;
}

/**
 * The id and name of each control a problem is said at, but a dose's numbers (doseFieldId):
 * focus goes to the first problem's control by its name.
 */
export const PRESCRIBE_FIELDS = {
  exercises: 'prescribe-exercises',
  name: 'prescribe-name',
  days: 'prescribe-days',
  startsOn: 'prescribe-startsOn',
  endsOn: 'prescribe-endsOn',
} as const;

export const DOSE_FIELDS: readonly DosageNumberField[] = [
  'sets',
  'reps',
  'hold_seconds',
  'time_seconds',
];

/** The field id (and name) of one number of one exercise's dose. */
export function doseFieldId(index: number, field: DosageNumberField): string {
  return `dose-${index}-${field}`;
}

/** A dose as the routine gives it, or the catalogue's reps and time for a new one. */
export function doseDraftOf(
  exercise: { id: number; name: string },
  dose: Partial<Record<DosageNumberField, number | null>> & { note?: string | null },
  routineExerciseId?: number,
): DoseDraft {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    exerciseId: exercise.id,
    routineExerciseId,
    name: exercise.name,
    sets: text(dose.sets),
    reps: text(dose.reps),
    hold_seconds: text(dose.hold_seconds),
    time_seconds: text(dose.time_seconds),
    note: dose.note ?? '',
  };
}

function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** A new prescription: no exercises yet, a plan from today. */
export function newPrescriptionDraft(today: string): PrescriptionDraft {
  return { name: '', doses: [], plan: { days: [], startsOn: today, endsOn: '', note: '' } };
}

/**
 * Every problem of the draft by the name of the control that says it, in the order the dialog
 * shows its fields.
 */
export function validatePrescription(
  draft: PrescriptionDraft,
  needsName: boolean,
): Partial<Record<string, string>> {
  const problems: Record<string, string> = {};
  if (draft.doses.length === 0) {
    problems[PRESCRIBE_FIELDS.exercises] = prescribeTexts.chooseExercises;
  }
  if (needsName && draft.name.trim() === '') {
    problems[PRESCRIBE_FIELDS.name] = prescribeTexts.nameNeeded;
  }
  draft.doses.forEach((dose, index) => {
    for (const field of DOSE_FIELDS) {
      const text = dose[field].trim();
      if (text === '') continue;
      const value = wholeNumber(text);
      const { minimum, maximum } = DOSAGE_LIMITS[field];
      if (value === undefined || value < minimum || value > maximum) {
        problems[doseFieldId(index, field)] = prescribeTexts.doseOutOfRange(
          prescribeTexts.doseLabels[field],
          dose.name,
          minimum,
          maximum,
        );
      }
    }
  });
  const { plan } = draft;
  if (plan.days.length === 0) problems[PRESCRIBE_FIELDS.days] = prescribeTexts.chooseDays;
  if (plan.startsOn === '') {
    problems[PRESCRIBE_FIELDS.startsOn] = prescribeTexts.startsOnNeeded;
  } else if (plan.endsOn !== '' && plan.endsOn < plan.startsOn) {
    problems[PRESCRIBE_FIELDS.endsOn] = prescribeTexts.endsBeforeStart;
  }
  return problems;
}

/** A dose as the API takes it: only the numbers given, and the note when there is one. */
export function dosageBody(dose: DoseDraft): DosageBody {
  const body: DosageBody = {};
  for (const field of DOSE_FIELDS) {
    const value = wholeNumber(dose[field]);
    if (value !== undefined) body[field] = value;
  }
  if (dose.note.trim() !== '') body.note = dose.note.trim();
  return body;
}

export function planBody(plan: PlanDraft): PlanBody {
  return {
    days: [...plan.days].sort((a, b) => a - b),
    starts_on: plan.startsOn,
    ...(plan.endsOn === '' ? {} : { ends_on: plan.endsOn }),
    ...(plan.note.trim() === '' ? {} : { note: plan.note.trim() }),
  };
}

/** A new prescription: routine/create with the plan and each exercise's dose. */
export function createBody(draft: PrescriptionDraft): CreateRoutineBody {
  return {
    name: draft.name.trim(),
    routine: 0,
    exercises: draft.doses.map((dose) => ({ id: dose.exerciseId, dosage: dosageBody(dose) })),
    plan: planBody(draft.plan),
  };
}

/** A prescription changed: the routine's texts as they are, the new plan and doses. */
export function editBody(routine: RoutineReply, draft: PrescriptionDraft): EditRoutineBody {
  return {
    id: routine.id,
    name: routine.name,
    youtube_url: routine.youtube_url,
    safety_info: routine.safety_info,
    category: routine.category as EditRoutineBody['category'],
    description: routine.description,
    plan: planBody(draft.plan),
    dosages: draft.doses.flatMap((dose) =>
      dose.routineExerciseId === undefined
        ? []
        : [{ id: dose.routineExerciseId, dosage: dosageBody(dose) }],
    ),
  };
}

/** A prescribed routine as the dialog changes it. */
export function draftOfRoutine(routine: RoutineReply): PrescriptionDraft {
  return {
    name: routine.name,
    doses: routine.routineexercise_set.map((entry) =>
      doseDraftOf(
        entry.exercise,
        entry.dosage ?? { reps: entry.reps, time_seconds: entry.time },
        entry.id,
      ),
    ),
    plan: {
      days: routine.plan?.days ?? [],
      startsOn: routine.plan?.starts_on ?? '',
      endsOn: routine.plan?.ends_on ?? '',
      note: routine.plan?.note ?? '',
    },
  };
}
