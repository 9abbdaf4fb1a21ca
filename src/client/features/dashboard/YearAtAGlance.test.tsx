import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { useAddReadingMutation } from '../../engine/api/addReadingApi';
import { realProfiles } from '../../engine/testing/realProfiles';
import { profilesReply } from '../../test/profileRouteTesting';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { YearAtAGlance } from './YearAtAGlance';
import { emptyActivityYear } from './yearSummaryExamples';
import type { YearSummary } from './yearSummaryApi';

const summaryPath = '/activity/get-all-current-year/';

function summaryReply(summary: YearSummary): FakeReply {
  return { body: { status: 'success', data: summary } };
}

/** Small numbers, so the expected text does not depend on the machine's number format. */
const januaryOnly: YearSummary = {
  year: 2026,
  fields: [{ field: 'exercise_time', label: 'Exercise Time', unit: 'min' }],
  months: [{ month: '2026-01', totals: { exercise_time: 95 } }],
};

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function glance() {
  return within(
    await screen.findByRole('region', { name: 'This year at a glance' }, { timeout: 3000 }),
  );
}

describe("the dashboard's year at a glance", () => {
  it('reads GET /activity/get-all-current-year/ signed in and shows the totals', async () => {
    const api = mockApi({
      '/v2/profiles/': profilesReply(Object.values(realProfiles)),
      [summaryPath]: summaryReply(januaryOnly),
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    expect(await section.findByText('95')).toBeInTheDocument();
    expect(
      section.getByText('Exercise Time', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('95 min');
    expect(api.callsTo(summaryPath)).toEqual([
      expect.objectContaining({ method: 'GET', authorization: `Motus ${testUser.token}` }),
    ]);
    // A card for each profile whose config asks for one: Activity, Vitals and Pain (the
    // latest-reading cards' code comes after the page's paint).
    await waitFor(() =>
      expect(
        section.getAllByRole('group').map((group) => group.querySelector('h3')?.textContent),
      ).toEqual(['Activity', 'Pain Score', 'Vitals']),
    );
  });

  it('shows the empty state when nothing was recorded this year', async () => {
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.activity]),
      [summaryPath]: summaryReply(emptyActivityYear),
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    expect(await section.findByText('No activity recorded this year yet.')).toBeInTheDocument();
  });

  it('shows nothing when no profile asks for a glance', async () => {
    const api = mockApi({ '/v2/profiles/': profilesReply([realProfiles.body]) });
    renderApp('/dashboard', testUser);
    await waitFor(() => expect(api.callsTo('/v2/profiles/')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Your profiles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This year at a glance' })).not.toBeInTheDocument();
  });

  it('alerts the error once when the network fails, and Try again loads the totals', async () => {
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.activity]),
      [summaryPath]: ['network-error', summaryReply(januaryOnly)],
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    const failure = await section.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load this year’s totals');
    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith(
      expect.stringMatching(/^Unable to load this year’s totals: The server could not be reached/),
    );

    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('95')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledOnce();
  });

  it("alerts the server's explanation when it answers with an error", async () => {
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.activity]),
      [summaryPath]: errorReply('The database is not answering.', 503),
    });
    renderApp('/dashboard', testUser);
    await (await glance()).findByRole('alert');
    expect(alert).toHaveBeenCalledWith(
      'Unable to load this year’s totals: The database is not answering. (HTTP 503)',
    );
  });

  it('reloads the totals when a reading is saved to one of the profile datasets', async () => {
    const api = mockApi({
      '/v2/profiles/': profilesReply([realProfiles.activity]),
      [summaryPath]: [
        summaryReply(januaryOnly),
        summaryReply({
          ...januaryOnly,
          months: [{ month: '2026-01', totals: { exercise_time: 125 } }],
        }),
      ],
      '/profiles/special/exercise-time/': {
        body: { status: 'success', message: 'Added', data: { id: 41 } },
      },
    });

    function SaveExerciseTime() {
      const [addReading] = useAddReadingMutation();
      return (
        <button
          type="button"
          onClick={() =>
            void addReading({
              path: '/profiles/special/exercise-time/',
              datasetId: 1,
              body: { exercise_time: 30, created_on: '2026-01-20 07:15' },
            })
          }
        >
          Save 30 minutes
        </button>
      );
    }

    render(
      <Provider store={createAppStore({ session: { user: testUser } })}>
        <MemoryRouter>
          <YearAtAGlance />
          <SaveExerciseTime />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('95')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save 30 minutes' }));
    expect(await screen.findByText('125')).toBeInTheDocument();
    expect(api.callsTo(summaryPath)).toHaveLength(2);
  });

  it("shows Vitals' and Pain's latest reading this year and which way it moved", async () => {
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.vitals, realProfiles.pain]),
      '/profiles/special/resting-hr-date-range/': readingsReply([
        { rested_hr: 64, created_on: '2026-03-02 07:00' },
        { rested_hr: 58, created_on: '2026-03-09 07:00' },
      ]),
      '/v2/research/get-pain-score/': readingsReply([
        {
          pain_at_rest: 6,
          pain_with_motion: 7,
          difficulty_of_movement: 5,
          created_on: '2026-02-01 08:00',
        },
        {
          pain_at_rest: 3,
          pain_with_motion: 4,
          difficulty_of_movement: 2,
          created_on: '2026-01-01 08:00',
        },
      ]),
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    const vitals = within(await section.findByRole('group', { name: 'Vitals' }));
    expect(await vitals.findByText('58')).toBeInTheDocument();
    expect(
      vitals.getByText('Resting Heart Rate', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('58 bpm');
    expect(vitals.getByText('↓ Down from the reading before')).toBeInTheDocument();
    const pain = within(section.getByRole('group', { name: 'Pain Score' }));
    // The newest by date, whatever order the reply lists them in.
    expect(await pain.findByText('6')).toBeInTheDocument();
    expect(pain.getByText('↑ Up from the reading before')).toBeInTheDocument();
  });

  it('says when a profile has nothing this year, and offers Try again when its read fails', async () => {
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.vitals, realProfiles.pain]),
      '/profiles/special/resting-hr-date-range/': readingsReply([]),
      '/v2/research/get-pain-score/': [
        'network-error',
        readingsReply([
          {
            pain_at_rest: 2,
            pain_with_motion: 2,
            difficulty_of_movement: 2,
            created_on: '2026-01-05 08:00',
          },
        ]),
      ],
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    const vitals = within(await section.findByRole('group', { name: 'Vitals' }));
    expect(await vitals.findByText('No vitals recorded this year yet.')).toBeInTheDocument();
    const pain = within(section.getByRole('group', { name: 'Pain Score' }));
    const failure = await pain.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your latest reading');
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await pain.findByText('2')).toBeInTheDocument();
  });

  it('shows a pin-gated profile without its values, and reads nothing of it', async () => {
    const api = mockApi({
      '/v2/profiles/': profilesReply([{ ...realProfiles.medical, glance: true }]),
    });
    renderApp('/dashboard', testUser);
    const section = await glance();
    const medical = within(await section.findByRole('group', { name: 'Medical' }));
    expect(medical.getByText(/Kept behind your secure pin/)).toBeInTheDocument();
    expect(medical.queryByRole('definition')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/v2/profiles/']);
  });
});

function readingsReply(data: Record<string, number | string>[]): FakeReply {
  return { body: { status: 'success', message: '', data } };
}
