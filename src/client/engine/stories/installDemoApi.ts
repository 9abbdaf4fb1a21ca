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
import {
  errorReply,
  installFakeApi,
  type AnswersByRoute,
  type FakeApi,
  type FakeReply,
  type RecordedCall,
} from '../../test/fakeApi';
import { realFactsReplies } from '../testing/realProfiles';
import { demoReadings } from './demoReadings';
import { demoRecords } from './demoRecords';

export type DemoReadings = 'some' | 'none';

/** The pin that opens pin-gated profiles in stories. */
export const DEMO_PIN = '123456';

/**
 * The engine's calls answered as the server would: tab reads with demo readings (or none),
 * the secure pin calls (the pin is DEMO_PIN), writes with success.
 */
export function engineDemoApi(profiles: ProfileListEntry[], readings: DemoReadings = 'some') {
  const partner = profiles.find((profile) => profile.partner)?.partner;
  const accountRoutes: AnswersByRoute = {
    [accountEndpoints.profiles]: {
      body: { status: 'success', details: { profiles: profileListOf(profiles) } },
    },
    ...Object.fromEntries(
      Object.entries(realFactsReplies).map(([path, facts]) => [path, { body: facts }]),
    ),
    [accountEndpoints.verifySecurePin]: { body: { status: 'success', data: HAS_SECURE_PIN_TEXT } },
    ...(partner && {
      [`GET ${partnerPaths.consent(partner.id)}`]: { body: { status: 'success', data: false } },
      [partnerPaths.consent(partner.id)]: {
        body: { status: 'success', message: partnerMessages(partner.name).consentGiven },
      },
    }),
    [accountEndpoints.resetSecurePin]: {
      body: { status: 'success', message: 'A new secure pin was emailed to you' },
    },
  };
  const saved: FakeReply = { body: { status: 'success', message: 'Saved', data: { id: 1 } } };
  return [accountRoutes, tabReadRoutes(profiles, readings), () => saved] satisfies FakeApi;
}

/** Puts engineDemoApi in place of fetch for a story; returns the cleanup. */
export function installDemoApi(profiles: ProfileListEntry[], readings: DemoReadings = 'some') {
  return installFakeApi(engineDemoApi(profiles, readings));
}

/** Each tab's read, answered for the first profile that has it. */
function tabReadRoutes(profiles: ProfileListEntry[], readings: DemoReadings): AnswersByRoute {
  const routes: AnswersByRoute = {};
  for (const profile of profiles) {
    for (const tab of profile.tabs) {
      routes[tab.read] ??= (call) => tabReadReply(profile, tab, call, readings);
    }
  }
  return routes;
}

type ProfileTab = ProfileListEntry['tabs'][number];

function tabReadReply(
  profile: ProfileListEntry,
  tab: ProfileTab,
  { method, query, body }: RecordedCall,
  readings: DemoReadings,
): FakeReply {
  // A doctor's read of a patient's data (patient_id) needs the grant, not a pin.
  const pinNeeded = profile.pin && query[PATIENT_ID_PARAMETER] === undefined;
  if (pinNeeded && query[SECURE_PIN_PARAMETER] !== DEMO_PIN) {
    return errorReply('That secure pin is not right.', 403);
  }
  const range =
    method === 'GET'
      ? { date_from: query.date_from ?? '', date_to: query.date_to ?? '' }
      : (body as { date_from: string; date_to: string });
  const records =
    readings === 'none'
      ? []
      : isTableTab(tab)
        ? demoRecords(profile, tab, range)
        : demoReadings(profile, tab, range);
  const message = records.length === 0 ? NO_DATA_MESSAGE : 'Data retrieved';
  return { body: { status: 'success', message, [tab.list]: records } };
}
