import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import {
  formValidatorsFactorySource,
  type CompiledFormValidators,
  type FormValidatorsFactory,
} from '../../../shared/profile-config/formValidatorsSource';
import { requireAjvRuntime } from '../dialog/formValidators/formValidatorRuntime';
import type { FormValidatorSource } from '../dialog/formValidators/formValidatorSource';

/** The server's module source evaluated here: the same code the browser imports. */
export function compileFormValidatorsInProcess(dataset: ProfileDataset): CompiledFormValidators {
  const source = formValidatorsFactorySource(dataset);
  // Tests and stories only: the app imports the module from the server instead of evaluating text.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function(`return (${source});`) as () => FormValidatorsFactory;
  return evaluate()(requireAjvRuntime);
}

const compiled = new WeakMap<ProfileDataset, CompiledFormValidators>();

function compiledFor(dataset: ProfileDataset): CompiledFormValidators {
  let validators = compiled.get(dataset);
  if (validators === undefined) {
    validators = compileFormValidatorsInProcess(dataset);
    compiled.set(dataset, validators);
  }
  return validators;
}

/**
 * Validators compiled in process, at once, for component tests and stories (which have no
 * server to import the module from); kept per dataset.
 */
export const inProcessFormValidators: FormValidatorSource = {
  peek: compiledFor,
  load: (dataset) => Promise.resolve(compiledFor(dataset)),
};
