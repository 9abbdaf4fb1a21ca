import { createContext } from 'react';
import type { FormValidatorSource } from './formValidatorSource';
import { serverFormValidators } from './serverFormValidators';

/**
 * The server's compiled modules in the app; tests and stories compile in process instead
 * (engine/testing/inProcessFormValidators), from the same source text.
 */
export const FormValidatorSourceContext = createContext<FormValidatorSource>(serverFormValidators);
