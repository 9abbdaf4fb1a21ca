import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { callingPaths } from '../../../shared/api/callingContract';
import { errorReply } from '../../../shared/api/replySchemas';
import type { ClientMessage } from '../../../shared/api/signalContract';
import {
  GUEST_NAME,
  SIGNAL_CLOSE_CODES,
  type PeerInfo,
  type ServerMessage,
} from '../../../shared/calling/signalProtocol';
import { personName } from '../../../shared/calling/personName';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { endMeeting, findOpenMeeting } from '../../db/repositories/meetingsRepository';
import { openMeetingBus } from '../../services/calling/meetingBus';
import { MeetingHub, type LocalPeer } from '../../services/calling/meetingHub';
import { checkClientMessage } from '../../services/calling/clientMessageCheck';
import { MessageBudget } from '../../services/calling/messageBudget';
import { resolveSession } from '../../services/sessions/sessionTokens';

const JOIN_WITHIN_MS = 10_000;
const PING_EVERY_MS = 25_000;
/** A larger message closes the socket with 1009 (ws, set in app.ts; plugins/socketErrors.ts). */
export const MAX_SIGNAL_MESSAGE_BYTES = 128 * 1024;
/** Messages a socket may send: a burst at once, then this many a second (MessageBudget). */
export const SIGNAL_MESSAGES_PER_SECOND = 20;
export const SIGNAL_MESSAGE_BURST = 100;
export const signalRefusals = {
  joinFirst: 'Send join with the meeting id first.',
  noMeeting: 'Meeting ID Not Found: it does not exist or has been ended.',
  notModerator: "Only the meeting's doctor or patient can remove people or end the meeting.",
  noSuchPeer: 'That participant is not in this meeting.',
  tooSlow: 'No join message arrived: connect again.',
  notASocket: `${callingPaths.signal} is the meetings' signalling WebSocket: connect with Upgrade: websocket.`,
} as const;

/** The reason a socket closed for sending too much carries (at most 123 bytes). */
export const TOO_MANY_SIGNAL_MESSAGES = `Too many messages: at most ${SIGNAL_MESSAGES_PER_SECOND} a second.`;

/**
 * The built-in provider's signalling (docs/product.md#calling): one WebSocket per browser in a call.
 * The server relays offers, answers and candidates between two peers and passes chat, polls
 * and media states to the meeting; the media itself flows browser to browser.
 */
export async function signalRoute(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;
  const hub = new MeetingHub();
  const logError = (error: unknown) => app.log.error({ err: error }, 'meeting signalling failed');
  const bus = await openMeetingBus(
    database,
    (envelope) => hub.deliver(envelope, logError),
    logError,
    (erased) => hub.closeAccount(erased, accountMessages.deletedAccountName),
  );
  hub.attach(bus);
  app.addHook('onClose', async () => bus.close());

  const onSocket = (socket: WebSocket, request: FastifyRequest) => {
    let self: LocalPeer | undefined;
    /** Out of the meeting, once: the others are told this peer left. */
    const leave = () => {
      if (!self || !hub.remove(self)) return;
      const { meeting, info } = self;
      hub
        .publish({ meeting, except: info.id, message: { type: 'peer-left', peer: info.id } })
        .catch(logError);
    };
    const send = (message: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const refuse = (message: string, close = false) => {
      send({ type: 'refused', message });
      if (close) socket.close(SIGNAL_CLOSE_CODES.refused, 'refused');
    };
    const joinTimer = setTimeout(() => {
      if (!self) refuse(signalRefusals.tooSlow, true);
    }, JOIN_WITHIN_MS);
    const pinger = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.ping();
    }, PING_EVERY_MS);

    const join = async (message: Extract<ClientMessage, { type: 'join' }>) => {
      const meeting = await findOpenMeeting(database.db, message.meeting_id);
      if (!meeting) return refuse(signalRefusals.noMeeting, true);
      const session =
        message.token === undefined
          ? undefined
          : await resolveSession(database.db, app.keptSessions, message.token);
      const user = session?.kind === 'signed-in' ? session.user : undefined;
      const member = user && [meeting.doctor_id, meeting.patient_id].includes(user.id);
      const info: PeerInfo = {
        id: randomBytes(12).toString('base64url'),
        name: user ? personName(user) : GUEST_NAME,
        can_moderate: member === true,
        media: message.media,
      };
      self = {
        info,
        meeting: meeting.meeting_id,
        userId: user?.id,
        send,
        close: (reason) => {
          leave();
          socket.close(
            reason === 'ended' ? SIGNAL_CLOSE_CODES.ended : SIGNAL_CLOSE_CODES.removed,
            reason,
          );
        },
      };
      clearTimeout(joinTimer);
      hub.add(self);
      send({ type: 'welcome', self: info });
      await hub.publish({
        meeting: self.meeting,
        except: info.id,
        message: { type: 'peer-joined', peer: info },
      });
    };

    const handle = async (message: ClientMessage, peer: LocalPeer) => {
      const { id, name } = peer.info;
      const meeting = peer.meeting;
      switch (message.type) {
        case 'join':
          return refuse('You are in this meeting already.');
        case 'signal':
          return hub.publish({
            meeting,
            to: message.to,
            message: { type: 'signal', from: id, data: message.data },
          });
        case 'media':
          peer.info = { ...peer.info, media: message.media };
          return hub.publish({
            meeting,
            except: id,
            message: { type: 'media', from: id, media: message.media },
          });
        case 'chat':
          return hub.publish({
            meeting,
            message: {
              type: 'chat',
              from: id,
              name,
              text: message.text,
              at: new Date().toISOString(),
            },
          });
        case 'poll-create':
          return hub.publish({
            meeting,
            message: { ...message, from: id, name },
          });
        case 'poll-vote':
          return hub.publish({ meeting, message: { ...message, from: id } });
        case 'remove':
          if (!peer.info.can_moderate) return refuse(signalRefusals.notModerator);
          return hub.publish({ meeting, to: message.peer, message: { type: 'removed', by: name } });
        case 'end':
          if (!peer.info.can_moderate) return refuse(signalRefusals.notModerator);
          await endMeeting(database.db, meeting);
          return hub.publish({ meeting, message: { type: 'ended', by: name } });
      }
    };

    // Messages are handled one after another, so a join finishes before what follows it.
    let queue = Promise.resolve();
    const budget = new MessageBudget(SIGNAL_MESSAGES_PER_SECOND, SIGNAL_MESSAGE_BURST);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      // Frames keep arriving until the other side answers a close: they are not read.
      if (socket.readyState !== socket.OPEN) return;
      if (!budget.spend()) {
        request.log.warn(
          { meeting: self?.meeting, peer: self?.info.id },
          'signalling socket closed: too many messages',
        );
        socket.close(SIGNAL_CLOSE_CODES.tooManyMessages, TOO_MANY_SIGNAL_MESSAGES);
        return;
      }
      queue = queue
        .then(async () => {
          if (isBinary) return refuse('Signalling messages are JSON text.');
          const checked = checkClientMessage(data.toString('utf8'));
          if ('problem' in checked) return refuse(checked.problem);
          if (!self) {
            if (checked.type !== 'join') return refuse(signalRefusals.joinFirst);
            return join(checked);
          }
          return handle(checked, self);
        })
        .catch(logError);
    });

    socket.on('close', () => {
      clearTimeout(joinTimer);
      clearInterval(pinger);
      leave();
    });
  };
  app.route({
    method: 'GET',
    url: callingPaths.signal,
    schema: { hide: true },
    wsHandler: onSocket,
    // A plain GET is told what the address is, in the error shape (not an empty 404).
    handler: (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send(errorReply(signalRefusals.notASocket)),
  });
}
