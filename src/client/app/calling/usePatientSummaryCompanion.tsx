import { lazy, Suspense } from 'react';
import type { UseCallCompanion } from '../../features/calling/meeting/callCompanion';
import { usePatientsQuery } from '../../features/care-team/careTeamApi';
import { isDoctor } from '../../features/care-team/grantedPatient';
import { patientInCall } from '../../features/care-team/patientInCall';
import { summaryTexts } from '../../features/care-team/summaryTexts';
import { selectSessionUser } from '../../api/sessionUser';
import { useAppSelector } from '../../state/hooks';
import { LoadingState } from '../../ui/feedback/LoadingState';

// Only a doctor is ever offered the summary: a patient's call page does not carry its code.
const PatientSummary = lazy(() =>
  import('../../features/care-team/PatientSummary').then((module) => ({
    default: module.PatientSummary,
  })),
);

/**
 * A doctor in a call with one of their patients who shares with them is offered that patient's
 * summary beside the video (docs/product.md#care-team). Anyone else is offered nothing, and
 * nobody but a doctor asks for a patient list.
 */
export const usePatientSummaryCompanion: UseCallCompanion = (others) => {
  const doctor = isDoctor(useAppSelector(selectSessionUser));
  const patients = usePatientsQuery(undefined, { skip: !doctor });
  const patient = doctor && patients.data ? patientInCall(patients.data.data, others) : undefined;
  if (!patient) return undefined;
  return {
    label: summaryTexts.patientSummary,
    content: (
      <Suspense fallback={<LoadingState label={summaryTexts.loading} />}>
        <PatientSummary patient={patient} headingLevel={3} compact />
      </Suspense>
    ),
  };
};
