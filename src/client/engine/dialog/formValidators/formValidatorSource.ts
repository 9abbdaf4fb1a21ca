import { createContext } from 'react';
import { formValidatorsPath } from '../../../../shared/api/formValidatorsEndpoint';
import type {
  CompiledFormValidators,
  FormValidatorsFactory,
} from '../../../../shared/profile-config/formValidatorsSource';
import type { ProfileDataset } from '../../../../shared/profile-config/datasetSchema';
import { requireAjvRuntime } from './formValidatorRuntime';

/** Where the Add Data dialog gets a dataset's compiled validator. */
export interface FormValidatorSource {
  /** The validator if already at hand, so a data type chosen again shows its form at once. */
  peek(dataset: ProfileDataset): CompiledFormValidators | undefined;
  load(dataset: ProfileDataset): Promise<CompiledFormValidators>;
}

const loaded = new Map<number, CompiledFormValidators>();
const loading = new Map<number, Promise<CompiledFormValidators>>();

async function importValidators(datasetId: number): Promise<CompiledFormValidators> {
  // A module from our own origin, which the Content-Security-Policy allows; evaluating text
  // would need 'unsafe-eval'.
  const module = (await import(/* @vite-ignore */ formValidatorsPath(datasetId))) as {
    default: FormValidatorsFactory;
  };
  return module.default(requireAjvRuntime);
}

/**
 * Each dataset's validator module, imported from the server once per page load (decision
 * 017); a failed import is tried again on the next request, not remembered.
 */
const serverFormValidators: FormValidatorSource = {
  peek: (dataset) => loaded.get(dataset.id),
  load(dataset) {
    let pending = loading.get(dataset.id);
    if (pending === undefined) {
      pending = importValidators(dataset.id).then(
        (validators) => {
          loaded.set(dataset.id, validators);
          return validators;
        },
        (error: unknown) => {
          loading.delete(dataset.id);
          throw error;
        },
      );
      loading.set(dataset.id, pending);
    }
    return pending;
  },
};

/**
 * The server's compiled modules in the app; tests and stories compile in process instead
 * (engine/testing/inProcessFormValidators), from the same source text.
 */
export const FormValidatorSourceContext = createContext<FormValidatorSource>(serverFormValidators);
