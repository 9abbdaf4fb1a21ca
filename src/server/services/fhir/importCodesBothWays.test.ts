import type { Observation } from 'fhir/r4';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { validateProfileConfigs } from '../../../shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from '../../../../tests/configs/shippedConfigFiles';
import { mapObservation } from '../partnerLabs/mapObservation';
import { fhirDatasetIndex } from './fhirDatasetIndex';
import { LOINC_SYSTEM, UCUM_SYSTEM } from './fhirSystems';
import { readingFromResource } from './readingResources';

const configs = validateProfileConfigs(shippedConfigFiles());
const index = fhirDatasetIndex(configs);
const now = DateTime.fromISO('2026-11-22T12:00:00+02:00', { setZone: true });
// The partner import keeps the laboratory's clock, the FHIR import the person's: a person in
// the laboratory's own zone (+02:00 in November) sees the same time through both.
const personZone = 'Africa/Johannesburg';

const importCodes = configs
  .filter((config) => config.view_of === undefined)
  .flatMap((config) => config.datasets)
  .flatMap((dataset) =>
    (dataset.import_codes ?? []).map((code) => ({ datasetId: dataset.id, ...code })),
  );

/**
 * Values off the exact half steps of 0.01: there the partner import's rounding and the write
 * check's may still part by one step.
 */
function laboratoryResult(loinc: string, unit: string): Observation {
  const quantity = (value: number) => ({ value, system: UCUM_SYSTEM, code: unit });
  return {
    resourceType: 'Observation',
    id: `${loinc}-${unit}`,
    status: 'final',
    code: { coding: [{ system: LOINC_SYSTEM, code: loinc }] },
    effectiveDateTime: '2026-11-20T07:45:00+02:00',
    valueQuantity: quantity(3),
    referenceRange: [{ low: quantity(1), high: quantity(4) }],
  };
}

describe("a laboratory result coded by a config's import code", () => {
  it('has import codes to check', () => {
    expect(importCodes.length).toBeGreaterThan(50);
  });

  it.each(importCodes)(
    'LOINC $loinc in $unit lands in dataset $datasetId with the same values through the partner and the FHIR import',
    ({ datasetId, loinc, unit }) => {
      const observation = laboratoryResult(loinc, unit);
      const partner = mapObservation(observation, index, now);
      const fhir = readingFromResource(observation, index, personZone);
      if (partner.kind === 'unmapped') throw new Error(partner.result.reason);
      if (!fhir.ok) throw new Error(fhir.reason);
      expect(partner.result.datasetId).toBe(datasetId);
      expect(fhir.reading.datasetId).toBe(datasetId);
      expect(fhir.reading.created_on).toBe(partner.result.createdOn);
      expect(fhir.reading.values).toEqual(partner.result.values);
    },
  );
});
