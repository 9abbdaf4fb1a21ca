import { useState } from 'react';
import type { DatasetFacts, ProfileFactsRef } from '../../../shared/api/profileFactsContract';
import type { PageDataset } from '../../../shared/api/profileListContract';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useGetProfileFactsQuery } from '../api/profileFactsApi';
import { engineStateTexts } from '../engineTexts';
import { chartTexts } from './chartTexts';
import type { Interval } from './rangeFlags';

export interface TestFactsProps {
  dataset: Pick<PageDataset, 'id' | 'name' | 'structure'>;
  /** Where the profile's facts are (the profile list says), if it has any. */
  facts: ProfileFactsRef | undefined;
  /** The interval drawn for this person (their sex's where the config has one). */
  interval: Interval | undefined;
}

/**
 * What a clinician checks before trusting a trend: the test's LOINC code, its unit, the
 * typical interval drawn, and the config's caveats (a test that is not a single number says
 * what the chart holds) with their source. Shown only where the config carries them; the
 * code and texts are fetched the first time the facts are opened.
 */
export function TestFacts({ dataset, facts, interval }: TestFactsProps) {
  const [opened, setOpened] = useState(false);
  if (facts === undefined || !facts.datasets.includes(dataset.id)) return null;
  return (
    <details
      className="test-facts"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="test-facts__summary">{chartTexts.aboutTest(dataset.name)}</summary>
      {opened ? <OpenedFacts dataset={dataset} read={facts.read} interval={interval} /> : null}
      <p className="test-facts__caveat">{engineStateTexts.typicalRangesCaveat}</p>
    </details>
  );
}

function OpenedFacts({
  dataset,
  read,
  interval,
}: Pick<TestFactsProps, 'dataset' | 'interval'> & { read: string }) {
  const { data, isError, refetch } = useGetProfileFactsQuery(read);
  const facts: Partial<DatasetFacts> = data?.find((found) => found.dataset === dataset.id) ?? {};
  const unit = dataset.structure.elements[0]?.unit ?? '';
  return (
    <>
      <dl className="test-facts__list">
        {facts.loinc ? (
          <>
            <dt>{chartTexts.loinc}</dt>
            <dd>{facts.loinc}</dd>
          </>
        ) : null}
        {unit ? (
          <>
            <dt>{chartTexts.unit}</dt>
            <dd>{unit}</dd>
          </>
        ) : null}
        <dt>{chartTexts.typicalRange}</dt>
        <dd>
          {interval ? chartTexts.typicalRangeValue(interval, unit) : chartTexts.noTypicalRange}
        </dd>
        {facts.note ? (
          <>
            <dt>{chartTexts.note}</dt>
            <dd>{facts.note}</dd>
          </>
        ) : null}
        {facts.source ? (
          <>
            <dt>{chartTexts.source}</dt>
            <dd>{facts.source}</dd>
          </>
        ) : null}
      </dl>
      {isError ? (
        <ErrorState compact title={engineStateTexts.factsFailed} onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <LoadingState label={engineStateTexts.factsLoading} />
      ) : null}
    </>
  );
}
