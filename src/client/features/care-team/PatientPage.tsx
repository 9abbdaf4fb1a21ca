import { Link, useNavigate } from 'react-router-dom';
import { PrescribeButton } from './PrescribeButton';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { paths, patientProfileHref } from '../../../shared/routes/paths';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { LinkCard } from '../../ui/layout/LinkCard';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { ProfileCardGrid } from '../../engine/page/ProfileCardGrid';
import { useProfileList } from '../../engine/api/useProfileList';
import type { GrantedPatient } from './grantedPatient';
import { PatientGate } from './PatientGate';
import { PatientSummary } from './PatientSummary';
import { sharedAreaTitles, sharedProfiles } from './sharedAreas';
import { WorkoutIcon } from './WorkoutIcon';
import './PatientPages.css';

/**
 * /patients/:patientId: a doctor's page of one patient: the summary a clinician reads before a
 * call, then the cards of every area shared, each one click from its full page.
 */
export function PatientPage() {
  return <PatientGate>{(patient) => <SharedWithDoctor patient={patient} />}</PatientGate>;
}

function SharedWithDoctor({ patient }: { patient: GrantedPatient }) {
  const navigate = useNavigate();
  // The configs are the same for everyone: the doctor's own list describes the patient's pages.
  const { profiles, failed, retry } = useProfileList();
  const titles = profiles ? sharedAreaTitles(profiles, patient.areas) : [];
  const cards = profiles ? sharedProfiles(profiles, patient.areas) : [];
  const workout = patient.areas.includes(WORKOUT_AREA);

  function body() {
    if (!profiles) {
      return failed ? (
        <ErrorState
          title={doctorViewTexts.profilesFailed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={retry}
        />
      ) : (
        <LoadingState label={doctorViewTexts.profilesLoading} />
      );
    }
    if (titles.length === 0) {
      return (
        <EmptyState
          title={doctorViewTexts.nothingShared}
          message={doctorViewTexts.nothingSharedHint(patient.name)}
        />
      );
    }
    return (
      <>
        <ul className="patient-page__areas" aria-label={doctorViewTexts.sharedAreas}>
          {titles.map((title) => (
            <li key={title} className="patient-page__area">
              {title}
            </li>
          ))}
        </ul>
        <PatientSummary patient={patient} />
        <section aria-labelledby="patient-profiles">
          <h2 className="patient-page__heading" id="patient-profiles">
            {doctorViewTexts.sharedProfiles}
          </h2>
          <ProfileCardGrid
            profiles={cards}
            reader="viewer"
            hrefOf={(profile) => patientProfileHref(patient.id, profile.route)}
          >
            {workout ? (
              <li>
                <LinkCard
                  headingLevel={3}
                  title={WORKOUT_AREA_TITLE}
                  description={doctorViewTexts.workoutDescription}
                  icon={<WorkoutIcon width={32} height={32} />}
                  to={patientProfileHref(patient.id, paths.workout)}
                />
              </li>
            ) : null}
          </ProfileCardGrid>
        </section>
      </>
    );
  }

  return (
    <div className="patient-page">
      <title>{layoutTexts.documentTitle(patient.name)}</title>
      <Link className="patient-back" to={paths.calling}>
        {doctorViewTexts.backToPatients}
      </Link>
      <PageHeader
        title={patient.name}
        subtitle={
          patient.areas.length > 0 ? doctorViewTexts.sharedWithYou(patient.expiresOn) : undefined
        }
        actions={
          <PrescribeButton
            patient={patient}
            onSaved={() => void navigate(patientProfileHref(patient.id, paths.workout))}
          />
        }
      />
      {body()}
    </div>
  );
}
