import type { MotusApp } from '../../src/server/app';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { callingPaths, type InvitesReply } from '../../src/shared/api/callingContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { asUser } from './asUser';
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
  const invited = await asUser(app, patient).post(callingPaths.inviteDoctor, {
    email: doctor.email,
    ...terms,
  });
  if (invited.statusCode !== 200) throw new Error(`Invite failed: ${invited.body}`);
  const invites = await asUser(app, doctor).get(callingPaths.listInvites);
  const accept = invites.json<InvitesReply>().data[0]?.accept_link;
  if (!accept) throw new Error(`No invite reached ${doctor.email}`);
  const accepted = await asUser(app, doctor).get(accept);
  if (accepted.statusCode !== 200) throw new Error(`Accepting failed: ${accepted.body}`);
}

/** The patient changes (or, with no profiles, stops) what one doctor is shown. */
export function changeSharing(
  app: MotusApp,
  patient: Caller,
  doctorId: number,
  terms: { profiles: string[]; expires_on: string | null; prescribe?: boolean },
) {
  return asUser(app, patient).post(careTeamPaths.sharing, { doctor_id: doctorId, ...terms });
}

export function authorizationOf(token: string): string {
  return `${AUTH_SCHEME} ${token}`;
}
