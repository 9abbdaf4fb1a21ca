/**
 * ajv's options for the Add Data form, wherever its validators are compiled.
 * multipleOfPrecision 8 makes 0.29 a multiple of 0.01, as on the server (STACK-NOTES: plain
 * ajv rejects it), so browser and server agree on decimals.
 */
export const READING_FORM_AJV_OPTIONS = { multipleOfPrecision: 8 } as const;

/**
 * The parts of ajv's runtime that compiled validators may ask for (string lengths counted in
 * characters, not UTF-16 units, and the `date` format): the browser bundles exactly these and
 * hands them to the compiled module, so the module needs nothing else at run time.
 */
export const FORM_VALIDATOR_RUNTIME_MODULES = [
  'ajv/dist/runtime/ucs2length',
  'ajv-formats/dist/formats',
] as const;

export type FormValidatorRuntimeModule = (typeof FORM_VALIDATOR_RUNTIME_MODULES)[number];

/** The string formats of ajv-formats the browser's runtime implements (the `date` element). */
export const FORM_VALIDATOR_FORMATS = ['date'] as const;

export type FormValidatorFormat = (typeof FORM_VALIDATOR_FORMATS)[number];

/** Compiled validators keyed by the schema's hash, as rjsf's createPrecompiledValidator takes them. */
export type CompiledFormValidators = Record<string, (data: unknown) => boolean>;

/** What a compiled validators module exports: it builds the validators from the runtime given. */
export type FormValidatorsFactory = (
  require: (module: FormValidatorRuntimeModule) => unknown,
) => CompiledFormValidators;
