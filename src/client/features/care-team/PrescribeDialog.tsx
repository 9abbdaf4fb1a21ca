import { useEffect, useState } from 'react';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { todayIso } from '../../../shared/dates/dateRanges';
import { useFormDialog } from '../../engine/dialog/useFormDialog';
import { showToast } from '../../ui/feedback/toasts';
import { TextField } from '../../ui/forms/TextField';
import { FormDialog } from '../../ui/overlays/FormDialog';
import { DoseFields } from './DoseFields';
import type { GrantedPatient } from './grantedPatient';
import { usePrescribeRoutineMutation, useEditPrescriptionMutation } from './patientWorkoutApi';
import { PlanFields } from './PlanFields';
import { PrescriptionSource } from './PrescriptionSource';
import {
  createBody,
  doseDraftOf,
  draftOfRoutine,
  editBody,
  prescriptionProblems,
  type PrescriptionDraft,
  type PrescriptionProblem,
} from './prescriptionDraft';
import { prescribeTexts } from './prescribeTexts';
import './PrescribeDialog.css';

export interface PrescribeDialogProps {
  patient: GrantedPatient;
  /** A routine this clinician prescribed: its plan and doses are changed, not a new one made. */
  routine?: RoutineReply | undefined;
  onClose: () => void;
  /** The patient's routines changed: the page reads them again. */
  onSaved: () => void;
}

function newDraft(today: string): PrescriptionDraft {
  return { name: '', doses: [], plan: { days: [], startsOn: today, endsOn: '', note: '' } };
}

/**
 * Prescribe a routine (decision 043): from a rehab template or exercises of the library, a
 * dose per exercise and the plan; or, for a routine already prescribed, its plan and doses.
 * Problems are said at their fields, and the first one takes the focus.
 */
export function PrescribeDialog({ patient, routine, onClose, onSaved }: PrescribeDialogProps) {
  const dialog = useFormDialog({ onClose, failed: prescribeTexts.failed });
  const today = todayIso();
  const [draft, setDraft] = useState<PrescriptionDraft>(() =>
    routine ? draftOfRoutine(routine) : newDraft(today),
  );
  const [templateId, setTemplateId] = useState<number | undefined>(undefined);
  const [problems, setProblems] = useState<PrescriptionProblem[]>([]);
  const [prescribe, creating] = usePrescribeRoutineMutation();
  const [edit, editing] = useEditPrescriptionMutation();
  const busy = creating.isLoading || editing.isLoading;
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message;

  // The first problem's field takes the focus, so a keyboard user lands where the fix is.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    const target =
      document.getElementById(`prescribe-${first.field}`) ?? document.getElementById(first.field);
    target?.focus();
  }, [problems]);

  function change(next: PrescriptionDraft) {
    setDraft(next);
    setProblems([]);
  }

  function submit() {
    const found = prescriptionProblems(draft, routine === undefined);
    setProblems(found);
    if (found.length > 0) return;
    const patientId = patient.id;
    if (routine) {
      void dialog.send(edit({ patientId, body: editBody(routine, draft) }).unwrap(), () => {
        showToast('success', prescribeTexts.planSaved);
        onSaved();
      });
      return;
    }
    void dialog.send(prescribe({ patientId, body: createBody(draft) }).unwrap(), () => {
      showToast('success', prescribeTexts.prescribed);
      onSaved();
    });
  }

  return (
    <FormDialog
      {...dialog.frame}
      className="calling-dialog prescribe"
      title={routine ? prescribeTexts.editTitle(routine.name) : prescribeTexts.title(patient.name)}
      submitLabel={prescribeTexts.save}
      busy={busy}
      onSubmit={submit}
    >
      {routine ? null : (
        <>
          <PrescriptionSource
            chosenTemplateId={templateId}
            chosenExerciseIds={draft.doses.map((dose) => dose.exerciseId)}
            error={problemOf('exercises')}
            disabled={busy}
            onTemplate={(template) => {
              setTemplateId(template.id);
              change({
                ...draft,
                name: template.name,
                doses: template.routineexercise_set.map((entry) =>
                  doseDraftOf(entry.exercise, { reps: entry.reps, time_seconds: entry.time }),
                ),
              });
            }}
            onExercise={(exercise) => {
              setTemplateId(undefined);
              change({ ...draft, doses: [...draft.doses, doseDraftOf(exercise, {})] });
            }}
          />
          <TextField
            id="prescribe-name"
            label={prescribeTexts.nameLabel}
            value={draft.name}
            maxLength={100}
            disabled={busy}
            error={problemOf('name')}
            onChange={(event) => change({ ...draft, name: event.target.value })}
          />
        </>
      )}
      {draft.doses.length > 0 ? (
        <section aria-label={prescribeTexts.dosage}>
          <h3 className="prescribe__legend">{prescribeTexts.dosage}</h3>
          <DoseFields
            doses={draft.doses}
            removable={routine === undefined}
            disabled={busy}
            problemOf={problemOf}
            onChange={(doses) => change({ ...draft, doses })}
          />
        </section>
      ) : null}
      <PlanFields
        value={draft.plan}
        today={today}
        disabled={busy}
        problemOf={problemOf}
        onChange={(plan) => change({ ...draft, plan })}
      />
    </FormDialog>
  );
}
