import { useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { ProfilePage } from '../../engine/page/ProfilePage';
import { NotFoundPage } from '../../engine/page/NotFoundPage';
import { profileForPath } from '../../engine/page/profileForPath';
import { useProfileList } from '../../engine/api/useProfileList';
import { profileListTexts } from '../../engine/api/profileListTexts';
import { profilesTexts } from './profilesTexts';

/**
 * The page at a profile's route: finds the config whose `route` is this path among the
 * profiles the server gives, and renders it. A new config with a new route needs no code.
 */
export function ProfileRoutePage() {
  const { pathname } = useLocation();
  const { profiles: list, failed, retry } = useProfileList();
  // The page is first made in a render React may pause (the arriving list's update itself
  // renders at once, and would make the whole page in one long task).
  const profiles = useDeferredValue(list);
  const user = useAppSelector(selectSessionUser);

  const profile = profiles ? profileForPath(profiles, pathname) : undefined;
  if (!profile) {
    if (failed) {
      return (
        <ErrorState
          fullPage
          title={profileListTexts.loadFailed}
          message={profilesTexts.loadFailedHint}
          onRetry={retry}
        />
      );
    }
    if (!profiles) return <LoadingState fullPage label={profilesTexts.loadingProfile} />;
    return <NotFoundPage />;
  }
  // A new key per profile: moving from one profile to another starts fresh (tab, range).
  return <ProfilePage key={profile.id} profile={profile} sex={user?.gender} />;
}
