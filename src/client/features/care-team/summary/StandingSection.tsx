import { Link } from 'react-router-dom';
import type { SummaryStandingRecord } from '../../../../shared/api/patientSummaryContract';
import { recordCellText } from '../../../engine/table/recordCellText';
import { EmptyState } from '../../../ui/feedback/EmptyState';
import { summaryTexts } from '../summaryTexts';
import { SummarySection } from './SummarySection';
import type { SummaryLinks } from './summaryLinks';

const KINDS = ['AllergyIntolerance', 'Condition', 'MedicationStatement'] as const;

/** The allergies, conditions and medications that still hold, by kind, newest first. */
export function StandingSection({
  records,
  links,
  headingLevel,
}: {
  records: readonly SummaryStandingRecord[];
  links: SummaryLinks;
  headingLevel: 2 | 3;
}) {
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <SummarySection
      id="summary-standing"
      title={summaryTexts.standing}
      hint={summaryTexts.standingHint}
      headingLevel={headingLevel}
    >
      {records.length === 0 ? (
        <EmptyState title={summaryTexts.noStanding} />
      ) : (
        KINDS.map((kind) => {
          const ofKind = records.filter((record) => record.kind === kind);
          return (
            <div key={kind} className="summary__group">
              <SubHeading className="summary__subheading">
                {summaryTexts.standingKinds[kind]}
              </SubHeading>
              {ofKind.length === 0 ? (
                <p className="summary__none">{summaryTexts.noneOfKind}</p>
              ) : (
                <ul className="summary__list">
                  {ofKind.map((record, index) => (
                    <StandingItem key={index} record={record} links={links} />
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
    </SummarySection>
  );
}

function StandingItem({ record, links }: { record: SummaryStandingRecord; links: SummaryLinks }) {
  const [first, ...rest] = record.values.map((value) => ({
    label: value.label,
    text: recordCellText(value, value.value),
  }));
  const href = links.dataset(record.profile, record.dataset);
  const name = first?.text ?? record.name;
  return (
    <li className="summary__record">
      <span className="summary__record-name">{href ? <Link to={href}>{name}</Link> : name}</span>
      {rest.length > 0 ? (
        <span className="summary__record-details">
          {rest.map((value) => `${value.label}: ${value.text}`).join(' · ')}
        </span>
      ) : null}
      <span className="summary__muted">{summaryTexts.recordedOn(record.date)}</span>
    </li>
  );
}
