import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { thisYearRange, type DateRange } from '../../../shared/dates/dateRanges';
import { DateRangePanel } from './DateRangePanel';

function renderPanel() {
  const changes: DateRange[] = [];
  function Harness() {
    const [range, setRange] = useState(thisYearRange());
    return (
      <DateRangePanel
        range={range}
        onChange={(next) => {
          changes.push(next);
          setRange(next);
        }}
      />
    );
  }
  render(<Harness />);
  return changes;
}

describe('DateRangePanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:30:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on This Year: 1 January to today', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'This Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-21');
  });

  it('This Month runs from the first of the month to today; This Year from 1 January', async () => {
    const user = userEvent.setup();
    const changes = renderPanel();
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    expect(changes).toEqual([
      { date_from: '2026-11-01', date_to: '2026-11-21' },
      { date_from: '2026-01-01', date_to: '2026-11-21' },
    ]);
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps From no later than today, and To between From and today', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-21');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-11-21');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-01-01');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-15');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-15');
  });

  it('applies a custom range with Customize Date Range', async () => {
    const user = userEvent.setup();
    const changes = renderPanel();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Customize Date Range' }));
    expect(changes).toEqual([{ date_from: '2026-02-01', date_to: '2026-02-28' }]);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 2026-02-01 to 2026-02-28');
  });

  it('refuses a To before From and says why', async () => {
    const user = userEvent.setup();
    const changes = renderPanel();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-06-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Customize Date Range' }));
    expect(screen.getByRole('alert')).toHaveTextContent('To cannot be before From.');
    expect(changes).toEqual([]);
  });

  it('says a problem only at Customize Date Range, keeps it while the dates are edited, and drops it at the next press or a quick range', async () => {
    const user = userEvent.setup();
    const changes = renderPanel();
    await user.clear(screen.getByLabelText('To'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Customize Date Range' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose both a From and a To date.');
    await user.type(screen.getByLabelText('To'), '2026-02-28');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose both a From and a To date.');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Customize Date Range' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(changes).toEqual([{ date_from: '2026-01-01', date_to: '2026-02-28' }]);

    await user.clear(screen.getByLabelText('From'));
    await user.click(screen.getByRole('button', { name: 'Customize Date Range' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });
});
