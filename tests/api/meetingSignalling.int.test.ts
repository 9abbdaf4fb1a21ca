import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import {
  MAX_SIGNAL_MESSAGE_BYTES,
  SIGNAL_MESSAGE_BURST,
  TOO_MANY_SIGNAL_MESSAGES,
  signalRefusals,
} from '../../src/server/routes/calling/signalRoute';
import { callingPaths } from '../../src/shared/api/callingContract';
import type { ServerMessage } from '../../src/shared/calling/signalProtocol';
import { bookMeeting, makeActivePatient } from '../support/careNetwork';
import { signUpDoctor } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// The built-in provider's signalling (docs/product.md#calling): who is in a meeting, offers and
// candidates relayed between two people, chat and polls to all, and the moderation rules;
// across two server instances sharing one database.
type Who = { authorization: string; email: string };
type TestSocket = Awaited<ReturnType<MotusApp['injectWS']>>;
const media = { mic: true, cam: true, screen: null };

/**
 * A socket that keeps every message it receives; next(type) takes the oldest one of that
 * type not taken yet, waiting for it if it has not come.
 */
class Listener {
  readonly received: ServerMessage[] = [];
  private unread: ServerMessage[] = [];
  private waiters: { type: string; resolve: (message: ServerMessage) => void }[] = [];
  closedWith: number | undefined;
  closedReason: string | undefined;

  constructor(readonly socket: TestSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.received.push(message);
      const waiter = this.waiters.find((candidate) => candidate.type === message.type);
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(message);
      } else {
        this.unread.push(message);
      }
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closedWith = code;
      this.closedReason = reason.toString();
    });
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    const early = this.unread.find((message) => message.type === type);
    if (early) {
      this.unread = this.unread.filter((message) => message !== early);
      return Promise.resolve(early as Extract<ServerMessage, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message within 5 s`)), 5000);
      this.waiters.push({
        type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  closed(): Promise<number> {
    if (this.closedWith !== undefined) return Promise.resolve(this.closedWith);
    return new Promise((resolve) => this.socket.once('close', (code: number) => resolve(code)));
  }
}

describe('meeting signalling', () => {
  let t: TestApp;
  let second: MotusApp;
  let doctor: Who;
  let patient: Who;
  let meetingId: string;
  const token = (who: Who) => who.authorization.split(' ')[1];

  const connect = async (app: MotusApp) => new Listener(await app.injectWS(callingPaths.signal));
  const joinAs = async (app: MotusApp, who: Who | undefined) => {
    const listener = await connect(app);
    const welcome = listener.next('welcome');
    listener.send({
      type: 'join',
      meeting_id: meetingId,
      media,
      ...(who ? { token: token(who) } : {}),
    });
    return { listener, self: (await welcome).self };
  };

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp({ ...t.app.deps, logger: false });
    await second.ready();
    doctor = await signUpDoctor(t, 'Meredith');
    patient = await signUp(t.app, 'Rosa');
    await makeActivePatient(t.app, doctor, patient);
    meetingId = (await bookMeeting(t.app, doctor, patient)).meeting_id;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('refuses anything before a join, a bad message naming its field, and an unknown meeting', async () => {
    const listener = await connect(t.app);
    listener.send({ type: 'chat', text: 'hello' });
    expect((await listener.next('refused')).message).toBe(signalRefusals.joinFirst);
    listener.send({ type: 'join', meeting_id: 'not an id', media });
    expect((await listener.next('refused')).message).toMatch(/^join\/meeting_id: must match/);
    listener.send({ type: 'dance' });
    expect((await listener.next('refused')).message).toMatch(/type must be one of join, signal/);
    listener.send({ type: 'join', meeting_id: 'aaaa-bbbb-cccc', media });
    expect((await listener.next('refused')).message).toBe(signalRefusals.noMeeting);
    expect(await listener.closed()).toBe(4001);
  });

  it('introduces people across two instances and relays offers to one person only', async () => {
    const doc = await joinAs(t.app, doctor);
    expect(doc.self).toMatchObject({ name: 'Meredith Hopper', can_moderate: true });

    const joined = doc.listener.next('peer-joined');
    const pat = await joinAs(second, patient);
    expect(pat.self).toMatchObject({ name: 'Rosa Hopper', can_moderate: true });
    expect((await joined).peer.id).toBe(pat.self.id);
    expect((await pat.listener.next('peer-present')).peer).toMatchObject({
      id: doc.self.id,
      name: 'Meredith Hopper',
    });

    const guestJoined = doc.listener.next('peer-joined');
    const guest = await joinAs(t.app, undefined);
    expect(guest.self).toMatchObject({ name: 'Guest', can_moderate: false });
    await guestJoined;

    const offer = pat.listener.next('signal');
    doc.listener.send({
      type: 'signal',
      to: pat.self.id,
      data: { description: { type: 'offer', sdp: 'v=0 an offer' } },
    });
    expect(await offer).toEqual({
      type: 'signal',
      from: doc.self.id,
      data: { description: { type: 'offer', sdp: 'v=0 an offer' } },
    });
    // A large offer (a screen share adds a lot) goes past NOTIFY's limit and still arrives.
    const big = pat.listener.next('signal');
    const sdp = `v=0 ${'a'.repeat(20_000)}`;
    doc.listener.send({
      type: 'signal',
      to: pat.self.id,
      data: { description: { type: 'offer', sdp } },
    });
    expect((await big).data.description?.sdp).toBe(sdp);
    expect(guest.listener.received.filter((m) => m.type === 'signal')).toEqual([]);

    const chat = guest.listener.next('chat');
    pat.listener.send({ type: 'chat', text: 'Can you hear me?' });
    expect(await chat).toMatchObject({
      from: pat.self.id,
      name: 'Rosa Hopper',
      text: 'Can you hear me?',
    });

    const poll = pat.listener.next('poll-create');
    doc.listener.send({
      type: 'poll-create',
      poll_id: 'pain-1',
      question: 'Pain today?',
      options: ['Less', 'Same', 'More'],
    });
    expect(await poll).toMatchObject({
      poll_id: 'pain-1',
      name: 'Meredith Hopper',
      options: ['Less', 'Same', 'More'],
    });
    const vote = doc.listener.next('poll-vote');
    pat.listener.send({ type: 'poll-vote', poll_id: 'pain-1', option: 0 });
    expect(await vote).toMatchObject({ from: pat.self.id, option: 0 });

    const muted = doc.listener.next('media');
    pat.listener.send({ type: 'media', media: { mic: false, cam: true, screen: null } });
    expect(await muted).toMatchObject({ from: pat.self.id, media: { mic: false } });

    // A guest may not remove anyone or end the meeting.
    guest.listener.send({ type: 'remove', peer: pat.self.id });
    expect((await guest.listener.next('refused')).message).toBe(signalRefusals.notModerator);
    guest.listener.send({ type: 'end' });
    expect((await guest.listener.next('refused')).message).toBe(signalRefusals.notModerator);

    // The doctor removes the guest: the guest is told and closed, the others see them go.
    const guestLeft = pat.listener.next('peer-left');
    doc.listener.send({ type: 'remove', peer: guest.self.id });
    expect((await guest.listener.next('removed')).by).toBe('Meredith Hopper');
    expect(await guest.listener.closed()).toBe(4002);
    expect((await guestLeft).peer).toBe(guest.self.id);

    // The patient ends the meeting for both; it cannot be joined again.
    const ended = doc.listener.next('ended');
    pat.listener.send({ type: 'end' });
    expect((await ended).by).toBe('Rosa Hopper');
    expect(await doc.listener.closed()).toBe(4003);
    expect(await pat.listener.closed()).toBe(4003);
    const verify = await asUser(t.app).post(callingPaths.verifyMeetingId, { meetingID: meetingId });
    expect(verify.json()).toEqual({ status: 'success', message: 'False' });
    const late = await connect(t.app);
    late.send({ type: 'join', meeting_id: meetingId, media });
    expect((await late.next('refused')).message).toBe(signalRefusals.noMeeting);
  });

  it('closes a socket that sends a message over the size limit with 1009, and goes on', async () => {
    const listener = await connect(t.app);
    listener.socket.send('x'.repeat(MAX_SIGNAL_MESSAGE_BYTES + 1));
    expect(await listener.closed()).toBe(1009);
    const next = await connect(t.app);
    next.send({ type: 'chat', text: 'hello' });
    expect((await next.next('refused')).message).toBe(signalRefusals.joinFirst);
    next.socket.close();
  });

  it('closes a socket that floods the server with 1008, saying why', async () => {
    const listener = await connect(second);
    for (let sent = 0; sent < SIGNAL_MESSAGE_BURST + 50; sent++) {
      listener.send({ type: 'chat', text: 'again' });
    }
    expect(await listener.closed()).toBe(1008);
    expect(listener.closedReason).toBe(TOO_MANY_SIGNAL_MESSAGES);
    // The burst a call starts with is let through.
    const calm = await connect(second);
    const withinBurst = SIGNAL_MESSAGE_BURST - 10;
    for (let sent = 0; sent < withinBurst; sent++) calm.send({ type: 'chat', text: 'once' });
    for (let answered = 0; answered < withinBurst; answered++) await calm.next('refused');
    expect(calm.closedWith).toBeUndefined();
    calm.socket.close();
  });
});
