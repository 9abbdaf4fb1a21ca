import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/api/accountContract';
import { CallCompanionContext } from '../../features/calling/meeting/callCompanion';
import {
  initialSnapshot,
  type CallProvider,
  type CallSnapshot,
} from '../../features/calling/meeting/callProvider';
import { upsertParticipant } from '../../features/calling/meeting/callSnapshotUpdates';
import { MeetingRoom } from '../../features/calling/meeting/MeetingRoom';
import { exampleDoctor } from '../../features/care-team/patientExamples';
import { doctorsServer } from '../../features/care-team/patientTesting';
import { mockApi } from '../../test/fetchMock';
import { testUser } from '../../test/testUser';
import { createAppStore } from '../store';
import { usePatientSummaryCompanion } from './usePatientSummaryCompanion';

/** A call of the doctor and, as a member, Ada: one fixed moment of it. */
function callWithAda(self: SessionUser): CallProvider {
  let snapshot: CallSnapshot = { ...initialSnapshot, phase: 'in-call' };
  snapshot = upsertParticipant(snapshot, 'me', {
    name: `${self.first_name} ${self.last_name}`,
    isSelf: true,
    canModerate: true,
  });
  snapshot = upsertParticipant(snapshot, 'ada', { name: 'Ada Lovelace', canModerate: true });
  const nothing = vi.fn();
  return {
    join: () => Promise.resolve(),
    leave: nothing,
    toggleMic: nothing,
    toggleCam: nothing,
    toggleScreenShare: () => Promise.resolve(),
    sendChat: nothing,
    createPoll: nothing,
    vote: nothing,
    remove: nothing,
    endForAll: nothing,
    subscribe: () => () => undefined,
    snapshot: () => snapshot,
  };
}

function renderCall(user: SessionUser) {
  render(
    <Provider store={createAppStore({ session: { user } })}>
      <MemoryRouter>
        <CallCompanionContext value={usePatientSummaryCompanion}>
          <MeetingRoom provider={callWithAda(user)} meetingId="abcd-1234-efgh" onRejoin={vi.fn()} />
        </CallCompanionContext>
      </MemoryRouter>
    </Provider>,
  );
}

describe("a doctor's call with their patient", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the patient’s summary beside the video, and a way back to it', async () => {
    mockApi(doctorsServer());
    renderCall(exampleDoctor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Patient summary' }));
    const panel = within(screen.getByRole('complementary', { name: 'Patient summary' }));
    expect(
      await panel.findByRole('heading', { level: 3, name: 'Vital signs' }),
    ).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Open the patient’s page' })).toHaveAttribute(
      'href',
      '/patients/12',
    );
    await user.click(panel.getByRole('button', { name: 'Back to the video' }));
    expect(
      screen.queryByRole('complementary', { name: 'Patient summary' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Patient summary' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers nothing to someone who is not a doctor, who asks for no patient list', async () => {
    const api = mockApi(doctorsServer());
    renderCall(testUser);
    expect(await screen.findByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Patient summary' })).not.toBeInTheDocument();
    expect(api.callsTo('/v2/user/list-patients/')).toEqual([]);
  });
});
