import type { FastifySchemaValidationError } from 'fastify';
import { calendarFormats } from '../../shared/api/calendarFormats';

/** The field an error is about, as the client named it: `body.exercises.0.id`. */
function fieldOf(where: string, error: FastifySchemaValidationError): string {
  const path = error.instancePath ? error.instancePath.slice(1).replaceAll('/', '.') : '';
  return path ? `${where}.${path}` : where;
}

/** One schema error as a sentence that names the field. */
function sentence(where: string, error: FastifySchemaValidationError): string {
  const field = fieldOf(where, error);
  if (error.keyword === 'required')
    return `${field}: ${String(error.params.missingProperty)} is required`;
  if (error.keyword === 'additionalProperties') {
    return `${field}: ${String(error.params.additionalProperty)} is not an accepted field`;
  }
  // ajv names the format ('must match format "calendar-date"'); the person needs its shape.
  const format = error.keyword === 'format' ? calendarFormats[String(error.params.format)] : null;
  if (format) return `${field} must be ${format.wanted}`;
  return `${field} ${error.message ?? 'is not valid'}`;
}

/**
 * The 400's message for a request the schema refused: the first error, naming the field.
 * A value that may take several forms (an id or an object with one) failed each of them: the
 * message then says what each form wanted, not only the first.
 */
export function validationMessage(
  where: string,
  errors: readonly FastifySchemaValidationError[],
): string {
  const first = errors[0];
  if (!first) return `${where} is not valid`;
  const union = errors.find((error) => error.keyword === 'anyOf');
  if (!union) return sentence(where, first);
  const forms = errors.filter(
    (error) => error !== union && error.instancePath.startsWith(union.instancePath),
  );
  return forms.map((error) => sentence(where, error)).join(', or ');
}
