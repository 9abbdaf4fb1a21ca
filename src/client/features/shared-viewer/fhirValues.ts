import type {
  CodeableConcept,
  Coding,
  Extension,
  FhirResource,
  ObservationComponent,
} from 'fhir/r4';
import {
  MOTUS_AREA_CODE_SYSTEM_PATH,
  MOTUS_DATASET_CODE_SYSTEM_PATH,
  MOTUS_VALUE_SCALE_EXTENSION_PATH,
} from '../../../shared/api/yourDataEndpoints';
import type { SharedArea } from './sharedViews';

/** A value as the viewer's tables and charts hold it, with the kind of value it is. */
export interface HeldValue {
  value: number | string;
  kind: 'decimal' | 'text' | 'boolean' | 'date';
  unit?: string;
}

type ValueHolder = Pick<
  ObservationComponent,
  | 'valueQuantity'
  | 'valueString'
  | 'valueBoolean'
  | 'valueDateTime'
  | 'valueInteger'
  | 'valueCodeableConcept'
> &
  Pick<Extension, 'valueDate' | 'valueDecimal' | 'valueCode' | 'valueCoding'>;

/**
 * A Motus code system on any Motus server: a link's Bundle names the server that made it,
 * the path under it is the same everywhere.
 */
function isMotusAddress(address: string | undefined, path: string): boolean {
  return address !== undefined && /^https?:\/\//.test(address) && address.endsWith(path);
}

export function isMotusDatasetSystem(system: string | undefined): boolean {
  return isMotusAddress(system, MOTUS_DATASET_CODE_SYSTEM_PATH);
}

/** The Motus area (profile) a resource is tagged with, as the app groups its data. */
export function areaOf(resource: FhirResource): SharedArea | undefined {
  const tag = resource.meta?.tag?.find((coding) =>
    isMotusAddress(coding.system, MOTUS_AREA_CODE_SYSTEM_PATH),
  );
  return tag?.code ? { id: tag.code, title: tag.display ?? tag.code } : undefined;
}

/** The fixed scale a reading's values are drawn on (a pain score's 0 to 10), if it gives one. */
export function valueScaleOf(
  extensions: readonly Extension[] | undefined,
): { min?: number; max?: number } | undefined {
  const range = extensions?.find((extension) =>
    isMotusAddress(extension.url, MOTUS_VALUE_SCALE_EXTENSION_PATH),
  )?.valueRange;
  const min = range?.low?.value;
  const max = range?.high?.value;
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

export function motusCodingOf(concept: CodeableConcept | undefined): Coding | undefined {
  return concept?.coding?.find((coding) => isMotusDatasetSystem(coding.system) && coding.code);
}

/** A code's words: its text, else its first coding's display, else its first code. */
export function conceptText(concept: CodeableConcept | undefined): string | undefined {
  if (!concept) return undefined;
  if (concept.text) return concept.text;
  const coding = concept.coding?.find((candidate) => candidate.display) ?? concept.coding?.[0];
  return coding?.display ?? coding?.code;
}

/** The value an Observation, a component or an extension holds, or undefined. */
export function heldValueOf(holder: ValueHolder): HeldValue | undefined {
  const quantity = holder.valueQuantity;
  if (quantity?.value !== undefined) {
    const unit = quantity.unit ?? quantity.code;
    return { value: quantity.value, kind: 'decimal', ...(unit ? { unit } : {}) };
  }
  if (holder.valueInteger !== undefined) return { value: holder.valueInteger, kind: 'decimal' };
  if (holder.valueDecimal !== undefined) return { value: holder.valueDecimal, kind: 'decimal' };
  if (holder.valueBoolean !== undefined) {
    // As Motus stores a yes/no (docs/product.md#add-data-and-validation): the table says Yes or No.
    return { value: holder.valueBoolean ? 1 : 0, kind: 'boolean' };
  }
  if (holder.valueString !== undefined) return { value: holder.valueString, kind: 'text' };
  if (holder.valueDateTime !== undefined) {
    return { value: wallClockOf(holder.valueDateTime, false), kind: 'date' };
  }
  if (holder.valueDate !== undefined) return { value: holder.valueDate, kind: 'date' };
  if (holder.valueCode !== undefined) return { value: holder.valueCode, kind: 'text' };
  const coded = holder.valueCoding
    ? (holder.valueCoding.display ?? holder.valueCoding.code)
    : conceptText(holder.valueCodeableConcept);
  return coded === undefined ? undefined : { value: coded, kind: 'text' };
}

/**
 * A FHIR date or dateTime as the person wrote it: Motus exports wall-clock digits with the
 * server's offset (decision 002), so the digits are shown as they are, the offset not applied.
 * 'yyyy-MM-dd HH:mm' with a time (midnight for a bare day), else 'yyyy-MM-dd'.
 */
export function wallClockOf(fhirDateTime: string, withTime: boolean): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(fhirDateTime);
  if (!match?.[1]) return fhirDateTime;
  return withTime ? `${match[1]} ${match[2] ?? '00:00'}` : match[1];
}
