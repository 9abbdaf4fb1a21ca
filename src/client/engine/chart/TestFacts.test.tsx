import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realProfiles } from '../testing/realProfiles';
import { TestFacts } from './TestFacts';

const datasetOf = (id: number) =>
  realProfiles.lab.dataset_set.find((dataset) => dataset.id === id)!;

describe('TestFacts', () => {
  it("gives a test's LOINC code, unit, the interval drawn for this person, and its source", () => {
    render(<TestFacts dataset={datasetOf(152)} interval={{ low: 130, high: 170 }} />);
    expect(screen.getByText('About Hb')).toBeInTheDocument();
    expect(screen.getByText('718-7')).toBeInTheDocument();
    expect(screen.getByText('130–170 g/L')).toBeInTheDocument();
    expect(screen.getByText(/Oxford|Sussex|LOINC Top2000/)).toBeInTheDocument();
  });

  it('says when a test is not a single number and no range is drawn', () => {
    render(<TestFacts dataset={datasetOf(157)} interval={undefined} />);
    expect(screen.getByText('None drawn')).toBeInTheDocument();
    expect(screen.getByText(/Nothing should be plotted/)).toBeInTheDocument();
  });
});
