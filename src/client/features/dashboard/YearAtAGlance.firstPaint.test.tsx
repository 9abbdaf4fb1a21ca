import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { heldFrames } from '../../test/heldFrames';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { profilesReply, profilesReplyText } from '../profiles/profileRouteTesting';
import { storeProfileList } from '../profiles/storedProfileList';

const summaryPath = '/activity/get-all-current-year/';

// A file of its own: the page load's first paint is remembered by the module, once.
describe('the dashboard opened with the profile list stored last time', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the year at a glance before asking for its totals, and asks once that frame is painted', async () => {
    const frames = heldFrames();
    const profiles = Object.values(realProfiles);
    storeProfileList(profilesReplyText(profiles));
    const api = mockApi({
      '/v2/profiles/': profilesReply(profiles),
      [summaryPath]: {
        body: {
          status: 'success',
          data: {
            year: 2026,
            fields: [{ field: 'exercise_time', label: 'Exercise Time', unit: 'min' }],
            months: [{ month: '2026-01', totals: { exercise_time: 95 } }],
          },
        },
      },
    });
    const asked = () => api.calls.map((call) => call.path);

    renderApp('/dashboard', testUser);
    const glance = within(
      await screen.findByRole('region', { name: 'This year at a glance' }, { timeout: 3000 }),
    );
    expect(asked()).not.toContain(summaryPath);

    await frames.paint();
    await waitFor(() => expect(asked()).toContain(summaryPath));
    expect(await glance.findByText('95')).toBeInTheDocument();
  });
});
