import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callingPaths,
  type BookMeetingReply,
  type CallSettingsReply,
  type ListMeetingsReply,
  type Meeting,
  type VideoSdkTokenReply,
} from '../../src/shared/api/callingContract';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import { MEETING_ID_PATTERN } from '../../src/shared/calling/meetingIdShape';
import { endMeeting } from '../../src/server/db/repositories/meetingsRepository';
import { bookMeeting, makeActivePatient } from '../support/careNetwork';
import { signUpDoctor } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#calling: a doctor books a meeting with a patient, both list it under Meetings Booked,
// anyone with the id can verify it; the list answers only for the caller's own address.
type Who = { authorization: string; email: string };

describe('meetings', () => {
  let t: TestApp;
  let doctor: Who;
  let patient: Who;
  let stranger: Who;

  const meetingsOf = async (who: Who): Promise<Meeting[]> => {
    const reply = await asUser(t.app, who).post(callingPaths.listMeetings, { email: who.email });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<ListMeetingsReply>();
    expect(typeof data).toBe('string');
    return JSON.parse(data) as Meeting[];
  };
  const verify = async (meetingID: string) => {
    const reply = await asUser(t.app).post(callingPaths.verifyMeetingId, { meetingID });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ message: string }>().message;
  };
  const book = (who: Who, body: Partial<Record<string, string>> = {}) =>
    asUser(t.app, who).post(callingPaths.bookMeeting, {
      patient_email: patient.email,
      meeting_name: 'Knee review',
      meeting_date_time: '2026-12-01 09:30',
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await signUpDoctor(t, 'Meredith');
    patient = await signUp(t.app, 'Rosa');
    stranger = await signUp(t.app, 'Ivan');
  });
  afterAll(async () => t.close());

  it('books only with an active patient of the booking doctor', async () => {
    const notYet = await book(doctor);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json<ErrorReply>().message).toContain('not an active patient of yours');

    await makeActivePatient(t.app, doctor, patient);

    expect((await book(patient)).statusCode).toBe(403);
    expect((await book(doctor, { patient_email: stranger.email })).statusCode).toBe(403);
    const badDate = await book(doctor, { meeting_date_time: '2026-13-45 09:30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<ErrorReply>().message).toContain('meeting_date_time');
    expect((await book(doctor, { meeting_name: '   ' })).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('meetings').selectAll().execute()).toEqual([]);
  });

  it('gives a booked meeting an unguessable id that both people see, each with the other’s name', async () => {
    const booked = await book(doctor);
    expect(booked.statusCode).toBe(201);
    const meeting = booked.json<BookMeetingReply>().data;
    expect(meeting.meeting_id).toMatch(new RegExp(MEETING_ID_PATTERN));
    expect(meeting).toMatchObject({
      meeting_name: 'Knee review',
      meeting_date_time: '2026-12-01 09:30',
    });

    const second = (
      await book(doctor, { meeting_date_time: '2026-11-30 08:00' })
    ).json<BookMeetingReply>().data;
    expect(second.meeting_id).not.toBe(meeting.meeting_id);

    const forDoctor = await meetingsOf(doctor);
    expect(forDoctor.map((m) => [m.meeting_date_time, m.with_name])).toEqual([
      ['2026-11-30 08:00', 'Rosa Hopper'],
      ['2026-12-01 09:30', 'Rosa Hopper'],
    ]);
    expect((await meetingsOf(patient)).map((m) => m.with_name)).toEqual([
      'Meredith Hopper',
      'Meredith Hopper',
    ]);
    expect(await meetingsOf(stranger)).toEqual([]);
  });

  it("lists meetings only for the caller's own address", async () => {
    const theirs = await asUser(t.app, stranger).post(callingPaths.listMeetings, {
      email: patient.email,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Knee review');
    expect(
      (await asUser(t.app).post(callingPaths.listMeetings, { email: patient.email })).statusCode,
    ).toBe(401);
    const sameAddressOtherCase = await asUser(t.app, patient).post(callingPaths.listMeetings, {
      email: patient.email.toUpperCase(),
    });
    expect(sameAddressOtherCase.statusCode).toBe(200);
  });

  it("verifies a meeting id for anyone: 'True' while open, 'False' otherwise", async () => {
    const [meeting] = await meetingsOf(doctor);
    const id = meeting?.meeting_id ?? '';
    expect(await verify(id)).toBe('True');
    expect(await verify(` ${id.toUpperCase()} `)).toBe('True');
    expect(await verify('aaaa-bbbb-cccc')).toBe('False');
    expect(await verify("'; drop table meetings; --")).toBe('False');
    const empty = await asUser(t.app).post(callingPaths.verifyMeetingId, { meetingID: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorReply>().message).toContain('meetingID');

    await endMeeting(t.database.db, id);
    expect(await verify(id)).toBe('False');
    expect((await meetingsOf(doctor)).map((m) => m.meeting_id)).not.toContain(id);
  });

  it('says the built-in provider is used and hands out no VideoSDK token without keys', async () => {
    const settings = await asUser(t.app).get(callingPaths.callSettings);
    expect(settings.json<CallSettingsReply>().data).toEqual({ provider: 'mesh', ice_servers: [] });
    const [meeting] = await meetingsOf(doctor);
    const token = await asUser(t.app).post(callingPaths.videoSdkToken, {
      meetingID: meeting?.meeting_id ?? '',
    });
    expect(token.statusCode).toBe(503);
  });
});

describe('meetings with VideoSDK keys and ICE servers configured', () => {
  let t: TestApp;
  const keys = { apiKey: 'test-key', secret: 'test-secret' };
  const iceServers = [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }];

  beforeAll(async () => {
    t = await createTestApp({ calls: { iceServers, videoSdk: keys } });
  });
  afterAll(async () => t.close());

  it('mints a token signed with the secret for an open meeting, and none for an unknown one', async () => {
    const settings = await asUser(t.app).get(callingPaths.callSettings);
    expect(settings.json<CallSettingsReply>().data).toEqual({
      provider: 'videosdk',
      ice_servers: iceServers,
    });

    const doctor = await signUpDoctor(t, 'Meredith');
    const patient = await signUp(t.app, 'Rosa');
    await makeActivePatient(t.app, doctor, patient);
    const meeting = await bookMeeting(t.app, doctor, patient, 'Review');

    const reply = await asUser(t.app).post(callingPaths.videoSdkToken, {
      meetingID: meeting.meeting_id,
    });
    expect(reply.statusCode).toBe(200);
    const { token } = reply.json<VideoSdkTokenReply>().data;
    const [header = '', payload = '', signature = ''] = token.split('.');
    const expected = createHmac('sha256', keys.secret)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      apikey: 'test-key',
      roomId: meeting.meeting_id,
      permissions: ['allow_join'],
    });
    expect(token).not.toContain(keys.secret);

    const unknown = await asUser(t.app).post(callingPaths.videoSdkToken, {
      meetingID: 'aaaa-bbbb-cccc',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
