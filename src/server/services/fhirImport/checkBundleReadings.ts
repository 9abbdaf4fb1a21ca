import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { ImportedReading } from '../../db/repositories/importedReadingsRepository';
import {
  checkImportedReading,
  type ReadingCandidate,
  type WriteValidatorOf,
} from './checkImportedReading';
import type { InvalidReading } from './sortBundleResources';

export type CheckedReadings =
  | {
      readings: ImportedReading[];
      /** The profiles the readings are written to, in the order first met. */
      profileIds: string[];
    }
  | { problems: string[] };

/**
 * Every mapped reading of a bundle judged as its write would be: all of them as they are
 * stored, or every problem found (one per reading), so one answer lists all there is to fix.
 */
export function checkBundleReadings(
  candidates: readonly (ReadingCandidate | InvalidReading)[],
  validatorOf: WriteValidatorOf,
): CheckedReadings {
  const readings: ImportedReading[] = [];
  const problems: string[] = [];
  const profileIds = new Set<string>();
  for (const candidate of candidates) {
    if ('reason' in candidate) {
      const { entry, dataset, reason } = candidate;
      problems.push(fhirImportMessages.readingProblem(entry, dataset.name, dataset.id, reason));
      continue;
    }
    const checked = checkImportedReading(candidate, validatorOf);
    if ('problem' in checked) {
      problems.push(checked.problem);
      continue;
    }
    readings.push(checked.reading);
    profileIds.add(candidate.profileId);
  }
  return problems.length > 0 ? { problems } : { readings, profileIds: [...profileIds] };
}
