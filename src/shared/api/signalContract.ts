import { Type, type Static, type TProperties } from 'typebox';
import { MEETING_ID_PATTERN } from '../calling/meetingIdShape';
import { CHAT_TEXT_MAX, POLL_OPTIONS_MAX, POLL_TEXT_MAX } from '../calling/signalProtocol';

/**
 * What a browser may send on the signalling socket (callingPaths.signal), checked by the
 * server like any request body; anything else is refused with a message naming the field.
 */
const PeerId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,40}$' });
const PollId = Type.String({ pattern: '^[A-Za-z0-9_-]{4,40}$' });

const MediaState = Type.Object(
  {
    mic: Type.Boolean(),
    cam: Type.Boolean(),
    screen: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  },
  { additionalProperties: false },
);

const SignalPayload = Type.Object(
  {
    description: Type.Optional(
      Type.Object(
        {
          type: Type.Union([
            Type.Literal('offer'),
            Type.Literal('answer'),
            Type.Literal('pranswer'),
            Type.Literal('rollback'),
          ]),
          sdp: Type.Optional(Type.String({ maxLength: 60_000 })),
        },
        { additionalProperties: false },
      ),
    ),
    candidate: Type.Optional(
      Type.Union([
        Type.Object(
          {
            candidate: Type.String({ maxLength: 2000 }),
            sdpMid: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
            sdpMLineIndex: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
            usernameFragment: Type.Optional(
              Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
            ),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);

const message = <K extends string, T extends TProperties>(type: K, fields: T) =>
  Type.Object({ type: Type.Literal(type), ...fields }, { additionalProperties: false });

/** One schema per message type, so a refusal names the field of the message that was meant. */
export const clientMessageSchemas = {
  join: message('join', {
    meeting_id: Type.String({ pattern: MEETING_ID_PATTERN }),
    token: Type.Optional(Type.String({ maxLength: 100 })),
    media: MediaState,
  }),
  signal: message('signal', { to: PeerId, data: SignalPayload }),
  media: message('media', { media: MediaState }),
  chat: message('chat', { text: Type.String({ minLength: 1, maxLength: CHAT_TEXT_MAX }) }),
  'poll-create': message('poll-create', {
    poll_id: PollId,
    question: Type.String({ minLength: 1, maxLength: POLL_TEXT_MAX }),
    options: Type.Array(Type.String({ minLength: 1, maxLength: POLL_TEXT_MAX }), {
      minItems: 2,
      maxItems: POLL_OPTIONS_MAX,
    }),
  }),
  'poll-vote': message('poll-vote', {
    poll_id: PollId,
    option: Type.Integer({ minimum: 0, maximum: POLL_OPTIONS_MAX - 1 }),
  }),
  remove: message('remove', { peer: PeerId }),
  end: message('end', {}),
} as const;

type Schemas = typeof clientMessageSchemas;
export type ClientMessage = { [K in keyof Schemas]: Static<Schemas[K]> }[keyof Schemas];
