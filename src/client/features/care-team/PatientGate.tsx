import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { NotFoundPage } from '../../engine/page/NotFoundPage';
import type { GrantedPatient } from './grantedPatient';
import { usePatient } from './usePatient';
import { layoutTexts } from '../../ui/layout/layoutTexts';

/**
 * The patient pages' common start: the patient of the address among the doctor's active
 * patients, or the state that stands instead (loading, failed, no such patient). Someone who
 * is not a doctor has no patients: these addresses are not found for them.
 */
export function PatientGate({ children }: { children: (patient: GrantedPatient) => ReactNode }) {
  const lookup = usePatient();
  switch (lookup.state) {
    case 'not-doctor':
      return <NotFoundPage />;
    case 'loading':
      return <LoadingState fullPage label={doctorViewTexts.patientLoading} />;
    case 'failed':
      return (
        <ErrorState
          fullPage
          title={doctorViewTexts.patientFailed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={lookup.retry}
        />
      );
    case 'not-found':
      return (
        <>
          <title>{layoutTexts.documentTitle(doctorViewTexts.patientNotFound)}</title>
          <ErrorState
            fullPage
            title={doctorViewTexts.patientNotFound}
            message={doctorViewTexts.patientNotFoundHint}
            action={
              <Link className={buttonClassNames({ variant: 'secondary' })} to={paths.calling}>
                {doctorViewTexts.backToPatients}
              </Link>
            }
          />
        </>
      );
    case 'found':
      return children(lookup.patient);
  }
}
