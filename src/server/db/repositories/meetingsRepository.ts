import type { Kysely } from 'kysely';
import type { Database } from '../database';

export interface NewMeeting {
  meeting_id: string;
  meeting_name: string;
  meeting_date_time: Date;
  doctor_id: number;
  patient_id: number;
}

export interface MeetingRow extends NewMeeting {
  id: number;
  with_first_name: string;
  with_last_name: string;
}

export async function insertMeeting(db: Kysely<Database>, meeting: NewMeeting): Promise<number> {
  const row = await db
    .insertInto('meetings')
    .values({ ...meeting, ended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The meetings a user is in (as doctor or patient) that have not been ended, by date. */
export async function listOpenMeetings(
  db: Kysely<Database>,
  userId: number,
): Promise<MeetingRow[]> {
  return db
    .selectFrom('meetings')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('meetings.doctor_id', '=', userId),
            eb('users.id', '=', eb.ref('meetings.patient_id')),
          ]),
          eb.and([
            eb('meetings.patient_id', '=', userId),
            eb('users.id', '=', eb.ref('meetings.doctor_id')),
          ]),
        ]),
      ),
    )
    .select([
      'meetings.id',
      'meetings.meeting_id',
      'meetings.meeting_name',
      'meetings.meeting_date_time',
      'meetings.doctor_id',
      'meetings.patient_id',
      'users.first_name as with_first_name',
      'users.last_name as with_last_name',
    ])
    .where('meetings.ended_at', 'is', null)
    .orderBy('meetings.meeting_date_time')
    .orderBy('meetings.id')
    .execute();
}

export interface OpenMeeting {
  meeting_id: string;
  doctor_id: number;
  patient_id: number;
}

/** A meeting people may still join: it exists and nobody has ended it. */
export async function findOpenMeeting(
  db: Kysely<Database>,
  meetingId: string,
): Promise<OpenMeeting | undefined> {
  return db
    .selectFrom('meetings')
    .select(['meeting_id', 'doctor_id', 'patient_id'])
    .where('meeting_id', '=', meetingId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

export async function endMeeting(db: Kysely<Database>, meetingId: string): Promise<void> {
  await db
    .updateTable('meetings')
    .set({ ended_at: new Date() })
    .where('meeting_id', '=', meetingId)
    .where('ended_at', 'is', null)
    .execute();
}
