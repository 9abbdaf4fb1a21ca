import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { YearSummary, type YearSummaryState } from './YearSummary';
import { athleteActivityYear, emptyActivityYear } from './yearSummaryExamples';

function renderSummary(state: YearSummaryState) {
  return render(
    <MemoryRouter>
      <YearSummary profile={realProfiles.activity} state={state} locale="en-GB" />
    </MemoryRouter>,
  );
}

/** The total a tile shows beside its label. */
function tileTotal(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('YearSummary', () => {
  it('shows each recorded field with its year total and unit', () => {
    renderSummary({ kind: 'ready', summary: athleteActivityYear });
    expect(screen.getByRole('heading', { level: 3, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText('January to November 2026')).toBeInTheDocument();
    expect(tileTotal('Exercise Time')).toHaveTextContent('8,150 min');
    expect(tileTotal('Step Count')).toHaveTextContent('2,264,400 steps');
    expect(tileTotal('Distance')).toHaveTextContent('855.8 km');
    expect(tileTotal('Sets')).toHaveTextContent(/^410$/);
  });

  it('draws a described month bar chart per recorded field', () => {
    renderSummary({ kind: 'ready', summary: athleteActivityYear });
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(8);
    expect(charts[0]).toHaveAccessibleName(
      'Exercise Time per month, January to November 2026; most in July: 950 min',
    );
    expect(charts[0]?.querySelectorAll('rect')).toHaveLength(11);
  });

  it('lists the fields with nothing yet in one line instead of tiles', () => {
    renderSummary({ kind: 'ready', summary: athleteActivityYear });
    expect(screen.getByText('Nothing recorded yet for: Overs, Laps.')).toBeInTheDocument();
    expect(screen.queryByText('Overs', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says so, and leads to the profile, when nothing was recorded this year', () => {
    renderSummary({ kind: 'ready', summary: emptyActivityYear });
    expect(screen.getByText('No activity recorded this year yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Activity Profile' })).toHaveAttribute(
      'href',
      '/activityprofile',
    );
  });

  it('shows a loading state', () => {
    renderSummary({ kind: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Adding up this year…');
  });

  it('offers Try again when the totals could not be loaded', async () => {
    const retry = vi.fn();
    renderSummary({ kind: 'failed', retry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this year’s totals');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
