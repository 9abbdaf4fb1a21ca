import { lazy, memo, Suspense, useMemo, useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import type { Sex } from '../../../shared/profile-config/referenceFor';
import { Card } from '../../ui/layout/Card';
import { ProfileHeader } from '../header/ProfileHeader';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { engineStateTexts } from '../engineTexts';
import { DateRangePanel } from '../range/DateRangePanel';
import { ReadSubjectContext, type ProfileSubject, type ReadSubject } from '../subject/readSubject';
import { ProfileTabs } from '../tabs/ProfileTabs';
import { tabSearchWordsOf } from '../tabs/tabSearchWords';
import { defaultTabIndex } from './defaultTabIndex';
import { TabPanel } from './TabPanel';
import { hasDraft } from '../../state/sessionResume';
import { addDataDraftKey } from '../dialog/addDataDraft';
import { useActiveTab } from './useActiveTab';
import './ProfilePage.css';

// The form library loads when the user first reaches for the add button, not with the page.
const loadAddDataDialog = () => import('../dialog/AddDataDialog');
const AddDataDialog = lazy(loadAddDataDialog);
// Parts only some profiles declare load with the profiles that use them, not with every chart.
const PartnerImportPanel = lazy(() =>
  import('../partner/PartnerImportPanel').then((module) => ({
    default: module.PartnerImportPanel,
  })),
);
const PinGate = lazy(() =>
  import('../pin/PinGate').then((module) => ({ default: module.PinGate })),
);
// A doctor's view only: a person's own profile page does not carry its words.
const SubjectBanner = lazy(() =>
  import('../subject/SubjectBanner').then((module) => ({ default: module.SubjectBanner })),
);
const SubjectRefusal = lazy(() =>
  import('../subject/SubjectRefusal').then((module) => ({ default: module.SubjectRefusal })),
);

export interface ProfilePageProps {
  profile: ProfileListEntry;
  /** The sex of the person whose data this is, for reference bands given per sex. */
  sex?: Sex | undefined;
  /**
   * Someone else's data, read-only: a patient's, in their doctor's view. Every read then
   * carries patient_id; there is no add button, no pin gate and no partner import, and a
   * refused read replaces the page with the refusal.
   */
  subject?: ProfileSubject | undefined;
}

/**
 * Any profile, from its config alone: header with the add button, the Add Data dialog, the
 * date range and one chart or table per tab, behind the pin gate when the config says so.
 * Nothing here knows which profile it shows, nor, with a subject, whose data it is beyond the
 * patient_id its reads carry.
 *
 * Memoised: the route above re-renders as the page load goes on (the profile list's query
 * starting after the first paint, its reply, the reply made fresh), four times after its first
 * render, and each re-made the whole page for the same props: on a slow phone, tasks of their
 * own.
 */
export const ProfilePage = memo(function ProfilePage({ profile, sex, subject }: ProfilePageProps) {
  const [range, setRange] = useState(thisYearRange);
  const [rememberedTab, setRememberedTab] = useState(() => defaultTabIndex(profile));
  const [activeIndex, selectTab] = useActiveTab(profile, rememberedTab, setRememberedTab);
  // Open from the start when the person's session expired while it was open (docs/product.md#accounts-and-sessions).
  const [dialogOpen, setDialogOpen] = useState(() => hasDraft(addDataDraftKey(profile.id)));
  // Once opened the dialog stays mounted, so Close keeps what was typed until the next open
  // (unless the active tab changes: the dialog then starts on that tab's data type).
  const [dialogWanted, setDialogWanted] = useState(dialogOpen);
  const activeTab = profile.tabs[activeIndex] ?? profile.tabs[0];
  const recordDate = recordDateOf(profile);
  // A view (blood results) shows its profile's readings and adds none; nor does a doctor.
  const writable = profile.view_of === undefined && subject === undefined;
  const [refused, setRefused] = useState(false);
  const patientId = subject?.patientId;
  const patientName = subject?.name;
  const readSubject = useMemo<ReadSubject | undefined>(
    () =>
      patientId === undefined || patientName === undefined
        ? undefined
        : { patientId, name: patientName, onRefused: () => setRefused(true) },
    [patientId, patientName],
  );
  const tabSearchWords = useMemo(() => tabSearchWordsOf(profile), [profile]);
  const contentLabel = `${profile.title} ${profile.tabs.some((tab) => tab.view === 'table') ? 'records' : 'charts'}`;

  function openDialog() {
    setDialogWanted(true);
    setDialogOpen(true);
  }

  function tabs(pin?: string, relock?: () => void) {
    if (!activeTab) return null;
    return (
      <ProfileTabs
        label={contentLabel}
        labels={profile.tabs.map((tab) => tab.label)}
        searchWords={tabSearchWords}
        activeIndex={activeIndex}
        onSelect={selectTab}
      >
        <TabPanel
          key={activeIndex}
          profile={profile}
          tab={activeTab}
          range={range}
          recordDate={recordDate}
          pin={pin}
          onPinRefused={relock}
          sex={sex}
        />
      </ProfileTabs>
    );
  }

  const title = <title>{layoutTexts.documentTitle(profile.title)}</title>;
  if (subject && refused) {
    return (
      <div className="profile-page">
        {title}
        <Suspense fallback={null}>
          <SubjectRefusal subject={subject} areaTitle={profile.title} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="profile-page">
      {title}
      {subject ? (
        <Suspense fallback={null}>
          <SubjectBanner subject={subject} />
        </Suspense>
      ) : null}
      <ProfileHeader
        profile={profile}
        reader={subject ? 'viewer' : 'self'}
        onAdd={writable ? openDialog : undefined}
        onAddIntent={() => void loadAddDataDialog()}
      />

      {profile.partner && !subject ? (
        <Suspense fallback={null}>
          <PartnerImportPanel partner={profile.partner} />
        </Suspense>
      ) : null}

      <Card className="profile-page__charts">
        {/* The outline a screen reader follows: page title, then this section, then its boxes. */}
        <h2 className="visually-hidden">{contentLabel}</h2>
        <DateRangePanel range={range} onChange={setRange} />
        {readSubject ? (
          // A doctor reads under the patient's grant: no pin of anyone's is asked.
          <ReadSubjectContext value={readSubject}>{tabs()}</ReadSubjectContext>
        ) : profile.pin && activeTab ? (
          <Suspense fallback={<LoadingState label={engineStateTexts.pinChecking} />}>
            <PinGate
              checkTab={activeTab}
              range={range}
              retrievedMessage={profile.messages.retrieved ?? profile.title}
              prompt={profile.pin_prompt}
            >
              {(pin, relock) => tabs(pin, relock)}
            </PinGate>
          </Suspense>
        ) : (
          tabs()
        )}
      </Card>

      {writable && dialogWanted ? (
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
});
