import { Link } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import type { PatientSummary as Summary } from '../../../shared/api/patientSummaryContract';
import { patientDatasetHref, patientHref, patientProfileHref } from '../../../shared/routes/paths';
import { isChartTab } from '../../../shared/profile-config/profileTabKinds';
import { useProfileList } from '../../engine/api/useProfileList';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import type { GrantedPatient } from './grantedPatient';
import { PanelFlags } from './PanelFlags';
import { PrescribeButton } from './PrescribeButton';
import { usePatientSummaryQuery } from './patientSummaryApi';
import { StandingSection } from './summary/StandingSection';
import { MeasuresSection } from './summary/MeasuresSection';
import { LabGridSection } from './summary/LabGridSection';
import { TrainingSection } from './summary/TrainingSection';
import { RunsThatHurt } from './summary/RunsThatHurt';
import type { SummaryLinks } from './summary/summaryLinks';
import { summaryTexts } from './summaryTexts';
import './PatientSummary.css';

export interface PatientSummaryProps {
  patient: GrantedPatient;
  /** The heading level of the summary's sections: 2 on the patient's page, 3 in a side panel. */
  headingLevel?: 2 | 3;
  /** In a call's side panel: one column, and a way to the patient's page. */
  compact?: boolean;
}

/**
 * What a clinician reads of a patient before a call (docs/product.md#care-team): the panel's
 * flags, who they are, what stands, the latest vital signs, the last laboratory panels, pain
 * and training, each item leading to its full page. Only what the patient's grant shares is
 * there: the server leaves out a section it does not cover, and so does this.
 */
export function PatientSummary({
  patient,
  headingLevel = 2,
  compact = false,
}: PatientSummaryProps) {
  const summary = usePatientSummaryQuery(patient.id, { refetchOnMountOrArgChange: true });
  const { profiles } = useProfileList();
  const data = summary.currentData?.data;

  function body() {
    if (summary.isError) {
      return (
        <ErrorState
          title={summaryTexts.failed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={() => void summary.refetch()}
        />
      );
    }
    if (!data || !profiles) return <LoadingState label={summaryTexts.loading} />;
    return (
      <SummarySections
        summary={data}
        links={linksOf(patient.id, profiles)}
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div className={compact ? 'summary summary--compact' : 'summary'}>
      <div className="summary__top">
        <p className="summary__person">
          {data ? summaryTexts.person(data.patient.age, data.patient.sex) : null}
        </p>
        <PanelFlags patientId={patient.id} />
        {compact ? (
          // Beside a call the doctor stays in it: the summary shows the new routine.
          <PrescribeButton patient={patient} onSaved={() => void summary.refetch()} />
        ) : null}
      </div>
      {body()}
      {compact ? (
        <Link className="summary__full" to={patientHref(patient.id)}>
          {summaryTexts.openFullPage}
        </Link>
      ) : null}
    </div>
  );
}

/** Where each item of the summary leads: its profile's page, at the dataset's tab. */
function linksOf(patientId: number, profiles: readonly ProfileListEntry[]): SummaryLinks {
  const routeOf = (profileId: string) => profiles.find((entry) => entry.id === profileId)?.route;
  return {
    dataset: (profileId, datasetId) => {
      const route = routeOf(profileId);
      return route === undefined ? undefined : patientDatasetHref(patientId, route, datasetId);
    },
    profile: (route) => patientProfileHref(patientId, route),
    scaleOf: (datasetId) =>
      profiles
        .flatMap((entry) => entry.tabs.filter(isChartTab))
        .find((tab) => tab.dataset === datasetId)?.value_axis,
  };
}

function SummarySections({
  summary,
  links,
  headingLevel,
}: {
  summary: Summary;
  links: SummaryLinks;
  headingLevel: 2 | 3;
}) {
  const runPain = summary.training?.run_pain ?? [];
  return (
    <div className="summary__sections">
      {summary.standing ? (
        <StandingSection
          records={summary.standing.records}
          links={links}
          headingLevel={headingLevel}
        />
      ) : null}
      {summary.vital_signs ? (
        <MeasuresSection
          id="summary-vitals"
          title={summaryTexts.vitalSigns}
          empty={summaryTexts.noVitalSigns}
          measures={summary.vital_signs.measures}
          links={links}
          headingLevel={headingLevel}
        />
      ) : null}
      {summary.laboratory ? (
        <LabGridSection grid={summary.laboratory} links={links} headingLevel={headingLevel} />
      ) : null}
      {summary.pain ? (
        <MeasuresSection
          id="summary-pain"
          title={summaryTexts.pain}
          empty={summaryTexts.noPain}
          measures={summary.pain.measures.filter((measure) => measure.points.length > 0)}
          links={links}
          headingLevel={headingLevel}
        >
          <RunsThatHurt runs={runPain} />
        </MeasuresSection>
      ) : null}
      {summary.training ? (
        <TrainingSection training={summary.training} links={links} headingLevel={headingLevel}>
          {summary.pain ? null : <RunsThatHurt runs={runPain} />}
        </TrainingSection>
      ) : null}
    </div>
  );
}
