import { Ajv, type ValidateFunction } from 'ajv';
import { clientMessageSchemas, type ClientMessage } from '../../../shared/api/signalContract';
import { serverAjvOptions } from '../../validation/serverAjvOptions';

const ajv = new Ajv({ ...serverAjvOptions, keywords: [] });
// Compiled on the first signalling message, not when the server starts (decision 018).
let validators: Map<string, ValidateFunction> | undefined;
const validatorsByType = () =>
  (validators ??= new Map(
    Object.entries(clientMessageSchemas).map(([type, schema]) => [type, ajv.compile(schema)]),
  ));
const TYPES = Object.keys(clientMessageSchemas).join(', ');

/** A socket message as a ClientMessage, or what is wrong with it in words. */
export function checkClientMessage(raw: string): ClientMessage | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { problem: 'A signalling message must be JSON.' };
  }
  const type =
    typeof parsed === 'object' && parsed !== null ? (parsed as { type?: unknown }).type : undefined;
  const validate = typeof type === 'string' ? validatorsByType().get(type) : undefined;
  if (typeof type !== 'string' || !validate) {
    return { problem: `A signalling message's type must be one of ${TYPES}.` };
  }
  if (validate(parsed)) return parsed as ClientMessage;
  const [error] = validate.errors ?? [];
  const where = error?.instancePath ? `${type}${error.instancePath}` : type;
  return { problem: `${where}: ${error?.message ?? 'is not valid'}` };
}
