import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { Card } from '../../ui/layout/Card';
import { dashboardTexts } from './dashboardTexts';

export interface GlanceCardProps {
  profile: Pick<ProfileListEntry, 'name' | 'title' | 'route'>;
  headingId: string;
  /** What span the card covers: the year's months, or its latest reading. */
  span: ReactNode;
  /** Leave out the link where the card's own body already leads to the profile. */
  showLink?: boolean;
  children: ReactNode;
}

/** One profile's card on the dashboard's At a glance: its name, its span and a way to it. */
export function GlanceCard({
  profile,
  headingId,
  span,
  showLink = true,
  children,
}: GlanceCardProps) {
  return (
    <Card className="year-summary" role="group" aria-labelledby={headingId}>
      <div className="year-summary__header">
        <div>
          <h3 className="year-summary__title" id={headingId}>
            {profile.name}
          </h3>
          <p className="year-summary__span">{span}</p>
        </div>
        {showLink ? (
          <Link className="year-summary__open" to={profile.route}>
            {dashboardTexts.openProfile(profile.title)}
          </Link>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
