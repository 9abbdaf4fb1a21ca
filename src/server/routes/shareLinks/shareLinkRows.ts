import {
  SHARE_LINK_MAX_FAILED_PASSCODES,
  type ShareLinkRow,
  type ShareLinkState,
} from '../../../shared/api/shareLinksContract';
import type { StoredLinkAccess, StoredShareLink } from '../../db/repositories/shareLinksRepository';

/** What the link can do today: revoked first, then dead from wrong passcodes, then past its last day. */
export function shareLinkState(link: StoredShareLink, today: string): ShareLinkState {
  if (link.revoked_at !== null) return 'revoked';
  if (link.has_passcode && link.failed_passcodes >= SHARE_LINK_MAX_FAILED_PASSCODES) {
    return 'locked';
  }
  if (link.expires_on < today) return 'expired';
  return 'active';
}

/** The owner's rows: each link with its accesses, newest first. */
export function shareLinkRows(
  stored: { links: StoredShareLink[]; accesses: StoredLinkAccess[] },
  today: string,
): ShareLinkRow[] {
  return stored.links.map((link) => ({
    id: link.id,
    label: link.label,
    profiles: link.areas,
    date_from: link.date_from,
    date_to: link.date_to,
    expires_on: link.expires_on,
    created_at: link.created_at.toISOString(),
    revoked_at: link.revoked_at?.toISOString() ?? null,
    has_passcode: link.has_passcode,
    failed_passcodes: link.failed_passcodes,
    state: shareLinkState(link, today),
    accesses: stored.accesses
      .filter((access) => access.share_link_id === link.id)
      .map((access) => ({
        recipient: access.recipient,
        at: access.at.toISOString(),
        outcome: access.outcome,
      })),
  }));
}
