import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { ProfilePage } from '../../engine/page/ProfilePage';
import type { ProfileSubject } from '../../engine/subject/readSubject';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { NotFoundPage } from '../../engine/page/NotFoundPage';
import { profileForPath } from '../../engine/page/profileForPath';
import { useProfileList } from '../../engine/api/useProfileList';
import { BackToPatient } from './BackToPatient';
import type { GrantedPatient } from './grantedPatient';
import { PatientGate } from './PatientGate';
import { isShared, subjectProfileOf } from './sharedAreas';
import { layoutTexts } from '../../ui/layout/layoutTexts';

/**
 * /patients/:patientId/:profileRoute[/:viewRoute]: a patient's profile in their doctor's view,
 * the same engine page as the patient's own, read-only, under the patient's grant.
 */
export function PatientProfilePage() {
  return <PatientGate>{(patient) => <PatientProfile patient={patient} />}</PatientGate>;
}

function PatientProfile({ patient }: { patient: GrantedPatient }) {
  const { profileRoute, viewRoute } = useParams();
  const route = viewRoute === undefined ? `/${profileRoute}` : `/${profileRoute}/${viewRoute}`;
  const { profiles: list, failed, retry } = useProfileList();
  // As on the patient's own page: the page is first made in a render React may pause.
  const profiles = useDeferredValue(list);
  const profile = profiles ? profileForPath(profiles, route) : undefined;

  if (!profiles || !profile) {
    if (failed) {
      return (
        <ErrorState
          fullPage
          title={doctorViewTexts.profilesFailed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={retry}
        />
      );
    }
    if (!profiles) return <LoadingState fullPage label={doctorViewTexts.profilesLoading} />;
    return <NotFoundPage />;
  }
  return (
    <>
      <BackToPatient patient={patient} />
      {isShared(profile, patient.areas) ? (
        <SharedProfile patient={patient} profile={profile} profiles={profiles} />
      ) : (
        <>
          <title>{layoutTexts.documentTitle(profile.title)}</title>
          <ErrorState fullPage title={careTeamMessages.notShared} />
        </>
      )}
    </>
  );
}

function SharedProfile({
  patient,
  profile,
  profiles,
}: {
  patient: GrantedPatient;
  profile: ProfileListEntry;
  profiles: readonly ProfileListEntry[];
}) {
  const { id, name, expiresOn, areas } = patient;
  // The engine page is memoised: it is given the same objects while nothing they say changes.
  const subject = useMemo<ProfileSubject>(
    () => ({ patientId: id, name, expiresOn }),
    [id, name, expiresOn],
  );
  const shown = useMemo(
    () => subjectProfileOf(profile, profiles, { id, areas }),
    [profile, profiles, id, areas],
  );
  return (
    // A new page per patient and profile: nothing read for one is shown for another.
    <ProfilePage key={`${id}:${profile.id}`} profile={shown} sex={patient.sex} subject={subject} />
  );
}
