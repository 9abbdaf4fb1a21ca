import type { MotusApp } from '../../src/server/app';
import {
  callingPaths,
  type BookMeetingReply,
  type InvitesReply,
  type Meeting,
} from '../../src/shared/api/callingContract';

export interface Caller {
  authorization: string;
  email: string;
}

/** The doctor invites the patient and the patient accepts, through the API as a client would. */
export async function makeActivePatient(app: MotusApp, doctor: Caller, patient: Caller) {
  await app.inject({
    method: 'POST',
    url: callingPaths.invitePatient,
    headers: { authorization: doctor.authorization },
    payload: { email: patient.email },
  });
  const invites = await app.inject({
    method: 'GET',
    url: callingPaths.listInvites,
    headers: { authorization: patient.authorization },
  });
  const accept = invites.json<InvitesReply>().data[0]?.accept_link;
  if (!accept) throw new Error(`No invite from ${doctor.email} reached ${patient.email}`);
  const reply = await app.inject({
    method: 'GET',
    url: accept,
    headers: { authorization: patient.authorization },
  });
  if (reply.statusCode !== 200) throw new Error(`Accepting failed: ${reply.body}`);
}

/** A meeting the doctor books with an active patient. */
export async function bookMeeting(
  app: MotusApp,
  doctor: Caller,
  patient: Caller,
  meetingName = 'Knee review',
): Promise<Meeting> {
  const reply = await app.inject({
    method: 'POST',
    url: callingPaths.bookMeeting,
    headers: { authorization: doctor.authorization },
    payload: {
      patient_email: patient.email,
      meeting_name: meetingName,
      meeting_date_time: '2026-12-01 09:30',
    },
  });
  if (reply.statusCode !== 201) throw new Error(`Booking failed: ${reply.body}`);
  return reply.json<BookMeetingReply>().data;
}
