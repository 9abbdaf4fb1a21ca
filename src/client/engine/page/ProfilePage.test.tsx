import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_POINTS_PER_SERIES } from '../chart/chartDensity';
import { mockApi } from '../../test/fetchMock';
import type { RecordedCall } from '../../test/fakeApi';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { ProfilePage } from './ProfilePage';

const fitness = realProfiles.fitness;

function reads(calls: RecordedCall[], path: string) {
  return calls.filter((request) => request.path === path).map((request) => request.body);
}

describe('ProfilePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function stubReads() {
    return mockApi((request) => {
      if (request.path.includes('{') || request.method !== 'POST') return { body: {}, status: 404 };
      const tab = fitness.tabs.find((candidate) => candidate.read === request.path);
      if (tab) return { body: { status: 'success', [tab.list]: [] } };
      return { body: { status: 'success', message: 'ok', data: { id: 1 } } };
    });
  }

  it('shows the header from the config and the plus button named by add_button_label', () => {
    stubReads();
    renderWithEngineStore(<ProfilePage profile={fitness} />);
    expect(screen.getByRole('heading', { level: 1, name: fitness.title })).toBeInTheDocument();
    expect(screen.getByText(fitness.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fitness Data' })).toBeInTheDocument();
  });

  it('opens on the default tab and reads it for this year', async () => {
    const { calls } = stubReads();
    renderWithEngineStore(<ProfilePage profile={fitness} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(fitness.default_tab!);
    const defaultTab = fitness.tabs.find((tab) => tab.label === fitness.default_tab)!;
    await waitFor(() =>
      expect(reads(calls, defaultTab.read)).toEqual([
        { date_from: '2026-01-01', date_to: '2026-11-21', max_points: MAX_POINTS_PER_SERIES },
      ]),
    );
  });

  it('clicking a tab makes it the only active one and reads it for the current range', async () => {
    const user = userEvent.setup();
    const { calls } = stubReads();
    renderWithEngineStore(<ProfilePage profile={fitness} />);
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    const bloodPressure = fitness.tabs.find((tab) => tab.label === 'Blood Pressure Data')!;
    await user.click(screen.getByRole('tab', { name: 'Blood Pressure Data' }));

    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Blood Pressure Data');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    await waitFor(() =>
      expect(reads(calls, bloodPressure.read)).toEqual([
        { date_from: '2026-11-01', date_to: '2026-11-21', max_points: MAX_POINTS_PER_SERIES },
      ]),
    );
  });

  it('reloads the active tab when the range changes', async () => {
    const user = userEvent.setup();
    const { calls } = stubReads();
    renderWithEngineStore(<ProfilePage profile={fitness} />);
    const active = fitness.tabs.find((tab) => tab.label === fitness.default_tab)!;
    await waitFor(() => expect(reads(calls, active.read)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await waitFor(() => expect(reads(calls, active.read)).toHaveLength(2));
    expect(reads(calls, active.read)[1]).toMatchObject({ date_from: '2026-11-01' });
  });

  it("opens the dialog on the active tab's data type, and a save reloads that chart", async () => {
    const user = userEvent.setup();
    const { calls } = stubReads();
    renderWithEngineStore(<ProfilePage profile={fitness} />);
    await user.click(screen.getByRole('tab', { name: 'Blood Pressure Data' }));
    const bloodPressure = fitness.tabs.find((tab) => tab.label === 'Blood Pressure Data')!;
    await waitFor(() => expect(reads(calls, bloodPressure.read)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add Fitness Data' }));
    const dialog = await screen.findByRole('dialog', { name: fitness.dialog_title });
    expect(within(dialog).getByRole('combobox', { name: 'Data Type' })).toHaveDisplayValue(
      'Blood Pressure',
    );
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-21');
    await user.type(within(dialog).getByLabelText('Systolic (mmHg)'), '121');
    await user.type(within(dialog).getByLabelText('Diastolic (mmHg)'), '79');
    await user.click(within(dialog).getByRole('button', { name: 'Add Data' }));

    expect(await screen.findByText(fitness.messages.added)).toBeInTheDocument();
    await waitFor(() => expect(reads(calls, bloodPressure.read)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
