import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carePanelPaths, panelReviewedPath } from '../../../shared/api/carePanelParameters';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { exampleDoctor, PATIENT_ID, patientRow } from './patientExamples';
import {
  examplePanelReply,
  exampleSummary,
  exampleSummaryPath,
  summaryFor,
  summaryReply,
} from './patientSummaryExamples';
import { doctorsServer } from './patientTesting';

const everyArea = ['vitals', 'medical', 'lab', 'pain', 'workout'];

function serve(overrides: Record<string, unknown> = {}, areas = everyArea) {
  return mockApi({
    ...doctorsServer([patientRow({ profiles: areas })]),
    ...overrides,
  } as Parameters<typeof mockApi>[0]);
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe("a doctor's summary of a patient", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives each vital sign’s latest value with its flag in words and its line in words', async () => {
    serve();
    renderApp('/patients/12', exampleDoctor);
    const vitals = await section('Vital signs');
    const systolic = (await vitals.findByRole('link', { name: 'Systolic' })).closest('li');
    if (!systolic) throw new Error('No row for Systolic');
    const row = within(systolic);
    expect(row.getByText('158 mmHg')).toBeInTheDocument();
    expect(row.getByText('High')).toBeInTheDocument();
    expect(
      row.getByRole('img', {
        name: 'Systolic over the last 90 days, 3 readings from 118 mmHg to 158 mmHg, latest 158 mmHg on 2026-11-29 07:55',
      }),
    ).toBeInTheDocument();
    expect(vitals.getByRole('link', { name: 'Systolic' })).toHaveAttribute(
      'href',
      '/patients/12/vitalsprofile?dataset=188',
    );
    // A reading within its range carries no mark; one older than the days has no line.
    const heartRate = vitals.getByRole('link', { name: 'Resting Heart Rate' }).closest('li');
    expect(within(heartRate as HTMLElement).queryByText('High')).not.toBeInTheDocument();
    expect(vitals.getByText('None in the last 90 days')).toBeInTheDocument();
    expect(await screen.findByText('34 years, Female')).toBeInTheDocument();
  });

  it('lays the laboratory results out as a grid, out-of-range tests first, marked H in words', async () => {
    serve();
    renderApp('/patients/12', exampleDoctor);
    const lab = await section('Laboratory results');
    const grid = lab.getByRole('table');
    const rows = within(grid).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Test', '2026-11-26', '2026-10-01', '2026-06-12', '2026-03-03']);
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Potassium mmol/L',
      'Urea mmol/L',
    ]);
    const potassium = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(potassium[0]).toHaveTextContent('6.1');
    expect(within(potassium[0] as HTMLElement).getByText('High')).toHaveClass('visually-hidden');
    expect(potassium[1]).toHaveTextContent('4.4');
    expect(within(potassium[1] as HTMLElement).queryByText('High')).not.toBeInTheDocument();
    expect(lab.getByRole('link', { name: 'Potassium' })).toHaveAttribute(
      'href',
      '/patients/12/labprofile?dataset=120',
    );
  });

  it('lists what stands, by kind, however long ago it was recorded', async () => {
    serve();
    renderApp('/patients/12', exampleDoctor);
    const standing = await section('Allergies, conditions and medications');
    expect(standing.getByRole('link', { name: 'Penicillin' })).toHaveAttribute(
      'href',
      '/patients/12/medicalprofile?dataset=201',
    );
    expect(standing.getByText('recorded 2024-12-01')).toBeInTheDocument();
    expect(standing.getByText('Current Treatment: Inhaler when needed')).toBeInTheDocument();
    expect(standing.getByText('Dose: 2 puffs')).toBeInTheDocument();
  });

  it('gives pain and training: the runs of each prescribed routine and its plan', async () => {
    serve();
    renderApp('/patients/12', exampleDoctor);
    const pain = await section('Pain');
    expect(pain.getByText('7')).toBeInTheDocument();
    const training = await section('Training');
    expect(training.getByText('Sessions').nextElementSibling).toHaveTextContent('3');
    expect(training.getByText('49 min')).toBeInTheDocument();
    expect(training.getByRole('link', { name: 'Knee rehab after surgery' })).toHaveAttribute(
      'href',
      '/patients/12/workout',
    );
    expect(
      training.getByText('2026-11-29 18:00 · 16 min · 4 of 4 exercises done'),
    ).toBeInTheDocument();
    expect(training.getByText('3 runs')).toBeInTheDocument();
    expect(
      training.getByText('Plan: Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027'),
    ).toBeInTheDocument();
  });

  it('says plainly when a shared area holds nothing', async () => {
    serve({
      [exampleSummaryPath]: {
        body: summaryReply({
          ...exampleSummary,
          standing: { records: [] },
          vital_signs: { measures: [] },
          laboratory: { dates: [], tests: [] },
          pain: { measures: [] },
          training: {
            sessions: 0,
            per_week: 0,
            time_exercising: 0,
            runs: [],
            run_pain: [],
            prescribed: [],
          },
        }),
      },
    });
    renderApp('/patients/12', exampleDoctor);
    expect(
      await screen.findByText('No allergies, conditions or medications recorded'),
    ).toBeInTheDocument();
    expect(screen.getByText('No vital signs recorded')).toBeInTheDocument();
    expect(screen.getByText('No laboratory results recorded')).toBeInTheDocument();
    expect(screen.getByText('No pain recorded in the last 90 days')).toBeInTheDocument();
    expect(screen.getByText('No sessions in the last 90 days')).toBeInTheDocument();
    expect(screen.getByText('No routines prescribed')).toBeInTheDocument();
  });

  it('leaves out an area the grant does not share, without a word of it', async () => {
    serve({ [exampleSummaryPath]: { body: summaryReply(summaryFor(['vitals'])) } }, ['vitals']);
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByRole('region', { name: 'Vital signs' })).toBeInTheDocument();
    for (const absent of [
      'Laboratory results',
      'Allergies, conditions and medications',
      'Pain',
      'Training',
    ]) {
      expect(screen.queryByRole('region', { name: absent })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/laboratory/i)).not.toBeInTheDocument();
  });

  it('says quietly that the panel’s flags cannot be read, and shows the rest', async () => {
    serve();
    renderApp('/patients/12', exampleDoctor);
    expect(
      await screen.findByText('The panel’s flags could not be read just now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Vital signs' })).toBeInTheDocument();
  });

  it('shows the panel’s flags in words and marks the patient reviewed', async () => {
    const api = serve({
      [carePanelPaths.panel]: { body: examplePanelReply },
      [panelReviewedPath(PATIENT_ID)]: {
        body: {
          status: 'success',
          message: 'Reviewed',
          data: { reviewed_at: '2026-12-01T10:00:00Z' },
        },
      },
    });
    renderApp('/patients/12', exampleDoctor);
    const flags = within(await screen.findByRole('list', { name: 'Flags' }));
    expect(flags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'High: Pain 7 or more this week',
      'Low: Fewer than half the planned sessions this week',
    ]);
    expect(screen.getByText('Not reviewed yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() =>
      expect(api.callsTo(panelReviewedPath(PATIENT_ID)).map((call) => call.method)).toEqual([
        'POST',
      ]),
    );
  });

  it('offers to read the summary again when it fails', async () => {
    serve({ [exampleSummaryPath]: 'network-error' });
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByText('We could not read the summary')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shared profiles' })).toBeInTheDocument();
  });
});
