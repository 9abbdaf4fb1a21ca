import type { ImportProblem } from '../../../shared/api/fhirImportContract';
import type { ImportedReading } from '../../db/repositories/importedReadingsRepository';
import {
  checkImportedReading,
  type ReadingCandidate,
  type WriteValidatorOf,
} from './checkImportedReading';

export interface CheckedReadings {
  readings: ImportedReading[];
  /** The profiles the readings are written to, in the order first met. */
  profileIds: string[];
  /** What a write of its dataset would refuse in each reading, in entry order. */
  problems: ImportProblem[];
}

/**
 * Every mapped reading of a bundle judged as its write would be: the readings as they are
 * stored, and every problem found, so one answer lists all there is to fix.
 */
export function checkBundleReadings(
  candidates: readonly ReadingCandidate[],
  validatorOf: WriteValidatorOf,
): CheckedReadings {
  const readings: ImportedReading[] = [];
  const problems: ImportProblem[] = [];
  const profileIds = new Set<string>();
  for (const candidate of candidates) {
    const checked = checkImportedReading(candidate, validatorOf);
    if ('problem' in checked) {
      problems.push(checked.problem);
      continue;
    }
    readings.push(checked.reading);
    profileIds.add(candidate.profileId);
  }
  return { readings, profileIds: [...profileIds], problems };
}
