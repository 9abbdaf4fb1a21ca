import type { MotusApp } from '../../src/server/app';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { callingPaths, type InvitesReply } from '../../src/shared/api/callingContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import type { Caller } from './careNetwork';

export interface Terms {
  profiles?: string[];
  expires_on?: string | null;
  prescribe?: boolean;
}

/** The patient invites the doctor with these terms and the doctor accepts, as clients would. */
export async function shareWithDoctor(
  app: MotusApp,
  patient: Caller,
  doctor: Caller,
  terms: Terms = {},
): Promise<void> {
  const invited = await app.inject({
    method: 'POST',
    url: callingPaths.inviteDoctor,
    headers: { authorization: patient.authorization },
    payload: { email: doctor.email, ...terms },
  });
  if (invited.statusCode !== 200) throw new Error(`Invite failed: ${invited.body}`);
  const invites = await app.inject({
    method: 'GET',
    url: callingPaths.listInvites,
    headers: { authorization: doctor.authorization },
  });
  const accept = invites.json<InvitesReply>().data[0]?.accept_link;
  if (!accept) throw new Error(`No invite reached ${doctor.email}`);
  const accepted = await app.inject({
    method: 'GET',
    url: accept,
    headers: { authorization: doctor.authorization },
  });
  if (accepted.statusCode !== 200) throw new Error(`Accepting failed: ${accepted.body}`);
}

/** The patient changes (or, with no profiles, stops) what one doctor is shown. */
export function changeSharing(
  app: MotusApp,
  patient: Caller,
  doctorId: number,
  terms: { profiles: string[]; expires_on: string | null; prescribe?: boolean },
) {
  return app.inject({
    method: 'POST',
    url: careTeamPaths.sharing,
    headers: { authorization: patient.authorization },
    payload: { doctor_id: doctorId, ...terms },
  });
}

export function authorizationOf(token: string): string {
  return `${AUTH_SCHEME} ${token}`;
}
