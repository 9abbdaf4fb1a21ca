import type { ReactNode } from 'react';
import { useAppSelector } from '../../state/hooks';
import { LinkCard } from '../../ui/layout/LinkCard';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { selectSessionUser } from '../../api/sessionUser';
import { externalCards } from './dashboardCards';
import { dashboardTexts } from './dashboardTexts';
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
      <title>{layoutTexts.documentTitle(dashboardTexts.title)}</title>
      <PageHeader
        title={dashboardTexts.title}
        subtitle={user ? dashboardTexts.greetedSubtitle(user.first_name) : dashboardTexts.subtitle}
      />
      {lead}
      <section className="dashboard__section" aria-labelledby="dashboard-profiles">
        <h2 className="dashboard__section-title" id="dashboard-profiles">
          {dashboardTexts.yourProfiles}
        </h2>
        <ProfileCards />
      </section>
      {/* Below the cards, so that it arriving a moment later does not push them around. */}
      <YearAtAGlance />
      <section className="dashboard__section" aria-labelledby="dashboard-more">
        <h2 className="dashboard__section-title" id="dashboard-more">
          {dashboardTexts.moreFromMotus}
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
