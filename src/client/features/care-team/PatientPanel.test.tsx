import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carePanelPaths, panelReviewedPath } from '../../../shared/api/carePanelParameters';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import { exampleDoctor } from './patientExamples';
import { examplePanel, panelRow } from './panelExamples';
import { PatientPanel } from './PatientPanel';

function renderPanel() {
  render(
    <Provider store={createAppStore({ session: { user: exampleDoctor } })}>
      <MemoryRouter>
        <PatientPanel />
      </MemoryRouter>
    </Provider>,
  );
}

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

describe("the clinician's panel", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the patients in the order the server sorted them, each flag in words', async () => {
    mockApi({ [carePanelPaths.panel]: { body: examplePanel } });
    renderPanel();
    await screen.findByRole('link', { name: 'Rhea Kim' });
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Rhea Kim', 'Omar Haddad', 'Lara Novak', 'Ada Lovelace']);
    expect(screen.getByRole('link', { name: 'Rhea Kim' })).toHaveAttribute('href', '/patients/21');
    const rhea = rowOf('Rhea Kim');
    expect(rhea.getByText('Critical:')).toBeInTheDocument();
    expect(rhea.getByText(/Pain 7 or more this week/)).toBeInTheDocument();
    expect(rhea.getByText(/Fewer than half the planned sessions this week/)).toBeInTheDocument();
    expect(rhea.getByText('8 (+3)')).toBeInTheDocument();
    expect(rhea.getByText('33 % / 50 %')).toBeInTheDocument();
    expect(rhea.getByText('9 · 2-15 days')).toBeInTheDocument();
  });

  it('shows a dash for what a patient does not share, and says when all is well', async () => {
    mockApi({ [carePanelPaths.panel]: { body: examplePanel } });
    renderPanel();
    await screen.findByRole('link', { name: 'Lara Novak' });
    const lara = rowOf('Lara Novak');
    expect(lara.getByText('No plan')).toBeInTheDocument();
    expect(lara.getByText('2')).toBeInTheDocument();
    expect(lara.getByText('1 · under 2 days')).toBeInTheDocument();
    expect(rowOf('Ada Lovelace').getByText('Nothing flagged')).toBeInTheDocument();
    expect(rowOf('Omar Haddad').getByText(/Reviewed 20 Nov/)).toBeInTheDocument();
  });

  it('marks a patient reviewed and reads the panel again', async () => {
    const reviewed = panelRow({ reviewed_at: '2026-12-01T09:30:00.000Z' });
    const api = mockApi({
      [carePanelPaths.panel]: [
        { body: { status: 'success', data: [panelRow()] } },
        { body: { status: 'success', data: [reviewed] } },
      ],
      [panelReviewedPath(12)]: {
        body: {
          status: 'success',
          message: 'Marked as reviewed',
          data: { reviewed_at: reviewed.reviewed_at },
        },
      },
    });
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark reviewed: Ada Lovelace' }),
    );
    expect(await screen.findByText('Reviewed 1 Dec')).toBeInTheDocument();
    expect(api.callsTo(panelReviewedPath(12))).toHaveLength(1);
    expect(api.callsTo(carePanelPaths.panel)).toHaveLength(2);
  });

  it('says so when no patient shares anything, and offers a retry when the panel fails', async () => {
    mockApi({
      [carePanelPaths.panel]: [
        { status: 500, body: { status: 'error', message: 'down' } },
        { body: { status: 'success', data: [] } },
      ],
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No patient shares data with you yet.')).toBeInTheDocument();
  });
});
