import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ResourceProblem } from '../fhir/readingResourceTypes';
import { readingResourceShapes } from './readingResourceShapes';

// Every error, not the first: one answer names every place to fix.
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(resourceType: string): ValidateFunction | undefined {
  const shape = readingResourceShapes[resourceType];
  if (shape === undefined) return undefined;
  let validate = validators.get(resourceType);
  if (validate === undefined) {
    validate = ajv.compile(shape);
    validators.set(resourceType, validate);
  }
  return validate;
}

const JSON_TYPES: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

/** `/component/1/valueQuantity` → `component[1].valueQuantity`. */
function fhirPathOf(resourceType: string, instancePath: string): string {
  const steps = instancePath.split('/').slice(1);
  return steps.reduce(
    (path, step) => (/^\d+$/.test(step) ? `${path}[${step}]` : `${path}.${step}`),
    resourceType,
  );
}

function problemOf(resourceType: string, error: ErrorObject): ResourceProblem {
  const field = fhirPathOf(resourceType, error.instancePath);
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    return { field: `${field}.${missing}`, reason: `${missing} is required` };
  }
  if (error.keyword === 'type') {
    const wanted = String(error.params.type);
    return { field, reason: `must be ${JSON_TYPES[wanted] ?? wanted}` };
  }
  return { field, reason: error.message ?? 'is not valid' };
}

/**
 * What is wrong with the JSON shape of a resource the import would map, each problem with its
 * place; empty when the shape is sound or the type is not one the import reads.
 */
export function resourceShapeProblems(resource: { resourceType: string }): ResourceProblem[] {
  const { resourceType } = resource;
  const validate = validatorOf(resourceType);
  if (validate === undefined || validate(resource)) return [];
  return (validate.errors ?? []).map((error) => problemOf(resourceType, error));
}
