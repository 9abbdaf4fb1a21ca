import { DateTime } from 'luxon';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import { isCalendarDate, todayIso } from '../../../shared/dates/dateRanges';
import { consentScope, type ConsentScope } from '../../../shared/messages/consentSentences';
import { grantAreaOptions, type GrantAreaOption } from '../../../shared/profile-config/grantArea';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { GrantTerms } from '../../db/tables/careGrantsTable';

/** The areas a grant may name, from the configs: every profile (not its views), and workout. */
export function grantAreaIds(configs: readonly ProfileConfig[]): string[] {
  return grantAreaOptions(configs).map((option) => option.id);
}

/** The areas a grant covers as a list: null (every area) becomes every area there is now. */
export function areasOf(terms: GrantTerms, allAreas: readonly string[]): string[] {
  return terms.areas === null
    ? [...allAreas]
    : allAreas.filter((area) => terms.areas?.includes(area));
}

export const grantTermsRefusals = {
  unknownArea: (area: string, allAreas: readonly string[]) =>
    `profiles: '${area}' is not an area that can be shared (one of ${allAreas.join(', ')})`,
  noArea: 'profiles: tick at least one area to share',
  notADate: (text: string) => `expires_on: ${text} is not a real date (yyyy-MM-dd)`,
  past: (text: string) => `expires_on: ${text} is in the past; choose today or a later day`,
  prescribeWithoutWorkout:
    'prescribe: a doctor can add routines only to a Workout they are shown; share Workout too, or leave prescribe off',
} as const;

/**
 * The terms a patient asked for, or what is wrong with them (naming the field). Without
 * profiles the grant covers every area (the consent to "medical data" of docs/product.md#care-team).
 */
export function readGrantTerms(
  asked: {
    profiles?: readonly string[] | undefined;
    expires_on?: string | null | undefined;
    prescribe?: boolean | undefined;
  },
  allAreas: readonly string[],
  options: { allowNoArea: boolean },
): { terms: GrantTerms } | { problem: string } {
  const expiresOn = asked.expires_on ?? null;
  const prescribe = asked.prescribe ?? false;
  if (
    prescribe &&
    asked.profiles !== undefined &&
    asked.profiles.length > 0 &&
    !asked.profiles.includes(WORKOUT_AREA)
  )
    return { problem: grantTermsRefusals.prescribeWithoutWorkout };
  if (expiresOn !== null) {
    if (!isCalendarDate(expiresOn)) return { problem: grantTermsRefusals.notADate(expiresOn) };
    if (expiresOn < todayIso(DateTime.local()))
      return { problem: grantTermsRefusals.past(expiresOn) };
  }
  if (asked.profiles === undefined) return { terms: { areas: null, expiresOn, prescribe } };
  for (const area of asked.profiles) {
    if (!allAreas.includes(area))
      return { problem: grantTermsRefusals.unknownArea(area, allAreas) };
  }
  if (asked.profiles.length === 0 && !options.allowNoArea)
    return { problem: grantTermsRefusals.noArea };
  // Stopping every area stops prescribing too.
  const stillPrescribing = prescribe && asked.profiles.length > 0;
  return { terms: { areas: [...asked.profiles], expiresOn, prescribe: stillPrescribing } };
}

/**
 * What a grant's stored sentence says it covers: the terms received, so the sentence stored is
 * the one the patient was shown for exactly these areas and this last day.
 */
export function termsScope(terms: GrantTerms, offered: readonly GrantAreaOption[]): ConsentScope {
  return consentScope(terms.areas, offered, terms.expiresOn, terms.prescribe);
}
