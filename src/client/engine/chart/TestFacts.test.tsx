import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileFactsAddress } from '../../../shared/api/profileFactsContract';
import { mockApi } from '../../test/fetchMock';
import { realFactsReplies, realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { TestFacts } from './TestFacts';

const lab = realProfiles.lab;
const datasetOf = (id: number) => lab.dataset_set.find((dataset) => dataset.id === id)!;
const labFacts = profileFactsAddress('lab');

function openFacts(name: string) {
  const summary = screen.getByText(`About ${name}`);
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('TestFacts', () => {
  it("gives a test's LOINC code, unit, the interval drawn for this person, and its source", async () => {
    const api = mockApi({ [labFacts]: { body: realFactsReplies[labFacts] } });
    renderWithEngineStore(
      <TestFacts dataset={datasetOf(152)} facts={lab.facts} interval={{ low: 130, high: 170 }} />,
    );
    // Nothing is asked until the facts are opened.
    expect(api.callsTo(labFacts)).toHaveLength(0);
    openFacts('Hb');
    expect(screen.getByText('130–170 g/L')).toBeInTheDocument();
    expect(await screen.findByText('718-7')).toBeInTheDocument();
    expect(screen.getByText(/Oxford|Sussex|LOINC Top2000/)).toBeInTheDocument();
    expect(api.callsTo(labFacts)).toHaveLength(1);
  });

  it('says when a test is not a single number and no range is drawn', async () => {
    mockApi({ [labFacts]: { body: realFactsReplies[labFacts] } });
    renderWithEngineStore(
      <TestFacts dataset={datasetOf(157)} facts={lab.facts} interval={undefined} />,
    );
    openFacts(datasetOf(157).name);
    expect(screen.getByText('None drawn')).toBeInTheDocument();
    expect(await screen.findByText(/Nothing should be plotted/)).toBeInTheDocument();
  });

  it('offers to try again when the notes cannot be fetched, and shows them then', async () => {
    mockApi({ [labFacts]: ['network-error', { body: realFactsReplies[labFacts] }] });
    renderWithEngineStore(
      <TestFacts dataset={datasetOf(152)} facts={lab.facts} interval={undefined} />,
    );
    openFacts('Hb');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('718-7')).toBeInTheDocument();
  });

  it('is not shown for a dataset without facts', () => {
    const { container } = renderWithEngineStore(
      <TestFacts
        dataset={realProfiles.activity.dataset_set[0]!}
        facts={realProfiles.activity.facts}
        interval={undefined}
      />,
    );
    expect(container.querySelector('details')).toBeNull();
  });
});
