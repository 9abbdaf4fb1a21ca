import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DateTime } from 'luxon';
import {
  BookMeetingBody,
  BookMeetingReply,
  callingPaths,
  CallSettingsReply,
  ListMeetingsBody,
  ListMeetingsReply,
  VerifyMeetingIdBody,
  VerifyMeetingIdReply,
  VideoSdkTokenBody,
  VideoSdkTokenReply,
  type Meeting,
} from '../../../shared/api/callingContract';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { looksLikeMeetingId } from '../../../shared/calling/meetingIdShape';
import { personName } from '../../../shared/calling/personName';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { findContact } from '../../db/repositories/contactsRepository';
import {
  findOpenMeeting,
  insertMeeting,
  listOpenMeetings,
  type MeetingRow,
} from '../../db/repositories/meetingsRepository';
import { findUserByEmail } from '../../db/repositories/usersRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { meetingRefusals } from '../../services/calling/meetingRefusals';
import { newMeetingId } from '../../services/calling/newMeetingId';
import { mintVideoSdkToken } from '../../services/calling/videoSdkToken';

const tags = ['Calling: meetings'];
const MEETING_FORMAT = 'yyyy-MM-dd HH:mm';

function meetingReply(row: MeetingRow): Meeting {
  return {
    id: row.id,
    meeting_date_time: DateTime.fromJSDate(row.meeting_date_time, { zone: 'utc' }).toFormat(
      MEETING_FORMAT,
    ),
    meeting_name: row.meeting_name,
    meeting_id: row.meeting_id,
    with_name: personName({ first_name: row.with_first_name, last_name: row.with_last_name }),
  };
}

/** Booked meetings and joining by id (docs/product.md#calling); anyone with an id may join, as a guest. */
export const meetingRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const db = app.deps.database.db;

  app.post(
    callingPaths.verifyMeetingId,
    {
      schema: {
        summary: "Whether a meeting id can be joined: message 'True' or 'False' (no sign-in)",
        tags,
        body: VerifyMeetingIdBody,
        response: { 200: VerifyMeetingIdReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const id = request.body.meetingID.trim().toLowerCase();
      const found = looksLikeMeetingId(id) && (await findOpenMeeting(db, id)) !== undefined;
      return {
        status: 'success' as const,
        message: found ? ('True' as const) : ('False' as const),
      };
    },
  );

  app.post(
    callingPaths.listMeetings,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        summary: "The signed-in user's booked meetings (email must be their own)",
        tags,
        security: signInRequired.security,
        body: ListMeetingsBody,
        response: { 200: ListMeetingsReply, 403: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (request.body.email.toLowerCase() !== user.email.toLowerCase()) {
        return reply.status(403).send(errorReply(meetingRefusals.notYourEmail));
      }
      const meetings = (await listOpenMeetings(db, user.id)).map(meetingReply);
      return { status: 'success' as const, data: JSON.stringify(meetings) };
    },
  );

  app.post(
    callingPaths.bookMeeting,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        summary: 'A doctor books a meeting with one of their active patients',
        tags,
        security: signInRequired.security,
        body: BookMeetingBody,
        response: {
          201: BookMeetingReply,
          400: ErrorReply,
          403: ErrorReply,
          ...signInRequired.responses,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (!user.is_doctor) {
        return reply.status(403).send(errorReply(meetingRefusals.onlyDoctorsBook));
      }
      const { patient_email, meeting_name, meeting_date_time } = request.body;
      const when = DateTime.fromFormat(meeting_date_time, MEETING_FORMAT, { zone: 'utc' });
      if (!when.isValid) {
        return reply
          .status(400)
          .send(errorReply(`body.meeting_date_time: ${meeting_date_time} is not a date and time`));
      }
      const patient = await findUserByEmail(db, patient_email);
      const link = patient && (await findContact(db, { doctorId: user.id, patientId: patient.id }));
      if (!patient || link !== 'active') {
        return reply.status(403).send(errorReply(meetingRefusals.notYourPatient(patient_email)));
      }
      const meetingId = newMeetingId();
      const id = await insertMeeting(db, {
        meeting_id: meetingId,
        meeting_name: meeting_name.trim(),
        meeting_date_time: when.toJSDate(),
        doctor_id: user.id,
        patient_id: patient.id,
      });
      return reply.status(201).send({
        status: 'success' as const,
        message: callingMessages.meetingBooked,
        data: meetingReply({
          id,
          meeting_id: meetingId,
          meeting_name: meeting_name.trim(),
          meeting_date_time: when.toJSDate(),
          doctor_id: user.id,
          patient_id: patient.id,
          with_first_name: patient.first_name,
          with_last_name: patient.last_name,
        }),
      });
    },
  );

  app.get(
    callingPaths.callSettings,
    {
      schema: {
        summary: 'Which video provider calls use, and the ICE servers of the built-in one',
        tags,
        response: { 200: CallSettingsReply },
      },
    },
    () => {
      const { calls } = app.deps.env;
      return {
        status: 'success' as const,
        data: {
          provider: calls.videoSdk ? ('videosdk' as const) : ('mesh' as const),
          ice_servers: calls.iceServers,
        },
      };
    },
  );

  app.post(
    callingPaths.videoSdkToken,
    {
      schema: {
        summary: 'A VideoSDK token for an open meeting (only when VideoSDK keys are configured)',
        tags,
        body: VideoSdkTokenBody,
        response: { 200: VideoSdkTokenReply, 400: ErrorReply, 404: ErrorReply, 503: ErrorReply },
      },
    },
    async (request, reply) => {
      const keys = app.deps.env.calls.videoSdk;
      if (!keys) return reply.status(503).send(errorReply(meetingRefusals.videoSdkOff));
      const meeting = await findOpenMeeting(db, request.body.meetingID);
      if (!meeting) {
        return reply
          .status(404)
          .send(errorReply(meetingRefusals.noMeeting(request.body.meetingID)));
      }
      return {
        status: 'success' as const,
        data: {
          token: mintVideoSdkToken(keys, meeting.meeting_id),
          meeting_id: meeting.meeting_id,
        },
      };
    },
  );

  done();
};
