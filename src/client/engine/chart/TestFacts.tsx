import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { Interval } from './rangeFlags';

export interface TestFactsProps {
  dataset: Pick<ProfileDataset, 'name' | 'loinc' | 'reference' | 'structure'>;
  /** The interval drawn for this person (their sex's where the config has one). */
  interval: Interval | undefined;
}

function intervalText({ low, high }: Interval, unit: string): string {
  const inUnit = unit ? ` ${unit}` : '';
  if (low !== undefined && high !== undefined) return `${low}–${high}${inUnit}`;
  if (low !== undefined) return `at least ${low}${inUnit}`;
  return `at most ${String(high)}${inUnit}`;
}

/**
 * What a clinician checks before trusting a trend: the test's LOINC code, its unit, the
 * typical interval drawn, and the config's caveats (a test that is not a single number says
 * what the chart holds) with their source. Shown only where the config carries them.
 */
export function TestFacts({ dataset, interval }: TestFactsProps) {
  const unit = dataset.structure.elements[0]?.unit ?? '';
  const note = dataset.reference?.note;
  const source = dataset.reference?.source;
  if (dataset.loinc === undefined && note === undefined) return null;
  return (
    <details className="test-facts">
      <summary className="test-facts__summary">About {dataset.name}</summary>
      <dl className="test-facts__list">
        {dataset.loinc ? (
          <>
            <dt>LOINC</dt>
            <dd>{dataset.loinc}</dd>
          </>
        ) : null}
        {unit ? (
          <>
            <dt>Unit</dt>
            <dd>{unit}</dd>
          </>
        ) : null}
        <dt>Typical adult range</dt>
        <dd>{interval ? intervalText(interval, unit) : 'None drawn'}</dd>
        {note ? (
          <>
            <dt>Note</dt>
            <dd>{note}</dd>
          </>
        ) : null}
        {source ? (
          <>
            <dt>Source</dt>
            <dd>{source}</dd>
          </>
        ) : null}
      </dl>
      <p className="test-facts__caveat">
        Typical ranges are for display, not diagnosis: your laboratory&apos;s own range wins where a
        result carries one.
      </p>
    </details>
  );
}
