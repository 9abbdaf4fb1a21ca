import { selectSessionUser } from '../../api/sessionUser';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { PatientPanel } from '../../features/care-team/PatientPanel';
import { useAppSelector } from '../../state/hooks';

/** /dashboard: a clinician's opens on their patients (decision 044), everyone's on their profiles. */
export function DashboardRoute() {
  const user = useAppSelector(selectSessionUser);
  return <DashboardPage lead={user?.is_doctor === true ? <PatientPanel /> : null} />;
}
