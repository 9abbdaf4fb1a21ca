import type { FhirImportRefusal, ImportProblem } from '../../../shared/api/fhirImportContract';
import {
  fhirImportMessages,
  PROBLEMS_IN_MESSAGE,
} from '../../../shared/messages/fhirImportMessages';

const sentenceOf = (problem: ImportProblem) =>
  fhirImportMessages.problem(
    problem.entry,
    problem.dataset === undefined
      ? fhirImportMessages.resourceOf(problem.resourceType, problem.id)
      : fhirImportMessages.datasetOf(problem.dataset.name, problem.dataset.id),
    problem.field,
    problem.reason,
  );

/**
 * The 400 of an import with invalid entries: the message says how many and spells out the
 * first few; details lists every problem as a sentence, and problems as data (entry, type,
 * id, dataset, field, reason), in entry order.
 */
export function invalidReadingsReply(problems: readonly ImportProblem[]): FhirImportRefusal {
  const ordered = [...problems].sort((a, b) => a.entry - b.entry);
  const sentences = ordered.map(sentenceOf);
  const entries = new Set(ordered.map((problem) => problem.entry)).size;
  const message = fhirImportMessages.invalidEntries(
    sentences.length,
    entries,
    sentences.slice(0, PROBLEMS_IN_MESSAGE),
  );
  return { status: 'error', message, details: { details: sentences, problems: ordered } };
}
