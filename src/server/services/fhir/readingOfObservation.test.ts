import type { Observation, Quantity } from 'fhir/r4';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { validateProfileConfigs } from '../../../shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from '../../../../tests/configs/shippedConfigFiles';
import { fhirDatasetIndex } from './fhirDatasetIndex';
import { LOINC_SYSTEM, UCUM_SYSTEM } from './fhirSystems';
import { readingOfObservation } from './readingOfObservation';

const index = fhirDatasetIndex(validateProfileConfigs(shippedConfigFiles()));

function result(loinc: string, valueQuantity: Quantity, when: string): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: LOINC_SYSTEM, code: loinc }] },
    effectiveDateTime: when,
    valueQuantity,
  };
}

const hdlInUsUnits = (quantity: Quantity = { value: 52, system: UCUM_SYSTEM, code: 'mg/dL' }) =>
  result('2085-9', quantity, '2026-11-20T07:45:00+02:00');

describe('readingOfObservation', () => {
  it("takes a dataset's own LOINC code for a file, and only the import codes for a laboratory", () => {
    const temperature = result(
      '8310-5',
      { value: 37.2, system: UCUM_SYSTEM, code: 'Cel' },
      '2025-03-05T07:10:00-05:00',
    );
    const fromFile = readingOfObservation(temperature, index, { timeZone: 'UTC' });
    expect(fromFile.ok && fromFile.reading).toMatchObject({
      created_on: '2025-03-05 12:10:00',
      values: { temperature: 37.2 },
    });
    const fromLaboratory = readingOfObservation(temperature, index, { importCodesOnly: true });
    expect(!fromLaboratory.ok && fromLaboratory.problems).toEqual([
      { field: 'Observation.code', reason: 'No dataset takes LOINC 8310-5 in Cel', kind: 'code' },
    ]);
  });

  it("stores the time on the laboratory's own clock or on the person's", () => {
    const asWritten = readingOfObservation(hdlInUsUnits(), index, { sourceClock: true });
    const inBerlin = readingOfObservation(hdlInUsUnits(), index, { timeZone: 'Europe/Berlin' });
    expect(asWritten.ok && asWritten.reading.created_on).toBe('2026-11-20 07:45:00');
    expect(inBerlin.ok && inBerlin.reading.created_on).toBe('2026-11-20 06:45:00');
  });

  it('converts a unit an import code names by its text alone, for a laboratory and a file alike', () => {
    const byText = hdlInUsUnits({ value: 52, unit: 'mg/dL' });
    for (const options of [{ importCodesOnly: true, sourceClock: true }, { timeZone: 'UTC' }]) {
      const mapped = readingOfObservation(byText, index, options);
      expect(mapped.ok && mapped.reading.values).toEqual({ hdl: 1.34 });
    }
  });

  it('refuses a time after `now` only when given one, and says it is a date in the future', () => {
    const aMinuteAgo = DateTime.now().minus({ minutes: 1 });
    const observation = {
      ...hdlInUsUnits(),
      effectiveDateTime: aMinuteAgo.toISO({ suppressMilliseconds: true }),
    };
    const asked = readingOfObservation(observation, index, {
      sourceClock: true,
      now: aMinuteAgo.minus({ hours: 1 }),
    });
    expect(!asked.ok && asked.problems.map((problem) => problem.kind)).toEqual(['future']);
    expect(readingOfObservation(observation, index, { sourceClock: true }).ok).toBe(true);
  });

  it('takes the time a result was issued when it gives no effective time', () => {
    const { effectiveDateTime: _taken, ...untimed } = hdlInUsUnits();
    const issued = readingOfObservation(
      { ...untimed, issued: '2026-11-20T09:00:00+02:00' },
      index,
      { sourceClock: true },
    );
    expect(issued.ok && issued.reading.created_on).toBe('2026-11-20 09:00:00');
    const neither = readingOfObservation(untimed, index, { sourceClock: true });
    expect(!neither.ok && neither.problems).toEqual([
      { field: 'Observation.effective[x]', reason: 'The resource has no date', kind: 'date' },
    ]);
  });
});
