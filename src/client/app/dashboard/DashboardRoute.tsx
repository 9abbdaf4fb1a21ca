import { Suspense } from 'react';
import { selectSessionUser } from '../../api/sessionUser';
import { panelTexts } from '../../features/care-team/panelTexts';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { useAppSelector } from '../../state/hooks';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { preloadableLazy } from '../../ui/lazy/preloadableLazy';

// Only a clinician's dashboard shows the panel: everyone else's page carries none of its code.
const PatientPanel = preloadableLazy(() =>
  import('../../features/care-team/PatientPanel').then((module) => module.PatientPanel),
);

/** /dashboard: a clinician's opens on their patients (decision 044), everyone's on their profiles. */
export function DashboardRoute() {
  const user = useAppSelector(selectSessionUser);
  const lead =
    user?.is_doctor === true ? (
      <Suspense fallback={<LoadingState label={panelTexts.loading} />}>
        <PatientPanel />
      </Suspense>
    ) : null;
  return <DashboardPage lead={lead} />;
}
