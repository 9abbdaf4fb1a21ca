import { useMemo, useState } from 'react';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { isWorkoutRefusal } from './workoutRefusal';
import type { ProfileSubject } from '../../engine/subject/readSubject';
import { SubjectBanner } from '../../engine/subject/SubjectBanner';
import { SubjectRefusal } from '../../engine/subject/SubjectRefusal';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { RoutineCard } from '../../engine/routine/RoutineCard';
import { BackToPatient } from './BackToPatient';
import type { GrantedPatient } from './grantedPatient';
import { PatientGate } from './PatientGate';
import { PatientSessions } from './PatientSessions';
import { useEditPrescriptionMutation, usePatientRoutinesQuery } from './patientWorkoutApi';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';
import { Button } from '../../ui/actions/Button';
import { showToast } from '../../ui/feedback/toasts';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { PrescribeButton } from './PrescribeButton';
import { PrescribeDialog } from './PrescribeDialog';
import { draftOfRoutine, editBody } from './prescriptionDraft';
import { prescribeTexts } from './prescribeTexts';

/**
 * /patients/:patientId/workout: a patient's routines and saved sessions in their doctor's view.
 * Read-only, but for the one write a patient may allow (decision 043): a clinician with the
 * grant's prescribe switch prescribes a routine, and edits or ends the plans they gave.
 */
export function PatientWorkoutPage() {
  return <PatientGate>{(patient) => <PatientWorkout patient={patient} />}</PatientGate>;
}

function PatientWorkout({ patient }: { patient: GrantedPatient }) {
  const { id, name, expiresOn } = patient;
  const subject = useMemo<ProfileSubject>(
    () => ({ patientId: id, name, expiresOn }),
    [id, name, expiresOn],
  );
  const shared = patient.areas.includes(WORKOUT_AREA);
  const routines = usePatientRoutinesQuery(id, { skip: !shared });
  const [sessionsRefused, setSessionsRefused] = useState(false);
  const refused = sessionsRefused || (routines.isError && isWorkoutRefusal(routines.error));
  const title = doctorViewTexts.workoutTitle(name);
  const doctorId = useAppSelector(selectSessionUser)?.id;
  const [editing, setEditing] = useState<RoutineReply | undefined>(undefined);
  const [ending, setEnding] = useState<RoutineReply | undefined>(undefined);
  const [editPrescription, endingPlan] = useEditPrescriptionMutation();
  const reload = () => void routines.refetch();

  async function endPlan(routine: RoutineReply) {
    try {
      await editPrescription({
        patientId: id,
        body: { ...editBody(routine, draftOfRoutine(routine)), end_plan: true },
      }).unwrap();
      showToast('success', prescribeTexts.planEnded);
      reload();
    } catch (error) {
      showToast('error', serverFailureMessage(error) ?? prescribeTexts.failed);
    } finally {
      setEnding(undefined);
    }
  }

  if (!shared) {
    return (
      <>
        <title>{layoutTexts.documentTitle(title)}</title>
        <BackToPatient patient={patient} />
        <ErrorState fullPage title={careTeamMessages.notShared} />
      </>
    );
  }
  if (refused) {
    return (
      <>
        <title>{layoutTexts.documentTitle(title)}</title>
        <SubjectRefusal subject={subject} areaTitle={WORKOUT_AREA_TITLE} />
      </>
    );
  }

  function routineList() {
    if (routines.isError) {
      return (
        <ErrorState
          title={doctorViewTexts.routinesFailed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={() => void routines.refetch()}
        />
      );
    }
    if (!routines.data) return <LoadingState label={doctorViewTexts.routinesLoading} />;
    const list = routines.data.data;
    if (list.length === 0) return <EmptyState title={doctorViewTexts.noRoutines} />;
    return (
      <div className="workout__list">
        {list.map((routine) => (
          <RoutineCard
            key={routine.id}
            routine={routine}
            clinicianActions={
              routine.prescribed_by?.id === doctorId &&
              routine.plan !== null &&
              routine.plan.ended_at === null &&
              patient.prescribe ? (
                <>
                  <Button variant="secondary" onClick={() => setEditing(routine)}>
                    {prescribeTexts.editPlan}
                  </Button>
                  <Button variant="secondary" onClick={() => setEnding(routine)}>
                    {prescribeTexts.endPlan}
                  </Button>
                </>
              ) : null
            }
          />
        ))}
      </div>
    );
  }

  return (
    <div className="workout">
      <title>{layoutTexts.documentTitle(title)}</title>
      <BackToPatient patient={patient} />
      <SubjectBanner subject={subject} />
      <PageHeader title={title} actions={<PrescribeButton patient={patient} onSaved={reload} />} />
      <section aria-label={doctorViewTexts.routines}>{routineList()}</section>
      {editing ? (
        <PrescribeDialog
          patient={patient}
          routine={editing}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={prescribeTexts.endPlan}
          confirmLabel={prescribeTexts.endPlan}
          danger
          busy={endingPlan.isLoading}
          onConfirm={() => void endPlan(ending)}
          onClose={() => setEnding(undefined)}
        >
          <p>{prescribeTexts.endPlanQuestion(ending.name, name)}</p>
        </ConfirmDialog>
      ) : null}
      <PatientSessions patientId={id} onRefused={() => setSessionsRefused(true)} />
    </div>
  );
}
