import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { viewingBanner } from '../../../shared/messages/careTeamMessages';
import { engineStateTexts } from '../../engine/engineTexts';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import type { RecordedCall } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { doctorsServer, refusedRead } from './patientTesting';
import { exampleDoctor, patientRow } from './patientExamples';

const { vitals, medical, lab, pain } = realProfiles;

function readsOf(calls: RecordedCall[], profile: { tabs: readonly { read: string }[] }) {
  const paths = new Set(profile.tabs.map((tab) => tab.read));
  return calls.filter((call) => paths.has(call.path));
}

describe("a patient's profile in their doctor's view", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the patient's data with patient_id, under a banner, with no way to add", async () => {
    const api = mockApi(doctorsServer());
    renderApp('/patients/12/vitalsprofile', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitals Profile' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(viewingBanner('Ada Lovelace', '2027-01-31'))).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(readsOf(api.calls, vitals)).not.toEqual([]));
    for (const read of readsOf(api.calls, vitals)) {
      expect(read.query[PATIENT_ID_PARAMETER]).toBe('12');
    }
    expect(screen.queryByRole('button', { name: vitals.add_button_label })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ada Lovelace' })).toHaveAttribute(
      'href',
      '/patients/12',
    );
  });

  it("opens at the tab of the dataset a summary's link names, and lets another be chosen", async () => {
    mockApi(doctorsServer());
    const { router } = renderApp('/patients/12/labprofile?dataset=120', exampleDoctor);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Potassium');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Urea' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Urea');
    expect(router.location.search).toBe('');
  });

  it("speaks of the patient, not to the doctor as 'your', on the patient's profile page", async () => {
    mockApi(doctorsServer());
    renderApp('/patients/12/vitalsprofile', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: vitals.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The patient's heart rate, blood pressure, temperature, fluid balance, glucose, breathing and mass change.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(vitals.subtitle)).not.toBeInTheDocument();
    await screen.findByRole('tablist');
    expect(screen.getByRole('main')).not.toHaveTextContent(/\byour\b/i);
  });

  it("names the patient while their readings load, where the person's own page says 'your'", async () => {
    mockApi({
      ...doctorsServer(),
      ...Object.fromEntries(
        vitals.tabs.map((tab) => [tab.read, new Promise<never>(() => undefined)]),
      ),
    });
    renderApp('/patients/12/vitalsprofile', exampleDoctor);
    expect(await screen.findByText("Loading Ada Lovelace's readings…")).toBeInTheDocument();
    expect(screen.queryByText('Loading your readings…')).not.toBeInTheDocument();
  });

  it('opens a pin-gated profile with no pin asked, and sends no pin', async () => {
    const api = mockApi(doctorsServer());
    renderApp('/patients/12/medicalprofile', exampleDoctor);
    const firstTab = medical.tabs[0]!;
    expect(await screen.findByRole('heading', { name: firstTab.label })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter Security Pin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(engineStateTexts.emptyReadOnly)).toBeInTheDocument();
    const reads = readsOf(api.calls, medical);
    expect(reads).not.toEqual([]);
    for (const read of reads) {
      expect(read.query[PATIENT_ID_PARAMETER]).toBe('12');
      expect(read.query[SECURE_PIN_PARAMETER]).toBeUndefined();
    }
    expect(api.callsTo(accountEndpoints.verifySecurePin)).toEqual([]);
  });

  it('says the patient no longer shares the profile when the server refuses a read', async () => {
    mockApi({
      ...doctorsServer(),
      ...Object.fromEntries(vitals.tabs.map((tab) => [tab.read, refusedRead])),
    });
    renderApp('/patients/12/vitalsprofile', exampleDoctor);
    expect(
      await screen.findByText('Ada Lovelace no longer shares Vitals Profile with you'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Patients' })).toHaveAttribute(
      'href',
      '/motus-calling',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('No data found!')).not.toBeInTheDocument();
  });

  it("keeps the header's links to views with the patient, and drops the doctor's own", async () => {
    mockApi(doctorsServer());
    renderApp('/patients/12/labprofile', exampleDoctor);
    const header = within(
      (await screen.findByRole('heading', { level: 1, name: lab.title })).closest('header')!,
    );
    expect(header.getByRole('link', { name: 'Blood Results' })).toHaveAttribute(
      'href',
      '/patients/12/labprofile/blood-results',
    );
    expect(header.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('opens a view of a shared profile with neither its ID prompt nor its partner import', async () => {
    const api = mockApi(doctorsServer());
    renderApp('/patients/12/labprofile/blood-results', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blood Results' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(readsOf(api.calls, realProfiles.bloodResults)).not.toEqual([]));
    expect(screen.queryByRole('heading', { name: 'Enter your ID number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Blood Results' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: lab.name })).toHaveAttribute(
      'href',
      '/patients/12/labprofile',
    );
  });

  it("keeps nothing of the patient once left, in the store or the browser's storage", async () => {
    const api = mockApi(doctorsServer());
    const { store, router } = renderApp('/patients/12/vitalsprofile', exampleDoctor);
    await waitFor(() => expect(readsOf(api.calls, vitals)).not.toEqual([]));
    const patientEntries = () =>
      Object.values(store.getState().api?.queries ?? {}).filter(
        (entry) =>
          entry?.endpointName === 'readTab' &&
          (entry.originalArgs as { subject: { kind: string } } | undefined)?.subject.kind ===
            'patient',
      );
    await waitFor(() => expect(patientEntries()).not.toEqual([]));

    await router.navigate('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Motus' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(patientEntries()).toEqual([]));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads nothing of a profile the patient does not share', async () => {
    const api = mockApi(doctorsServer([patientRow({ profiles: ['vitals'] })]));
    renderApp('/patients/12/painprofile', exampleDoctor);
    expect(await screen.findByText('This data is not shared with you.')).toBeInTheDocument();
    expect(readsOf(api.calls, pain)).toEqual([]);
  });
});
