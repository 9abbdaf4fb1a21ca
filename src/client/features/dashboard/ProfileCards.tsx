import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { LinkCard } from '../../ui/layout/LinkCard';
import { useProfileList } from '../profiles/useProfileList';
import { dashboardMessages } from './dashboardMessages';

/**
 * One card per profile, in the configs' order, each from its config alone: card title, summary
 * (or subtitle), illustration and route. A new config file adds its card with no code.
 */
export function ProfileCards() {
  const { profiles, failed, retry } = useProfileList();
  if (failed && !profiles) {
    return (
      <ErrorState
        title={dashboardMessages.profilesFailed}
        message={dashboardMessages.summaryFailedHint}
        onRetry={retry}
      />
    );
  }
  if (!profiles) return <LoadingState label={dashboardMessages.profilesLoading} />;
  return (
    <ul className="dashboard__grid">
      {profiles
        // A view (blood results) is reached from its profile's page, not from a card.
        .filter((profile) => profile.view_of === undefined)
        .map((profile) => (
          <li key={profile.id}>
            <LinkCard
              headingLevel={3}
              title={profile.card_title ?? profile.title}
              description={profile.summary ?? profile.subtitle}
              icon={<img src={profile.image} alt="" />}
              to={profile.route}
            />
          </li>
        ))}
    </ul>
  );
}
