import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_POINTS_PER_SERIES } from './chartDensity';
import { engineTexts, engineStateTexts } from '../engineTexts';
import { mockApi } from '../../test/fetchMock';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { TabChartPanel } from './TabChartPanel';

const painTab = chartTabsOf(realProfiles.pain)[0]!;
const range = { date_from: '2026-01-01', date_to: '2026-11-21' };

describe('TabChartPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the tab over the range, thinned to a bounded number of points', async () => {
    const { calls } = mockApi(() => ({ body: { status: 'success', [painTab.list]: [] } }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls.map(({ method, path, body }) => ({ method, path, body }));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: painTab.read,
      body: { date_from: '2026-01-01', date_to: '2026-11-21', max_points: MAX_POINTS_PER_SERIES },
    });
  });

  it('says there are no readings yet when the range holds none', async () => {
    mockApi(() => ({ body: { status: 'success', [painTab.list]: [] } }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    expect(await screen.findByText(engineStateTexts.emptyChart)).toBeInTheDocument();
  });

  it("draws the chart with a legend of the config's series when there are readings", async () => {
    mockApi(() => ({
      body: {
        status: 'success',
        [painTab.list]: [
          {
            id: 1,
            created_on: '2026-11-20 08:15',
            pain_at_rest: 2,
            pain_with_motion: 5,
            difficulty_of_movement: 4,
          },
        ],
      },
    }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    const legend = await screen.findByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent('Pain at Rest (0-10)');
    expect(await screen.findByRole('img', { name: /Pain Score Data chart/ })).toBeInTheDocument();
  });

  it('lists the exact readings in a table a screen reader can read', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      body: {
        status: 'success',
        [painTab.list]: [
          {
            created_on: '2026-11-20 08:15',
            pain_at_rest: 2,
            pain_with_motion: 7,
            difficulty_of_movement: 4,
          },
        ],
      },
    }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    const disclosure = await screen.findByText('Show the reading as a table');
    // Made when first opened, not with the chart.
    expect(document.querySelector('table')).toBeNull();
    await user.click(disclosure);
    const table = await screen.findByRole('table', { name: 'Pain Score Data readings' });
    const row = within(table).getByRole('row', { name: /2026-11-20 08:15/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '7', '4']);
  });

  it('hides a line when its legend entry is pressed, and shows it again', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      body: {
        status: 'success',
        [painTab.list]: [
          {
            created_on: '2026-11-19 08:15',
            pain_at_rest: 2,
            pain_with_motion: 5,
            difficulty_of_movement: 4,
          },
          {
            created_on: '2026-11-20 08:15',
            pain_at_rest: 3,
            pain_with_motion: 4,
            difficulty_of_movement: 4,
          },
        ],
      },
    }));
    const { container } = renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    const restColour = painTab.series[0]!.colour;
    const strokes = () =>
      Array.from(container.querySelectorAll('path[fill="none"]'), (path) =>
        path.getAttribute('stroke'),
      );
    const toggle = await screen.findByRole('button', { name: 'Pain at Rest (0-10)' });
    await waitFor(() => expect(strokes()).toContain(restColour));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(strokes()).not.toContain(restColour);

    await user.click(toggle);
    expect(strokes()).toContain(restColour);
  });

  it('gives each unit its own chart, so metres are not flattened beside kilograms', async () => {
    const bodyMass = chartTabsOf(realProfiles.body).find(
      (tab) => tab.label === 'Body Mass Index Data',
    )!;
    mockApi(() => ({
      body: {
        status: 'success',
        [bodyMass.list]: [
          { created_on: '2026-11-19 08:00', body_mass: 71.8, body_height: 1.78 },
          { created_on: '2026-11-20 08:00', body_mass: 72.1, body_height: 1.78 },
        ],
      },
    }));
    renderWithEngineStore(<TabChartPanel tab={bodyMass} range={range} />);
    expect(
      await screen.findByRole('img', { name: /Body Mass Index Data \(kg\) chart/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Body Mass Index Data \(m\) chart/ }),
    ).toBeInTheDocument();
  });

  it('warns "No data found!" when the read is refused', async () => {
    mockApi(() => ({
      body: { status: 'error', message: 'bad range', details: { details: [] } },
      status: 400,
    }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    expect(await screen.findByText(engineTexts.noDataFound)).toBeInTheDocument();
  });

  it('only logs a lost network, without a toast, and offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(() => 'network-error');
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText(engineTexts.noDataFound)).not.toBeInTheDocument();
  });

  it('draws readings it is given, read-only, without asking the API', async () => {
    const { calls } = mockApi(() => ({ body: { status: 'success', [painTab.list]: [] } }));
    renderWithEngineStore(
      <TabChartPanel
        tab={painTab}
        range={range}
        records={[{ created_on: '2026-11-20 08:15', pain_at_rest: 2, pain_with_motion: 5 }]}
      />,
    );
    expect(await screen.findByRole('img', { name: /Pain Score Data chart/ })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says a read-only panel given no readings has none to show', async () => {
    mockApi(() => ({ body: { status: 'success', [painTab.list]: [] } }));
    renderWithEngineStore(<TabChartPanel tab={painTab} range={range} records={[]} />);
    expect(await screen.findByText(engineStateTexts.emptyReadOnly)).toBeInTheDocument();
  });
});
