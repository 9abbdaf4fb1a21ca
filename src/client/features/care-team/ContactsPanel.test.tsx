import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths } from '../../../shared/api/callingContract';
import { createAppStore } from '../../app/store';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { testUser } from '../../test/testUser';
import { patientsReply } from './patientTesting';
import { exampleDoctor, patientRow } from './patientExamples';
import { ContactsPanel, type ContactBooking } from './ContactsPanel';

// Booking is the calling area's dialog, lent by the dashboard; these lists never open it.
const noBooking: ContactBooking = { label: 'Book Meeting', Dialog: () => null };

describe("a doctor's patient list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("links each sharing patient's name to their page, and no invited or non-sharing one's", async () => {
    mockApi({
      [callingPaths.listPatients]: patientsReply([
        patientRow(),
        patientRow({
          patient: { id: 14, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
          profiles: [],
          gender: null,
        }),
        patientRow({
          status: 'invited',
          patient: { id: 13, first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' },
          profiles: [],
          expires_on: null,
          gender: null,
        }),
      ]),
    });
    render(
      <Provider store={createAppStore({ session: { user: exampleDoctor } })}>
        <MemoryRouter>
          <ContactsPanel isDoctor booking={noBooking} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/patients/12',
    );
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument();
    // Active, but sharing nothing (stopped): no way into their data, and the list says why.
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    expect(screen.getByText('shares no data')).toBeInTheDocument();
  });
});

describe("a patient's doctor list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens Invite Doctor while the list is still empty', async () => {
    mockApi({
      [callingPaths.listDoctors]: { body: { status: 'success', data: [] } },
      '/v2/profiles/': {
        body: { status: 'success', details: { profiles: [realProfiles.vitals] } },
      },
    });
    render(
      <Provider store={createAppStore({ session: { user: testUser } })}>
        <MemoryRouter>
          <ContactsPanel isDoctor={false} booking={noBooking} />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText(/No doctors yet/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite Doctor' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Doctor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
