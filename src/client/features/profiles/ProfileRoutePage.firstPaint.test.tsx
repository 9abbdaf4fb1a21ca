import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { heldFrames } from '../../test/heldFrames';
import { emptyReads, profilesReply, profilesReplyText, renderAt } from './profileRouteTesting';
import { storeProfileList } from './storedProfileList';

// A file of its own: the page load's first paint is remembered by the module, once.
describe('a profile page opened with the profile list stored last time', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the page before asking the server anything, and asks once that frame is painted', async () => {
    const frames = heldFrames();
    const profiles = Object.values(realProfiles);
    storeProfileList(profilesReplyText(profiles));
    const api = mockApi({ '/v2/profiles/': profilesReply(profiles), ...emptyReads });

    renderAt('/painprofile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await frames.paint();
    const firstTabRead = realProfiles.pain.tabs[0]?.read;
    await waitFor(() => {
      expect(api.calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/v2/profiles/', firstTabRead]),
      );
    });
  });
});
