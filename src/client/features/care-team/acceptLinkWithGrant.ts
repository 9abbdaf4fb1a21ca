import type { AcceptInviteQuery } from '../../../shared/api/careTeamContract';
import type { GrantChoice } from './grantDraft';

/**
 * A doctor's invite's accept link, narrowed to what the patient chose:
 * ?profiles=vitals,medical&expires_on=2026-12-31 (no expires_on for no end date).
 */
export function acceptLinkWithGrant(link: string, choice: GrantChoice): string {
  const query: AcceptInviteQuery = {
    profiles: choice.profiles.join(','),
    ...(choice.expires_on === null ? {} : { expires_on: choice.expires_on }),
    ...(choice.prescribe ? { prescribe: 'true' as const } : {}),
  };
  const [path = link, existing = ''] = link.split('?', 2);
  const search = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') search.set(name, value);
  }
  return `${path}?${search.toString()}`;
}
