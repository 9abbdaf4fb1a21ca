import { partnerMessages, partnerPaths } from '../../../shared/api/partnerImportContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { profileListOf } from '../../../shared/api/profileListEntries';
import { NO_DATA_MESSAGE } from '../../../shared/messages/readingMessages';
import { HAS_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import { realFactsReplies } from '../testing/realProfiles';
import { demoReadings } from './demoReadings';
import { demoRecords } from './demoRecords';

export type DemoReadings = 'some' | 'none';

/** The pin that opens pin-gated profiles in stories. */
export const DEMO_PIN = '123456';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refusal(message: string, status: number): Response {
  return json({ status: 'error', message, details: { details: [message] } }, status);
}

/**
 * Answers the engine's calls in a story as the server would: tab reads with demo readings
 * (or none), the secure pin calls (the pin is DEMO_PIN), writes with success. Returns the
 * cleanup that puts the real fetch back.
 */
export function installDemoApi(profiles: ProfileListEntry[], readings: DemoReadings = 'some') {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, window.location.href);
    const path = url.pathname;
    if (path === accountEndpoints.profiles) {
      return json({ status: 'success', details: { profiles: profileListOf(profiles) } });
    }
    const facts = realFactsReplies[path];
    if (facts) return json(facts);
    if (path === accountEndpoints.verifySecurePin) {
      return json({ status: 'success', data: HAS_SECURE_PIN_TEXT });
    }
    const partner = profiles.find((profile) => profile.partner)?.partner;
    if (partner && path === partnerPaths.consent(partner.id)) {
      return request.method === 'GET'
        ? json({ status: 'success', data: false })
        : json({ status: 'success', message: partnerMessages(partner.name).consentGiven });
    }
    if (path === accountEndpoints.resetSecurePin) {
      return json({ status: 'success', message: 'A new secure pin was emailed to you' });
    }
    for (const profile of profiles) {
      // A doctor's read of a patient's data (patient_id) needs the grant, not a pin.
      const pinNeeded = profile.pin && !url.searchParams.has(PATIENT_ID_PARAMETER);
      if (pinNeeded && url.searchParams.get(SECURE_PIN_PARAMETER) !== DEMO_PIN) {
        const gated = profile.tabs.some((tab) => tab.read === path);
        if (gated) return refusal('That secure pin is not right.', 403);
      }
      const tab = profile.tabs.find((candidate) => candidate.read === path);
      if (!tab) continue;
      const range =
        request.method === 'GET'
          ? {
              date_from: url.searchParams.get('date_from') ?? '',
              date_to: url.searchParams.get('date_to') ?? '',
            }
          : ((await request.json()) as { date_from: string; date_to: string });
      const records =
        readings === 'none'
          ? []
          : isTableTab(tab)
            ? demoRecords(profile, tab, range)
            : demoReadings(profile, tab, range);
      const message = records.length === 0 ? NO_DATA_MESSAGE : 'Data retrieved';
      return json({ status: 'success', message, [tab.list]: records });
    }
    return json({ status: 'success', message: 'Saved', data: { id: 1 } });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
