import { describe, expect, it } from 'vitest';
import { engineTexts } from '../engineTexts';
import { realProfiles } from '../testing/realProfiles';
import { tabReadFailure } from './tabReadFailure';

const chart = realProfiles.lab.tabs[0]!;
const table = realProfiles.medical.tabs[0]!;
const refused = (status: number) => ({ status, data: { status: 'error', message: 'No.' } });
const serverFault = refused(500);
const offline = { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' };
const aborted = { name: 'AbortError', message: 'Aborted' };

describe('a failed tab read in the page’s words', () => {
  it("says 'No data found!' for the person's own read, once per tab", () => {
    expect(tabReadFailure(serverFault, chart, { kind: 'own' })).toEqual({
      logged: false,
      toast: { text: engineTexts.noDataFound, toastId: `no-data:${chart.read}` },
    });
  });

  it('only logs a read that never reached the server, and leaves a refused session to the sign-out', () => {
    expect(tabReadFailure(offline, chart, { kind: 'own' })).toEqual({ logged: true });
    expect(tabReadFailure(refused(401), chart, { kind: 'own' })).toEqual({ logged: false });
  });

  it('locks a pin-gated page again when its pin is refused, and says so', () => {
    for (const status of [403, 429]) {
      expect(tabReadFailure(refused(status), table, { kind: 'own', pin: '1234' })).toEqual({
        logged: true,
        toast: { text: engineTexts.pinDenied, toastId: 'pin-refused' },
        tells: 'pin-gate',
      });
    }
  });

  it("says 'No data found!' for a pin-gated chart, and only logs a pin-gated table", () => {
    expect(tabReadFailure(serverFault, chart, { kind: 'own', pin: '1234' }).toast?.text).toBe(
      engineTexts.noDataFound,
    );
    expect(tabReadFailure(serverFault, table, { kind: 'own', pin: '1234' })).toEqual({
      logged: true,
    });
  });

  it("tells a patient's page of a refusal, with no toast for the doctor", () => {
    expect(tabReadFailure(refused(403), chart, { kind: 'patient', patientId: 12 })).toEqual({
      logged: false,
      tells: 'subject-page',
    });
    expect(tabReadFailure(serverFault, chart, { kind: 'patient', patientId: 12 })).toEqual({
      logged: true,
    });
  });

  it('says nothing of a read the app called off', () => {
    for (const subject of [{ kind: 'own' }, { kind: 'patient', patientId: 12 }] as const) {
      expect(tabReadFailure(aborted, chart, subject)).toEqual({ logged: false });
    }
  });
});
