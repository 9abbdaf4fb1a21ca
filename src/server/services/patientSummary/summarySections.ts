import type {
  SummaryFlag,
  SummaryLabTest,
  SummaryMeasure,
  SummaryStandingRecord,
  SummaryValue,
} from '../../../shared/api/patientSummaryContract';
import { JUDGEMENT_FLAGS, judgedRangeFieldsOf } from '../../../shared/api/judgedRangeFields';
import type { SummaryReading } from '../../db/repositories/patientSummaryRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import type { IndexedDataset, IndexedElement } from '../fhir/fhirDatasetIndex';
import { isStandingDataset, stillHolds } from '../fhir/standingRecords';

const isNumeric = ({ element }: IndexedElement) =>
  element.value_type === 'integer' || element.value_type === 'decimal';

function numberIn(values: ReadingValues, field: string): number | null {
  const value = values[field];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function flagIn(values: ReadingValues, field: string): SummaryFlag {
  const flag = values[field];
  return JUDGEMENT_FLAGS.find((known) => known === flag) ?? null;
}

/** One value of a reading with the verdict stored beside it (decision 035); null when absent. */
function judgedValue(reading: SummaryReading, field: string): SummaryValue | null {
  const value = numberIn(reading.values, field);
  if (value === null) return null;
  const judged = judgedRangeFieldsOf(field);
  return {
    at: reading.at,
    value,
    flag: flagIn(reading.values, judged.flag),
    low: numberIn(reading.values, judged.low),
    high: numberIn(reading.values, judged.high),
  };
}

const isOutOfRange = (value: SummaryValue | null) =>
  value?.flag !== null && value?.flag !== undefined && value.flag !== 'N';

function measureFields(indexed: IndexedDataset, element: IndexedElement) {
  return {
    profile: indexed.profileId,
    dataset: indexed.dataset.id,
    field: element.field,
    label: element.element.ui_name,
    unit: element.element.unit,
  };
}

/**
 * Each number of these datasets, in the configs' order, with its latest value and those of the
 * days read; a number never recorded is left out.
 */
export function measuresOf(
  datasets: readonly IndexedDataset[],
  readings: { recent: readonly SummaryReading[]; latest: readonly SummaryReading[] },
): SummaryMeasure[] {
  return datasets.flatMap((indexed) => {
    const recent = readings.recent.filter((reading) => reading.dataset_id === indexed.dataset.id);
    const latest = readings.latest.find((reading) => reading.dataset_id === indexed.dataset.id);
    return indexed.elements.filter(isNumeric).flatMap((element) => {
      const points = recent.flatMap((reading) => judgedValue(reading, element.field) ?? []);
      // A reading may leave an optional number out: then the latest is the last one that has it.
      const last = (latest && judgedValue(latest, element.field)) ?? points.at(-1) ?? null;
      if (last === null) return [];
      return [{ ...measureFields(indexed, element), latest: last, points }];
    });
  });
}

/**
 * The laboratory's last panels as a grid: the days that hold results, newest first, and per
 * test its result each day (the day's last one), the tests with a result out of range first,
 * then in the configs' order.
 */
export function labGridOf(
  datasets: readonly IndexedDataset[],
  readings: readonly SummaryReading[],
): { dates: string[]; tests: SummaryLabTest[] } {
  const dates = [...new Set(readings.map((reading) => reading.at.slice(0, 10)))].sort().reverse();
  const tests = datasets.flatMap((indexed) => {
    const own = readings.filter((reading) => reading.dataset_id === indexed.dataset.id);
    if (own.length === 0) return [];
    return indexed.elements.filter(isNumeric).flatMap((element) => {
      const results = dates.map((day) => {
        const ofDay = own.filter((reading) => reading.at.startsWith(day)).at(-1);
        return ofDay ? judgedValue(ofDay, element.field) : null;
      });
      if (results.every((result) => result === null)) return [];
      return [
        { ...measureFields(indexed, element), abnormal: results.some(isOutOfRange), results },
      ];
    });
  });
  // Array.prototype.sort is stable: the configs' order holds within each group.
  tests.sort((a, b) => Number(b.abnormal) - Number(a.abnormal));
  return { dates, tests };
}

/** The standing datasets among these (allergies, conditions, medications). */
export const standingDatasetsOf = (datasets: readonly IndexedDataset[]) =>
  datasets.filter(isStandingDataset);

/**
 * The standing records that still hold, newest first, whenever they were recorded (as the
 * export's patient summary, src/server/services/fhir/standingRecords.ts), each with its values
 * in the config's order.
 */
export function standingRecordsOf(
  datasets: readonly IndexedDataset[],
  readings: readonly SummaryReading[],
): SummaryStandingRecord[] {
  const byId = new Map(datasets.map((indexed) => [indexed.dataset.id, indexed]));
  return readings.flatMap((reading) => {
    const indexed = byId.get(reading.dataset_id);
    if (!indexed || !stillHolds(indexed, reading.values)) return [];
    const kind = indexed.resource;
    if (kind !== 'AllergyIntolerance' && kind !== 'Condition' && kind !== 'MedicationStatement') {
      return [];
    }
    const values = indexed.elements.flatMap(({ element, field }) => {
      const value = reading.values[field];
      // Only a record that still holds is here: its resolved mark says nothing more.
      if (value === undefined || value === '' || element.fhir === 'clinicalStatus') return [];
      return [{ label: element.ui_name, value_type: element.value_type, value }];
    });
    return [
      {
        profile: indexed.profileId,
        dataset: indexed.dataset.id,
        kind,
        name: indexed.dataset.name,
        date: reading.at.slice(0, 10),
        values,
      },
    ];
  });
}
