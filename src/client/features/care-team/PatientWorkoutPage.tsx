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
import { PageHeader } from '../../ui/layout/PageHeader';
import { RoutineCard } from '../../engine/routine/RoutineCard';
import { BackToPatient } from './BackToPatient';
import type { GrantedPatient } from './grantedPatient';
import { PatientGate } from './PatientGate';
import { PatientSessions } from './PatientSessions';
import { usePatientRoutinesQuery } from './patientWorkoutApi';

/**
 * /patients/:patientId/workout: a patient's routines and saved sessions in their doctor's view.
 * Read-only: nothing here runs, edits, adds or deletes a routine.
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

  if (!shared) {
    return (
      <>
        <title>{`${title} · Motus`}</title>
        <BackToPatient patient={patient} />
        <ErrorState fullPage title={careTeamMessages.notShared} />
      </>
    );
  }
  if (refused) {
    return (
      <>
        <title>{`${title} · Motus`}</title>
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
          <RoutineCard key={routine.id} routine={routine} />
        ))}
      </div>
    );
  }

  return (
    <div className="workout">
      <title>{`${title} · Motus`}</title>
      <BackToPatient patient={patient} />
      <SubjectBanner subject={subject} />
      <PageHeader title={title} />
      <section aria-label={doctorViewTexts.routines}>{routineList()}</section>
      <PatientSessions patientId={id} onRefused={() => setSessionsRefused(true)} />
    </div>
  );
}
