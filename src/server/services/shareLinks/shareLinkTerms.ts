import { DateTime } from 'luxon';
import {
  SHARE_LINK_MAX_DAYS,
  type CreateShareLinkBody,
} from '../../../shared/api/shareLinksContract';
import { shareLinkMessages } from '../../../shared/messages/shareLinkMessages';

export interface ShareLinkTerms {
  areas: string[];
  dateFrom: string;
  dateTo: string;
  expiresOn: string;
  passcode: string | null;
  label: string | null;
}

/**
 * What a new link holds, or what is wrong with the request (naming the field). The schema has
 * checked the shapes; these are the rules between fields and against today (the server's date).
 */
export function readShareLinkTerms(
  body: CreateShareLinkBody,
  allAreas: readonly string[],
  today: string,
): { terms: ShareLinkTerms } | { problem: string } {
  for (const area of body.profiles) {
    if (!allAreas.includes(area)) return { problem: shareLinkMessages.unknownArea(area, allAreas) };
  }
  if (body.date_to < body.date_from) return { problem: shareLinkMessages.rangeBackwards };
  if (body.date_to > today) return { problem: shareLinkMessages.rangeInFuture(today) };
  if (body.expires_on <= today) return { problem: shareLinkMessages.endsTooSoon(today) };
  const lastDay = DateTime.fromISO(today).plus({ days: SHARE_LINK_MAX_DAYS }).toISODate() ?? today;
  if (body.expires_on > lastDay) return { problem: shareLinkMessages.endsTooLate(lastDay) };
  const label = body.label?.trim() ?? '';
  return {
    terms: {
      // In the configs' order, so the link's Bundle and the list read the same way each time.
      areas: allAreas.filter((area) => body.profiles.includes(area)),
      dateFrom: body.date_from,
      dateTo: body.date_to,
      expiresOn: body.expires_on,
      passcode: body.passcode ?? null,
      label: label === '' ? null : label,
    },
  };
}
