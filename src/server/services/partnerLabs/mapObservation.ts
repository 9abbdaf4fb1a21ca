import type { Observation } from 'fhir/r4';
import type { DateTime } from 'luxon';
import type { RefusedResult } from '../../../shared/api/partnerImportContract';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { importCodeTargetOf, importUnitOf, type FhirDatasetIndex } from '../fhir/fhirDatasetIndex';
import { LOINC_SYSTEM } from '../fhir/fhirSystems';
import { readingOfObservation, type ObservationProblem } from '../fhir/readingOfObservation';

export interface MappedResult {
  sourceId: string;
  datasetId: number;
  /** The wall-clock time the sample was taken, as the lab wrote it (yyyy-MM-dd HH:mm:ss). */
  createdOn: string;
  values: ReadingValues;
}

/**
 * One result placed, or left out with its reason. Not a refusal of the call: the import goes
 * on, and its reply lists what was left out under `refused` (docs/api.md).
 */
export type MappingOutcome =
  { kind: 'mapped'; result: MappedResult } | { kind: 'unmapped'; result: RefusedResult };

/**
 * One partner's Observation → one reading, by the FHIR mapping every import shares, placed by
 * the configs' import codes alone: a partner imports blood tests, and a code two datasets share
 * (Total Protein and Protein Serum) has its one home named there. The time is kept on the
 * laboratory's own wall clock, as a reading entered by hand keeps the person's, and may not
 * postdate `now`. What it refuses is said in the partner import's words, one reason a result.
 */
export function mapObservation(
  observation: Observation,
  index: FhirDatasetIndex,
  now: DateTime,
): MappingOutcome {
  const loinc = observation.code.coding?.find((coding) => coding.system === LOINC_SYSTEM);
  const quantity = observation.valueQuantity;
  const unit = quantity ? importUnitOf(quantity) : '';
  const unmapped = (reason: string): MappingOutcome => ({
    kind: 'unmapped',
    result: {
      code: loinc?.code ?? 'none',
      unit,
      name: observation.code.text ?? loinc?.display ?? loinc?.code ?? 'Unnamed result',
      reason,
    },
  });
  // What is stored is keyed by it, so a second import adds nothing.
  if (observation.id === undefined) return unmapped('The result has no id');
  const mapped = readingOfObservation(observation, index, {
    importCodesOnly: true,
    sourceClock: true,
    now,
  });
  if (!mapped.ok) {
    const [first] = mapped.problems;
    return unmapped(first === undefined ? mapped.reason : partnerReason(first));
  }
  return {
    kind: 'mapped',
    result: {
      sourceId: observation.id,
      datasetId: mapped.reading.datasetId,
      createdOn: mapped.reading.created_on,
      values: mapped.reading.values,
    },
  };

  function partnerReason(problem: ObservationProblem): string {
    switch (problem.kind) {
      case 'status':
        return `The result is ${observation.status}, not final`;
      case 'code':
        return loinc?.code === undefined
          ? 'The result has no LOINC code'
          : `No blood test takes LOINC ${loinc.code} in ${unit || 'no unit'}`;
      case 'value':
        return 'The result is not a number';
      case 'limits': {
        const target = importCodeTargetOf(
          index,
          loinc?.code === undefined ? [] : [loinc.code],
          quantity,
        );
        return target === undefined
          ? problem.reason
          : `${problem.outside} ${target.element.element.unit} is outside what ${target.dataset.dataset.name} accepts`;
      }
      case 'date':
        return 'The result has no date';
      case 'future':
        return 'The result is dated in the future';
    }
  }
}
