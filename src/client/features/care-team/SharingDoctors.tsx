import { useId } from 'react';
import { Link } from 'react-router-dom';
import { todayIso } from '../../../shared/dates/dateRanges';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { DoctorSharingCard } from './DoctorSharingCard';
import { useSharingQuery } from './sharingApi';
import { sharingTexts } from './sharingTexts';
import { useGrantAreaOptions } from './useGrantAreaOptions';

/** The patient's doctors, one card each, or why there are none to show. */
export function SharingDoctors() {
  const headingId = useId();
  // Asked again on every visit: whether a doctor has looked is what the patient comes for.
  const sharing = useSharingQuery(undefined, { refetchOnMountOrArgChange: true });
  const areas = useGrantAreaOptions();
  const rows = sharing.data?.data;
  const today = todayIso();

  function content() {
    if (sharing.isError) {
      return (
        <ErrorState
          title={sharingTexts.doctorsFailed}
          message={sharingTexts.checkConnection}
          onRetry={() => void sharing.refetch()}
        />
      );
    }
    if (areas.failed) {
      return (
        <ErrorState
          title={sharingTexts.areasFailed}
          message={sharingTexts.checkConnection}
          onRetry={areas.retry}
        />
      );
    }
    if (!rows || !areas.options) return <LoadingState label={sharingTexts.loadingDoctors} />;
    if (rows.length === 0) {
      return (
        <EmptyState
          title={sharingTexts.noDoctorsTitle}
          message={sharingTexts.noDoctorsMessage}
          action={
            <Link className={buttonClassNames({ variant: 'secondary' })} to={paths.calling}>
              {sharingTexts.goToCalling}
            </Link>
          }
        />
      );
    }
    const options = areas.options;
    return (
      <ul className="sharing__doctors">
        {rows.map((row) => (
          <li key={row.doctor.id}>
            <DoctorSharingCard row={row} options={options} today={today} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="sharing__section" aria-labelledby={headingId}>
      <h2 className="sharing__title" id={headingId}>
        {sharingTexts.doctorsTitle}
      </h2>
      {content()}
    </section>
  );
}
