import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { doctorsServer } from './patientTesting';
import { exampleDoctor, patientRow } from './patientExamples';

async function cardTitles() {
  const section = within(await screen.findByRole('region', { name: 'Shared profiles' }));
  return (await section.findAllByRole('heading', { level: 3 })).map(
    (heading) => heading.textContent,
  );
}

describe("a doctor's page of a patient", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the cards of the shared profiles only, each leading under the patient', async () => {
    mockApi(doctorsServer([patientRow({ profiles: ['vitals', 'lab', 'workout'] })]));
    renderApp('/patients/12', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(await cardTitles()).toEqual(['Vitals Profile', 'Laboratory Tests Profile', 'Workout']);
    const cards = within(screen.getByRole('region', { name: 'Shared profiles' }));
    expect(cards.getByRole('link', { name: 'Vitals Profile' })).toHaveAttribute(
      'href',
      '/patients/12/vitalsprofile',
    );
    expect(cards.getByRole('link', { name: 'Workout' })).toHaveAttribute(
      'href',
      '/patients/12/workout',
    );
    expect(cards.queryByRole('link', { name: 'Medical Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Shared with you until 2027-01-31')).toBeInTheDocument();
    const areas = within(screen.getByRole('list', { name: 'Areas shared with you' }));
    expect(areas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vitals Profile',
      'Laboratory Tests Profile',
      'Workout',
    ]);
  });

  it("describes each shared profile of the patient's, not as the doctor's own", async () => {
    mockApi(doctorsServer([patientRow({ profiles: ['pain', 'medical'] })]));
    renderApp('/patients/12', exampleDoctor);
    const cards = within(await screen.findByRole('region', { name: 'Shared profiles' }));
    expect(
      await cards.findByText(
        "The patient's pain before, during and after exercise, scored 0 to 10.",
      ),
    ).toBeInTheDocument();
    expect(
      cards.getByText(
        "Allergies, events, surgery and medication, behind the patient's secure pin.",
      ),
    ).toBeInTheDocument();
    expect(cards.queryByText(/\byour\b/i)).not.toBeInTheDocument();
  });

  it('says when the grant has no end date', async () => {
    mockApi(doctorsServer([patientRow({ expires_on: null })]));
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByText('Shared with you with no end date')).toBeInTheDocument();
  });

  it('says when nothing is shared', async () => {
    mockApi(doctorsServer([patientRow({ profiles: [], expires_on: null, gender: null })]));
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByText('Nothing shared')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shared profiles' })).not.toBeInTheDocument();
  });

  it('finds no patient who is only invited, or not on the list', async () => {
    mockApi(doctorsServer([patientRow({ status: 'invited' })]));
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByText('No such patient')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Patients' })).toHaveAttribute(
      'href',
      '/motus-calling',
    );
  });

  it('offers to try again when the patient list cannot be loaded', async () => {
    mockApi({ ...doctorsServer(), '/v2/user/list-patients/': 'network-error' });
    renderApp('/patients/12', exampleDoctor);
    expect(await screen.findByText('We could not load your patient')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not found for someone who is not a doctor, who asks the server nothing of it', async () => {
    const api = mockApi(doctorsServer());
    renderApp('/patients/12', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/v2/user/list-patients/')).toEqual([]);
  });

  it('leads from /patients to the calling page, where a doctor lists their patients', async () => {
    mockApi(doctorsServer());
    const doctor = renderApp('/patients', exampleDoctor);
    await waitFor(() => expect(doctor.router.location.pathname).toBe('/motus-calling'));
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderApp('/patients/12');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });
});
