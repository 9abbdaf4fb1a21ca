import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { engineTexts } from '../engineTexts';
import type { AddDataDraft } from './addDataDraft';

/** What Add Data holds around the reading's own fields: the data type, the day and the pin. */
export interface AddDataValues {
  datasetId: number | undefined;
  day: string;
  /** Typed for each save (docs/product.md#add-data-and-validation), never kept in a draft. */
  pin: string;
}

/**
 * As the dialog opens: what a draft kept across an expired session had, else the data type
 * the page charts (or the first), no day and no pin.
 */
export function addDataValuesOf(
  datasets: readonly Pick<ProfileDataset, 'id'>[],
  draft: AddDataDraft | undefined,
  initialDatasetId: number | undefined,
): AddDataValues {
  const wanted = draft?.datasetId ?? initialDatasetId;
  return {
    datasetId: datasets.find((dataset) => dataset.id === wanted)?.id ?? datasets[0]?.id,
    day: draft?.day ?? '',
    pin: '',
  };
}

export interface AddDataRules {
  /** The profile's words for a missing day, or the engine's. */
  noDateMessage: string;
  /** A pin-gated profile asks for the pin at each save. */
  pinNeeded: boolean;
}

/** A day is needed; on a pin-gated profile, a pin too. */
export function validateAddData(
  values: AddDataValues,
  rules: AddDataRules,
): FieldErrors<AddDataValues> {
  return {
    day: values.day === '' ? rules.noDateMessage : undefined,
    pin: rules.pinNeeded && values.pin.trim() === '' ? engineTexts.noPin : undefined,
  };
}
