import type { Observation } from 'fhir/r4';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { validateProfileConfigs } from '../../../shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from '../../../../tests/configs/shippedConfigFiles';
import { fhirDatasetIndex } from '../fhir/fhirDatasetIndex';
import { mapObservation } from './mapObservation';

const index = fhirDatasetIndex(validateProfileConfigs(shippedConfigFiles()));
const now = DateTime.fromISO('2026-11-22T12:00:00+02:00', { setZone: true });

function hdl(overrides: Partial<Observation> = {}): Observation {
  return {
    resourceType: 'Observation',
    id: 'o1',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: '2085-9' }] },
    effectiveDateTime: '2026-11-20T07:45:00+02:00',
    valueQuantity: { value: 52, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
    ...overrides,
  };
}

describe('mapObservation', () => {
  it("converts into the test's unit and keeps the lab's wall-clock time", () => {
    expect(mapObservation(hdl(), index, now)).toEqual({
      kind: 'mapped',
      result: {
        sourceId: 'o1',
        datasetId: 97,
        createdOn: '2026-11-20 07:45:00',
        values: { hdl: 1.34 },
      },
    });
  });

  it("keeps the lab's interval when it is in the result's unit, converted the same way", () => {
    const outcome = mapObservation(
      hdl({
        referenceRange: [
          { low: { value: 40, code: 'mg/dL' }, high: { value: 60, unit: 'mmol/L' } },
        ],
      }),
      index,
      now,
    );
    // The high bound is in another unit than the value: dropped rather than mixed.
    expect(outcome.kind === 'mapped' && outcome.result.values).toEqual({
      hdl: 1.34,
      hdl_reference_low: 1.03,
    });
  });

  it('refuses, with a reason, what it cannot place exactly', () => {
    const reasons = [
      hdl({ valueQuantity: { value: 52, code: 'mg/L' } }),
      hdl({ code: { coding: [{ system: 'http://snomed.info/sct', code: '1234' }] } }),
      hdl({ status: 'preliminary' }),
      hdl({ effectiveDateTime: '2026-12-01T08:00:00+02:00' }),
      hdl({ effectiveDateTime: undefined }),
      hdl({ valueQuantity: undefined, valueString: 'see report' }),
    ].map((observation) => {
      const outcome = mapObservation(observation, index, now);
      return outcome.kind === 'unmapped' ? outcome.result.reason : 'mapped';
    });
    expect(reasons).toEqual([
      'No blood test takes LOINC 2085-9 in mg/L',
      'The result has no LOINC code',
      'The result is preliminary, not final',
      'The result is dated in the future',
      'The result has no date',
      'The result is not a number',
    ]);
  });
});
