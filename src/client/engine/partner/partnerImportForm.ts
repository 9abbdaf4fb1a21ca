import type { FieldErrors } from '../../ui/forms/useFormState';
import { partnerTexts } from './partnerTexts';

/** The identity number a partner laboratory files results under, as typed. */
export interface PartnerImportValues {
  id_number: string;
}

export const emptyPartnerImport: PartnerImportValues = { id_number: '' };

const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/** Required, and only letters, digits and dashes (docs/product.md#partner-import). */
export function validatePartnerImport(
  values: PartnerImportValues,
): FieldErrors<PartnerImportValues> {
  const typed = values.id_number.trim();
  if (typed === '') return { id_number: partnerTexts.idNumberRequired };
  return { id_number: ID_NUMBER_PATTERN.test(typed) ? undefined : partnerTexts.idNumberInvalid };
}
