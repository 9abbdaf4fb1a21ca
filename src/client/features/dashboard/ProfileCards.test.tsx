import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { realProfiles } from '../../engine/testing/realProfiles';
import { profilesReply } from '../../test/profileRouteTesting';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

async function profileCards() {
  const section = within(await screen.findByRole('region', { name: 'Your profiles' }));
  return section.findAllByRole('heading', { level: 3 });
}

describe("the dashboard's profile cards", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows one card per config, in their order, each leading to its route', async () => {
    const sleep: ProfileListEntry = {
      ...realProfiles.pain,
      id: 'sleep',
      route: '/sleepprofile',
      title: 'Sleep Profile',
      summary: 'How long and how well you sleep.',
    };
    mockApi({
      '/v2/profiles/': profilesReply([realProfiles.activity, realProfiles.medical, sleep]),
    });
    renderApp('/dashboard', testUser);
    const headings = await profileCards();
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Activity Profile',
      'Medical Profile',
      'Sleep Profile',
    ]);
    expect(screen.getByRole('link', { name: 'Sleep Profile' })).toHaveAttribute(
      'href',
      '/sleepprofile',
    );
    expect(screen.getByText('How long and how well you sleep.')).toBeInTheDocument();
    // The medical card has its own summary, not the page's terse subtitle.
    expect(screen.getByText(realProfiles.medical.summary ?? '')).toBeInTheDocument();
  });

  it('offers to try again when the profiles cannot be loaded', async () => {
    mockApi({
      '/v2/profiles/': ['network-error', profilesReply([realProfiles.vitals])],
    });
    renderApp('/dashboard', testUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Vitals Profile' })).toBeInTheDocument();
  });
});
