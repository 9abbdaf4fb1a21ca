import type { MotusApp } from '../../src/server/app';
import {
  callingPaths,
  type BookMeetingReply,
  type InvitesReply,
  type Meeting,
} from '../../src/shared/api/callingContract';
import { asUser } from './asUser';

export interface Caller {
  authorization: string;
  email: string;
}

/** The doctor invites the patient and the patient accepts, through the API as a client would. */
export async function makeActivePatient(app: MotusApp, doctor: Caller, patient: Caller) {
  await asUser(app, doctor).post(callingPaths.invitePatient, { email: patient.email });
  const invites = await asUser(app, patient).get(callingPaths.listInvites);
  const accept = invites.json<InvitesReply>().data[0]?.accept_link;
  if (!accept) throw new Error(`No invite from ${doctor.email} reached ${patient.email}`);
  const reply = await asUser(app, patient).get(accept);
  if (reply.statusCode !== 200) throw new Error(`Accepting failed: ${reply.body}`);
}

/** A meeting the doctor books with an active patient. */
export async function bookMeeting(
  app: MotusApp,
  doctor: Caller,
  patient: Caller,
  meetingName = 'Knee review',
): Promise<Meeting> {
  const reply = await asUser(app, doctor).post(callingPaths.bookMeeting, {
    patient_email: patient.email,
    meeting_name: meetingName,
    meeting_date_time: '2026-12-01 09:30',
  });
  if (reply.statusCode !== 201) throw new Error(`Booking failed: ${reply.body}`);
  return reply.json<BookMeetingReply>().data;
}
