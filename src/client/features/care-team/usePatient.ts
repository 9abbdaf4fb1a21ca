import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';
import { usePatientsQuery } from './careTeamApi';
import { grantedPatientOf, isDoctor, patientIdOf, type GrantedPatient } from './grantedPatient';

export type PatientLookup =
  | { state: 'not-doctor' }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'not-found' }
  | { state: 'found'; patient: GrantedPatient };

/**
 * The patient of the address (/patients/:patientId/…) among the signed-in doctor's active
 * patients. The list is asked again whenever a patient's page opens, so a grant narrowed or
 * ended since shows without waiting for the cache to expire; meanwhile the list already here
 * renders the page (a read the grant no longer allows is refused by the server all the same).
 */
export function usePatient(): PatientLookup {
  const user = useAppSelector(selectSessionUser);
  const doctor = isDoctor(user);
  const patientId = patientIdOf(useParams().patientId);
  const patients = usePatientsQuery(undefined, {
    skip: !doctor || patientId === undefined,
    refetchOnMountOrArgChange: true,
  });
  if (!doctor) return { state: 'not-doctor' };
  if (patientId === undefined) return { state: 'not-found' };
  if (patients.isError) return { state: 'failed', retry: () => void patients.refetch() };
  if (!patients.data) return { state: 'loading' };
  const patient = grantedPatientOf(patients.data.data, patientId);
  return patient ? { state: 'found', patient } : { state: 'not-found' };
}
