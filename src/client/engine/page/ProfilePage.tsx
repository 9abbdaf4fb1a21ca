import { lazy, Suspense, useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { Card } from '../../ui/layout/Card';
import { TabChartPanel } from '../chart/TabChartPanel';
import { ProfileHeader } from '../header/ProfileHeader';
import { DateRangePanel } from '../range/DateRangePanel';
import { ProfileTabs } from '../tabs/ProfileTabs';
import { defaultTabIndex } from './defaultTabIndex';
import './ProfilePage.css';

// The form library loads when the user first reaches for the add button, not with the page.
const loadAddDataDialog = () => import('../dialog/AddDataDialog');
const AddDataDialog = lazy(loadAddDataDialog);

export interface ProfilePageProps {
  profile: ProfileListEntry;
}

/**
 * Any profile, from its config alone: header with the add button, the Add Data dialog, the
 * date range and one chart per tab. Nothing here knows which profile it shows.
 */
export function ProfilePage({ profile }: ProfilePageProps) {
  const [range, setRange] = useState(thisYearRange);
  const [activeIndex, setActiveIndex] = useState(() => defaultTabIndex(profile));
  const [dialogOpen, setDialogOpen] = useState(false);
  // Once opened the dialog stays mounted, so Close keeps what was typed until the next open
  // (unless the active tab changes: the dialog then starts on that tab's data type).
  const [dialogWanted, setDialogWanted] = useState(false);
  const activeTab = profile.tabs[activeIndex] ?? profile.tabs[0];

  function openDialog() {
    setDialogWanted(true);
    setDialogOpen(true);
  }

  return (
    <div className="profile-page">
      <title>{`${profile.title} · Motus`}</title>
      <ProfileHeader
        profile={profile}
        onAdd={openDialog}
        onAddIntent={() => void loadAddDataDialog()}
      />

      <Card className="profile-page__charts">
        {/* The outline a screen reader follows: page title, then this section, then its boxes. */}
        <h2 className="visually-hidden">{`${profile.title} charts`}</h2>
        <DateRangePanel range={range} onChange={setRange} />
        {activeTab ? (
          <ProfileTabs
            label={`${profile.title} charts`}
            labels={profile.tabs.map((tab) => tab.label)}
            activeIndex={activeIndex}
            onSelect={setActiveIndex}
          >
            <TabChartPanel key={activeIndex} tab={activeTab} range={range} />
          </ProfileTabs>
        ) : null}
      </Card>

      {dialogWanted ? (
        <Suspense fallback={null}>
          <AddDataDialog
            key={activeTab?.dataset}
            profile={profile}
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            initialDatasetId={activeTab?.dataset}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
