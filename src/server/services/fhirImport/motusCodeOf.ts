import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import { isMotusSystem } from '../fhir/fhirSystems';

/**
 * The first code anywhere in a resource (its code, a component's, a meta tag) in Motus's
 * dataset code system, from whichever Motus server wrote it: `<id>`, `<id>.<element>` or a
 * code that is not a dataset (a routine session). Undefined: the resource is not Motus's own.
 */
export function motusCodeOf(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = motusCodeOf(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (
    typeof record.code === 'string' &&
    typeof record.system === 'string' &&
    isMotusSystem(record.system, MOTUS_DATASET_CODE_SYSTEM_PATH)
  ) {
    return record.code;
  }
  return motusCodeOf(Object.values(record));
}

/** The dataset id a Motus code names (`194`, `188.systolic_value`), if it names one. */
export function datasetIdOfMotusCode(code: string): number | undefined {
  const id = /^(\d+)(?:\.|$)/.exec(code)?.[1];
  return id === undefined ? undefined : Number(id);
}
