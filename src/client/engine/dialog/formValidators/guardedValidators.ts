import type { CompiledFormValidators } from '../../../../shared/profile-config/formValidatorsSource';

type CompiledValidator = CompiledFormValidators[string] & { errors?: unknown };

/** What a validator that failed to run reports to rjsf: the form is not valid. */
const COULD_NOT_CHECK = [
  {
    instancePath: '',
    schemaPath: '#',
    keyword: 'motus-validator-failed',
    params: {},
    message: 'could not be checked',
  },
];

/**
 * The compiled validators, each of which reports a throw instead of passing it on: rjsf calls
 * them from its event handlers, where a throw would leave Add Data doing nothing at all. A
 * validator that throws is reported once (onThrow) and answers "not valid", so nothing
 * unchecked is sent; the dialog then shows the form as broken.
 */
export function guardedValidators(
  validators: CompiledFormValidators,
  onThrow: (error: unknown) => void,
): CompiledFormValidators {
  return Object.fromEntries(
    Object.entries(validators).map(([hash, validate]: [string, CompiledValidator]) => {
      const guarded: CompiledValidator = (data) => {
        try {
          const valid = validate(data);
          guarded.errors = validate.errors;
          return valid;
        } catch (error) {
          onThrow(error);
          guarded.errors = COULD_NOT_CHECK;
          return false;
        }
      };
      return [hash, guarded];
    }),
  );
}
