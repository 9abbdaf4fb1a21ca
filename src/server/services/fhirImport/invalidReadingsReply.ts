import type { ErrorReply } from '../../../shared/api/replySchemas';
import {
  fhirImportMessages,
  PROBLEMS_IN_MESSAGE,
} from '../../../shared/messages/fhirImportMessages';

/**
 * The 400 of an import with invalid readings: the message says how many and spells out the
 * first few; details lists every one, each naming its entry, dataset and element.
 */
export function invalidReadingsReply(problems: readonly string[]): ErrorReply {
  const message = fhirImportMessages.invalidReadings(
    problems.length,
    problems.slice(0, PROBLEMS_IN_MESSAGE),
  );
  return { status: 'error', message, details: { details: [...problems] } };
}
