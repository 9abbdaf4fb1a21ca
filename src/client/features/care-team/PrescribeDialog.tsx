import type { RoutineReply } from '../../../shared/api/workoutContract';
import { todayIso } from '../../../shared/dates/dateRanges';
import { useFormDialog } from '../../engine/dialog/useFormDialog';
import { showToast } from '../../ui/feedback/toasts';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
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
  newPrescriptionDraft,
  PRESCRIBE_FIELDS,
  validatePrescription,
  type PrescriptionDraft,
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

/**
 * Prescribe a routine (decision 043): from a rehab template or exercises of the library, a
 * dose per exercise and the plan; or, for a routine already prescribed, its plan and doses.
 * Problems are said at their fields, and the first one takes the focus.
 */
export function PrescribeDialog({ patient, routine, onClose, onSaved }: PrescribeDialogProps) {
  const dialog = useFormDialog({ onClose, failed: prescribeTexts.failed });
  const today = todayIso();
  const needsName = routine === undefined;
  // Problems are said at Save, at their fields, and the first takes the focus (found by its
  // control's name); they all go at the next change.
  const form = useFormState<PrescriptionDraft, string>(
    routine ? draftOfRoutine(routine) : newPrescriptionDraft(today),
    (values) => validatePrescription(values, needsName),
    { errorTiming: 'untilAnyEdit' },
  );
  const draft = form.values;
  const [prescribe, creating] = usePrescribeRoutineMutation();
  const [edit, editing] = useEditPrescriptionMutation();
  const busy = creating.isLoading || editing.isLoading;

  function submit(fields: HTMLFormElement) {
    if (!form.attemptSubmit(fields)) return;
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
            chosenTemplateId={draft.templateId}
            chosenExerciseIds={draft.doses.map((dose) => dose.exerciseId)}
            error={form.errorOf(PRESCRIBE_FIELDS.exercises)}
            disabled={busy}
            onTemplate={(template) => {
              form.setValue('templateId', template.id);
              form.setValue('name', template.name);
              form.setValue(
                'doses',
                template.routineexercise_set.map((entry) =>
                  doseDraftOf(entry.exercise, { reps: entry.reps, time_seconds: entry.time }),
                ),
              );
            }}
            onExercise={(exercise) => {
              form.setValue('templateId', undefined);
              form.setValue('doses', [...draft.doses, doseDraftOf(exercise, {})]);
            }}
          />
          <TextField
            id={PRESCRIBE_FIELDS.name}
            name={PRESCRIBE_FIELDS.name}
            label={prescribeTexts.nameLabel}
            value={draft.name}
            maxLength={100}
            disabled={busy}
            error={form.errorOf(PRESCRIBE_FIELDS.name)}
            onChange={(event) => form.setValue('name', event.target.value)}
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
            problemOf={form.errorOf}
            onChange={(doses) => form.setValue('doses', doses)}
          />
        </section>
      ) : null}
      <PlanFields
        value={draft.plan}
        today={today}
        disabled={busy}
        problemOf={form.errorOf}
        onChange={(plan) => form.setValue('plan', plan)}
      />
    </FormDialog>
  );
}
