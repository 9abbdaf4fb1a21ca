import type { CodeableConcept, ObservationReferenceRange, Quantity } from 'fhir/r4';
import {
  JUDGEMENT_FLAGS,
  judgedRangeFieldsOf,
  type JudgementFlag,
} from '../../../shared/api/judgedRangeFields';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { OBSERVATION_INTERPRETATION_SYSTEM } from './fhirSystems';
import { INTERPRETATION_DISPLAYS, TYPICAL_RANGE_TEXT } from './fhirTexts';
import { exportedQuantityOf } from './vitalSignQuantity';

/** What an Observation, or one of its components, says of how its value was judged. */
export interface JudgementOfValue {
  referenceRange?: ObservationReferenceRange[];
  interpretation?: CodeableConcept[];
}

const isFlag = (value: unknown): value is JudgementFlag =>
  (JUDGEMENT_FLAGS as readonly unknown[]).includes(value);

/**
 * The interval a stored value was judged against when it was written and the verdict, as a
 * FHIR reference range and interpretation: what the reading holds, never worked out again
 * from today's config or today's account.
 */
export function judgementOfValue(
  element: ProfileElement,
  field: string,
  values: ReadingValues,
): JudgementOfValue {
  const fields = judgedRangeFieldsOf(field);
  const low = values[fields.low];
  const high = values[fields.high];
  const flag = values[fields.flag];
  const judgement: JudgementOfValue = {};
  if (typeof low === 'number' || typeof high === 'number') {
    judgement.referenceRange = [
      {
        ...(typeof low === 'number' ? { low: exportedQuantityOf(element, low) } : {}),
        ...(typeof high === 'number' ? { high: exportedQuantityOf(element, high) } : {}),
        ...(values[fields.source] === 'typical' ? { text: TYPICAL_RANGE_TEXT } : {}),
      },
    ];
  }
  if (isFlag(flag)) {
    judgement.interpretation = [
      {
        coding: [
          {
            system: OBSERVATION_INTERPRETATION_SYSTEM,
            code: flag,
            display: INTERPRETATION_DISPLAYS[flag],
          },
        ],
      },
    ];
  }
  return judgement;
}

// Older exports said "…, for display only" after the same words.
const isTypicalText = (text: string | undefined) => text?.startsWith(TYPICAL_RANGE_TEXT) === true;

/**
 * The interval a resource says its value was judged against, in the element's unit, to keep
 * beside the value: the laboratory's own, or a Motus export's typical one (then said so, so
 * it travels on as typical). `factorOf` takes a bound into the element's unit as it takes the
 * value; a bound it cannot is dropped. The verdict is made again from it when stored.
 */
export function judgedRangeFrom(
  field: string,
  ranges: readonly ObservationReferenceRange[] | undefined,
  factorOf: (bound: Quantity) => number | undefined,
): ReadingValues {
  const range =
    ranges?.find((candidate) => !isTypicalText(candidate.text)) ??
    ranges?.find((candidate) => isTypicalText(candidate.text));
  if (range === undefined) return {};
  const fields = judgedRangeFieldsOf(field);
  const kept: ReadingValues = {};
  const bounds: [Quantity | undefined, string][] = [
    [range.low, fields.low],
    [range.high, fields.high],
  ];
  for (const [bound, name] of bounds) {
    if (bound?.value === undefined) continue;
    const factor = factorOf(bound);
    if (factor !== undefined) kept[name] = Number((bound.value * factor).toFixed(2));
  }
  if (Object.keys(kept).length > 0 && isTypicalText(range.text)) kept[fields.source] = 'typical';
  return kept;
}
