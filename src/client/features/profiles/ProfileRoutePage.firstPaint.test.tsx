import { act, screen, waitFor } from '@testing-library/react';
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

  it('draws the page before asking the server anything, reads its tab once that frame is painted, and asks for the list again once the browser is idle', async () => {
    const frames = heldFrames();
    const idleWork: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => idleWork.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const profiles = Object.values(realProfiles);
    storeProfileList(profilesReplyText(profiles));
    const api = mockApi({ '/v2/profiles/': profilesReply(profiles), ...emptyReads });
    const asked = () => api.calls.map((call) => call.path);

    renderAt('/painprofile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await frames.paint();
    const firstTabRead = realProfiles.pain.tabs[0]?.read;
    await waitFor(() => expect(asked()).toContain(firstTabRead));
    // The stored list is on screen: the server is asked again when nothing is more urgent.
    expect(asked()).not.toContain('/v2/profiles/');
    await waitFor(() => expect(idleWork.length).toBeGreaterThan(0));
    act(() => {
      for (const work of idleWork.splice(0)) work({ didTimeout: false, timeRemaining: () => 50 });
    });
    await waitFor(() => expect(asked()).toContain('/v2/profiles/'));
  });
});
