import type { ObservationComponent } from 'fhir/r4';
import type { ReadingValues } from '../../db/tables/readingsTable';
import type { FhirDatasetIndex } from './fhirDatasetIndex';

/** What an Observation or one of its components holds as its value: one reading's element. */
export type ValueHolder = Pick<
  ObservationComponent,
  'valueQuantity' | 'valueString' | 'valueBoolean' | 'valueDateTime' | 'valueInteger'
>;

/** A reading as Motus holds it, about to leave as a resource. */
export interface ReadingToExport {
  /** The reading's row id: the resource's identifier, so a second import can tell it is the same. */
  id?: number;
  datasetId: number;
  /** The stored wall-clock time, yyyy-MM-dd HH:mm[:ss] (decision 002). */
  created_on: string;
  values: ReadingValues;
}

export interface ReadingExportContext {
  index: FhirDatasetIndex;
  /** `urn:uuid:<patient uuid>`: every resource names the person by it. */
  patientReference: string;
  /** The person's IANA zone, which gives each time its offset; absent: the server's (personTimeZone). */
  timeZone?: string;
}

/** A reading rebuilt from a resource: what the import stores. */
export interface ReadingFromResourceValue {
  datasetId: number;
  /** The importing person's wall clock at the resource's time, yyyy-MM-dd HH:mm:ss (decision 034). */
  created_on: string;
  values: ReadingValues;
}

/**
 * One thing wrong with a resource: where, as a FHIRPath-like place from the resource's type
 * (`Observation.component[1].valueQuantity.code`), and what, in words.
 */
export interface ResourceProblem {
  field: string;
  reason: string;
}

/**
 * `notAReading`: a resource a Motus export holds beside the readings (the Patient, a grant, the
 * access log), or a type Motus holds nothing of: an import passes over it rather than refuse
 * it. Otherwise every problem found, and `reason` saying them in one sentence.
 */
export type ReadingFromResource =
  | { ok: true; reading: ReadingFromResourceValue }
  | { ok: false; reason: string; problems: ResourceProblem[]; notAReading?: true };

export const refusals = (problems: readonly ResourceProblem[]): ReadingFromResource => ({
  ok: false,
  reason: problems.map((problem) => problem.reason).join('; '),
  problems: [...problems],
});

export const refusal = (field: string, reason: string): ReadingFromResource =>
  refusals([{ field, reason }]);

export const notAReading = (reason: string): ReadingFromResource => ({
  ok: false,
  reason,
  problems: [],
  notAReading: true,
});
