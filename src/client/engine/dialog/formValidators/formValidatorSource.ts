import type { ProfileDataset } from '../../../../shared/profile-config/profileConfigSchema';
import type { CompiledFormValidators } from '../../../../shared/profile-config/readingFormValidation';

/** Where the Add Data dialog gets a dataset's compiled validator. */
export interface FormValidatorSource {
  /** The validator if already at hand, so a data type chosen again shows its form at once. */
  peek(dataset: ProfileDataset): CompiledFormValidators | undefined;
  load(dataset: ProfileDataset): Promise<CompiledFormValidators>;
}
