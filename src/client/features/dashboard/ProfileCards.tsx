import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useProfileList } from '../../engine/api/useProfileList';
import { dashboardTexts } from './dashboardTexts';
import { ProfileCardGrid } from '../../engine/page/ProfileCardGrid';

/**
 * One card per profile, in the configs' order, each from its config alone: card title, summary
 * (or subtitle), illustration and route. A new config file adds its card with no code.
 */
export function ProfileCards() {
  const { profiles, failed, retry } = useProfileList();
  if (failed && !profiles) {
    return (
      <ErrorState
        title={dashboardTexts.profilesFailed}
        message={dashboardTexts.summaryFailedHint}
        onRetry={retry}
      />
    );
  }
  if (!profiles) return <LoadingState label={dashboardTexts.profilesLoading} />;
  return (
    <ProfileCardGrid
      // A view (blood results) is reached from its profile's page, not from a card.
      profiles={profiles.filter((profile) => profile.view_of === undefined)}
    />
  );
}
