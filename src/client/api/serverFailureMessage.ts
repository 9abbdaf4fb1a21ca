/**
 * The server's own explanation of a failed call, or undefined when there is none (the
 * network failed, or the reply was not ours). Every error reply of the API carries its text
 * in details.details[0] and in message (src/shared/api/replySchemas.ts). Accepts either a
 * rejected RTK Query call ({ status, data }) or a reply whose status is not 'success'.
 */
export function serverFailureMessage(failure: unknown): string | undefined {
  const reply = isRecord(failure) && 'data' in failure ? failure.data : failure;
  if (!isRecord(reply) || reply.status === 'success') return undefined;
  const details = isRecord(reply.details) ? reply.details.details : undefined;
  const firstDetail: unknown = Array.isArray(details) ? details[0] : undefined;
  if (typeof firstDetail === 'string' && firstDetail.trim() !== '') return firstDetail;
  if (typeof reply.message === 'string' && reply.message.trim() !== '') return reply.message;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
