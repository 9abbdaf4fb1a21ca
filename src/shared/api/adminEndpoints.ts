// Apart from the clinicians' schemas (cliniciansContract), so the browser reads these without TypeBox.

/**
 * A clinic's administrators (ADMIN_EMAILS) bring in its clinicians: the calls of the
 * Clinicians page, and those of the invitation link's page. docs/product.md has none of
 * them; docs/api.md lists them. Both sides read these.
 */
export const adminEndpoints = {
  /** GET, administrators only: the clinicians by name and the open invitations. */
  clinicians: '/v2/admin/clinicians/',
  /** POST {email}, administrators only: mails a one-time link that makes a clinician. */
  inviteClinician: '/v2/admin/clinicians/invite/',
  /** POST, administrators only: the account stays, a plain one; every grant to it ends. */
  removeClinician: '/v2/admin/clinicians/:id/remove/',
  /** GET, anyone holding the link: the invitation's address and state, nothing else. */
  clinicianInviteDetails: '/v2/admin/clinician-invites/:token/details/',
  /** POST the registration form: an address with no account becomes a clinician. */
  registerThroughInvite: '/v2/admin/clinician-invites/:token/register/',
  /** POST, signed in as the invited address: the account becomes a clinician. */
  acceptClinicianInvite: '/v2/admin/clinician-invites/:token/accept/',
} as const;

/** One of the invitation calls above for a token, or the remove call for a clinician's id. */
export function withToken(
  path:
    | typeof adminEndpoints.clinicianInviteDetails
    | typeof adminEndpoints.registerThroughInvite
    | typeof adminEndpoints.acceptClinicianInvite,
  token: string,
): string {
  return path.replace(':token', encodeURIComponent(token));
}

export function removeClinicianPath(id: number): string {
  return adminEndpoints.removeClinician.replace(':id', String(id));
}

/** How long an invitation's link works. */
export const CLINICIAN_INVITE_LIFETIME_DAYS = 7;

/** Where an invitation stands, as its page reads it. */
export const CLINICIAN_INVITE_STATES = ['open', 'used', 'expired', 'unknown'] as const;
export type ClinicianInviteState = (typeof CLINICIAN_INVITE_STATES)[number];
