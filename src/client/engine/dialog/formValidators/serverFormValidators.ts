import { formValidatorsPath } from '../../../../shared/api/formValidatorsEndpoint';
import type {
  CompiledFormValidators,
  FormValidatorsFactory,
} from '../../../../shared/profile-config/readingFormValidation';
import type { FormValidatorSource } from './formValidatorSource';

const loaded = new Map<number, CompiledFormValidators>();
const loading = new Map<number, Promise<CompiledFormValidators>>();

async function importValidators(datasetId: number): Promise<CompiledFormValidators> {
  const [module, runtime] = await Promise.all([
    import(/* @vite-ignore */ formValidatorsPath(datasetId)) as Promise<{
      default: FormValidatorsFactory;
    }>,
    import('./formValidatorRuntime'),
  ]);
  return module.default(runtime.provideFormValidatorRuntime);
}

/**
 * Each dataset's validator module, imported from the server once per page load (decision
 * 017); a failed import is tried again on the next request, not remembered.
 */
export const serverFormValidators: FormValidatorSource = {
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
