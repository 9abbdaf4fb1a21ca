import type { Quantity } from 'fhir/r4';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { vitalSignOf } from '../../../shared/profile-config/vitalSigns';
import { quantityOf, type ImportFactor } from './elementValues';
import { UCUM_SYSTEM } from './fhirSystems';

/** The unit a vital-sign profile takes in place of the element's own, with the factor into it. */
const writtenAsOf = (element: ProfileElement) =>
  element.ucum === undefined ? undefined : vitalSignOf(element.loinc)?.writtenAs?.[element.ucum];

/**
 * The value as the element's FHIR Quantity; for a vital sign whose profile does not take the
 * stored unit (a height in m), in the one it does (cm), so a receiving system reads it as such.
 */
export function exportedQuantityOf(element: ProfileElement, value: number): Quantity {
  const written = writtenAsOf(element);
  if (written === undefined) return quantityOf(element, value);
  return {
    // Rounded as a decimal: 1.78 m is 178 cm, not 178.00000000000003.
    value: Number((value * written.factor).toFixed(6)),
    unit: written.unit,
    system: UCUM_SYSTEM,
    code: written.unit,
  };
}

/** The factor back into the element's unit of the one its vital sign was written in. */
export function vitalSignImportFactor(element: ProfileElement): ImportFactor {
  const written = writtenAsOf(element);
  return (ucum) =>
    written !== undefined && ucum === written.unit ? 1 / written.factor : undefined;
}
