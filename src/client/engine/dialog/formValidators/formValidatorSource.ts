import { createContext } from 'react';
import type { ProfileDataset } from '../../../../shared/profile-config/profileConfigSchema';
import type { CompiledFormValidators } from '../../../../shared/profile-config/readingFormValidation';
import { serverFormValidators } from './serverFormValidators';

/** Where the Add Data dialog gets a dataset's compiled validator. */
export interface FormValidatorSource {
  /** The validator if already at hand, so a data type chosen again shows its form at once. */
  peek(dataset: ProfileDataset): CompiledFormValidators | undefined;
  load(dataset: ProfileDataset): Promise<CompiledFormValidators>;
}

/**
 * The server's compiled modules in the app; tests and stories compile in process instead
 * (engine/testing/inProcessFormValidators), from the same source text.
 */
export const FormValidatorSourceContext = createContext<FormValidatorSource>(serverFormValidators);
