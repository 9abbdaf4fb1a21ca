import { Type, type Static } from 'typebox';

/**
 * Reply shapes of the specification. Every failure uses one shape: the client of the
 * specification reads a failed login's text from details.details[0], so every error
 * carries its message there as well as in message.
 */
export const ErrorReply = Type.Object({
  status: Type.Literal('error'),
  message: Type.String(),
  details: Type.Object({ details: Type.Array(Type.String()) }),
});
export type ErrorReply = Static<typeof ErrorReply>;

export const SuccessMessageReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
});

export type SuccessMessage = Static<typeof SuccessMessageReply>;

export function errorReply(message: string): ErrorReply {
  return { status: 'error', message, details: { details: [message] } };
}
