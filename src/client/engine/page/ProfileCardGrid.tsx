import type { ReactNode } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { profileSummary, type ProfileReader } from '../../../shared/profile-config/profileWords';
import { LinkCard } from '../../ui/layout/LinkCard';
// The grid the dashboard's sections share, wherever profile cards are shown.
import './ProfileCardGrid.css';

export interface ProfileCardGridProps {
  profiles: readonly ProfileListEntry[];
  /** Where a card leads: the profile's own route unless a page says otherwise. */
  hrefOf?: (profile: ProfileListEntry) => string;
  /** Whose eyes: a doctor listing a patient's profiles reads the configs' viewer words. */
  reader?: ProfileReader;
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
  reader = 'self',
  children,
}: ProfileCardGridProps) {
  return (
    <ul className="dashboard__grid">
      {profiles.map((profile) => (
        <li key={profile.id}>
          <LinkCard
            headingLevel={3}
            title={profile.card_title ?? profile.title}
            description={profileSummary(profile, reader)}
            icon={<img src={profile.image} alt="" />}
            to={hrefOf(profile)}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
