import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths } from '../../../shared/api/callingContract';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import { patientsReply } from '../care-team/patientTesting';
import { exampleDoctor, patientRow } from '../care-team/patientExamples';
import { ContactsPanel } from './ContactsPanel';

describe("a doctor's patient list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("links each active patient's name to their page, and no invited one's", async () => {
    mockApi({
      [callingPaths.listPatients]: patientsReply([
        patientRow(),
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
          <ContactsPanel isDoctor />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/patients/12',
    );
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument();
  });
});
