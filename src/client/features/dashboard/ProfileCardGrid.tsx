import type { ReactNode } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { LinkCard } from '../../ui/layout/LinkCard';
// The grid the dashboard's sections share, wherever profile cards are shown.
import './DashboardPage.css';

export interface ProfileCardGridProps {
  profiles: readonly ProfileListEntry[];
  /** Where a card leads: the profile's own route unless a page says otherwise. */
  hrefOf?: (profile: ProfileListEntry) => string;
  /** Cards after the profiles' (each an `<li>`), such as a patient's workout. */
  children?: ReactNode;
}

/**
 * One card per profile, in the order given, each from its config alone: card title, summary
 * (or subtitle), illustration and link.
 */
export function ProfileCardGrid({
  profiles,
  hrefOf = (profile) => profile.route,
  children,
}: ProfileCardGridProps) {
  return (
    <ul className="dashboard__grid">
      {profiles.map((profile) => (
        <li key={profile.id}>
          <LinkCard
            headingLevel={3}
            title={profile.card_title ?? profile.title}
            description={profile.summary ?? profile.subtitle}
            icon={<img src={profile.image} alt="" />}
            to={hrefOf(profile)}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
