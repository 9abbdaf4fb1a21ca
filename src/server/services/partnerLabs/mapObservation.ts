import type { Observation, Quantity } from 'fhir/r4';
import { DateTime } from 'luxon';
import { judgedRangeFieldsOf } from '../../../shared/api/judgedRangeFields';
import type { RefusedResult } from '../../../shared/api/partnerImportContract';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { importCodeTargetOf, importUnitOf, type FhirDatasetIndex } from '../fhir/fhirDatasetIndex';
import { FINAL_OBSERVATION_STATUSES, LOINC_SYSTEM } from '../fhir/fhirSystems';

export interface MappedResult {
  sourceId: string;
  datasetId: number;
  /** The wall-clock time the sample was taken, as the lab wrote it (yyyy-MM-dd HH:mm:ss). */
  createdOn: string;
  values: ReadingValues;
}

export type MappingOutcome =
  { kind: 'mapped'; result: MappedResult } | { kind: 'refused'; refused: RefusedResult };

/** Decimal values step by 0.01 (docs/product.md#add-data-and-validation): a converted value is rounded to that. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One Observation → one reading of the dataset its LOINC code and unit name in the configs'
 * import codes, with the value (and the lab's reference interval, when it gives one in the same
 * unit) converted into our unit. Anything it cannot place exactly is refused with a reason.
 * Only import codes place a partner's result, not a dataset's own LOINC and UCUM codes as in the
 * FHIR import: a partner imports blood tests, and a code two datasets share (Total Protein and
 * Protein Serum) has its one home named there. `timeZone`: the zone of the person a file is
 * imported for, whose wall clock the result is stored in; without it, the lab's own.
 */
export function mapObservation(
  observation: Observation,
  index: FhirDatasetIndex,
  now: DateTime,
  timeZone?: string,
): MappingOutcome {
  const loinc = observation.code.coding?.find((coding) => coding.system === LOINC_SYSTEM);
  const quantity = observation.valueQuantity;
  const name = observation.code.text ?? loinc?.display ?? loinc?.code ?? 'Unnamed result';
  const refuse = (reason: string): MappingOutcome => ({
    kind: 'refused',
    refused: {
      code: loinc?.code ?? 'none',
      unit: quantity ? importUnitOf(quantity) : '',
      name,
      reason,
    },
  });

  if (observation.id === undefined) return refuse('The result has no id');
  if (!FINAL_OBSERVATION_STATUSES.has(observation.status)) {
    return refuse(`The result is ${observation.status}, not final`);
  }
  if (loinc?.code === undefined) return refuse('The result has no LOINC code');
  if (quantity?.value === undefined || !Number.isFinite(quantity.value)) {
    return refuse('The result is not a number');
  }
  const target = importCodeTargetOf(index, [loinc.code], quantity);
  if (target === undefined) {
    return refuse(
      `No blood test takes LOINC ${loinc.code} in ${importUnitOf(quantity) || 'no unit'}`,
    );
  }
  const when = observation.effectiveDateTime ?? observation.issued;
  const taken = when === undefined ? undefined : DateTime.fromISO(when, { setZone: true });
  if (taken === undefined || !taken.isValid) return refuse('The result has no date');
  if (taken > now) return refuse('The result is dated in the future');

  const value = round(quantity.value * target.factor);
  const { element, field } = target.element;
  const { dataset } = target.dataset;
  const { minimum, maximum } = element;
  if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
    return refuse(`${value} ${element.unit} is outside what ${dataset.name} accepts`);
  }

  const values: ReadingValues = { [field]: value };
  const kept = judgedRangeFieldsOf(field);
  const range = observation.referenceRange?.[0];
  const sameUnit = (bound: Quantity | undefined) =>
    bound?.value !== undefined &&
    (bound.code ?? bound.unit ?? importUnitOf(quantity)) === importUnitOf(quantity);
  if (range?.low && sameUnit(range.low)) {
    values[kept.low] = round((range.low.value ?? 0) * target.factor);
  }
  if (range?.high && sameUnit(range.high)) {
    values[kept.high] = round((range.high.value ?? 0) * target.factor);
  }
  return {
    kind: 'mapped',
    result: {
      sourceId: observation.id,
      datasetId: dataset.id,
      // The lab's own wall clock, as a reading entered by hand keeps the person's; a file the
      // person imports gives theirs (decision 034).
      createdOn: (timeZone === undefined ? taken : taken.setZone(timeZone)).toFormat(
        'yyyy-MM-dd HH:mm:ss',
      ),
      values,
    },
  };
}
