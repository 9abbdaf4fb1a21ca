import { Type, type Static } from 'typebox';

/**
 * Reply shapes of the product's calls (docs/api.md). Every failure uses one shape: a failed
 * login shows the text in details.details[0] (docs/product.md#accounts-and-sessions), so every
 * error carries its message there as well as in message.
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
