import type { ReactNode } from 'react';
import { useAppSelector } from '../../state/hooks';
import { LinkCard } from '../../ui/layout/LinkCard';
import { PageHeader } from '../../ui/layout/PageHeader';
import { selectSessionUser } from '../../api/sessionUser';
import { externalCards } from './dashboardCards';
import { ProfileCards } from './ProfileCards';
import { YearAtAGlance } from './YearAtAGlance';
import './DashboardPage.css';

export interface DashboardPageProps {
  /** What the page opens on before the profiles: a clinician's panel of patients. */
  lead?: ReactNode;
}

export function DashboardPage({ lead }: DashboardPageProps) {
  const user = useAppSelector(selectSessionUser);
  return (
    <>
      <title>Dashboard · Motus</title>
      <PageHeader
        title="Dashboard"
        subtitle={
          user
            ? `Hi, ${user.first_name}. Choose an area to record or review.`
            : 'Choose an area to record or review.'
        }
      />
      {lead}
      <section className="dashboard__section" aria-labelledby="dashboard-profiles">
        <h2 className="dashboard__section-title" id="dashboard-profiles">
          Your profiles
        </h2>
        <ProfileCards />
      </section>
      {/* Below the cards, so that it arriving a moment later does not push them around. */}
      <YearAtAGlance />
      <section className="dashboard__section" aria-labelledby="dashboard-more">
        <h2 className="dashboard__section-title" id="dashboard-more">
          More from Motus
        </h2>
        <ul className="dashboard__grid">
          {externalCards.map((card) => (
            <li key={card.href}>
              <LinkCard
                headingLevel={3}
                title={card.title}
                description={card.description}
                icon={card.icon}
                href={card.href}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
