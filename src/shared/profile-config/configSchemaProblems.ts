import { Ajv, type ErrorObject } from 'ajv';
import type { TSchema, Static } from 'typebox';
import { ProfileConfigSchema } from './profileConfigSchema';

export interface PlacedProblem {
  /** Where inside the file, e.g. datasets[12].structure.elements[0].value_type. */
  path: string;
  rule: string;
}

// allErrors: a config author wants every mistake in one run, not one per restart.
// verbose: a pattern error then carries its schema, whose description the message quotes.
const ajv = new Ajv({ allErrors: true, verbose: true });

export type ShapeCheck<T> = (
  json: unknown,
) => { value: T; problems: [] } | { value: undefined; problems: PlacedProblem[] };

/**
 * A checker of one hand-edited data file (a profile config, the workout catalogue) against
 * its schema: an empty list of problems means it fits; otherwise each problem names the
 * place in the file and the rule, in words an editor of the file understands.
 */
export function shapeCheckOf<S extends TSchema>(schema: S): ShapeCheck<Static<S>> {
  const validate = ajv.compile<Static<S>>(schema);
  return (json) => {
    if (validate(json)) return { value: json, problems: [] };
    return {
      value: undefined,
      problems: describeErrors(closestBranchErrors(validate.errors ?? [])),
    };
  };
}

/** Checks one parsed profile config file against the config schema. */
export const checkConfigShape = shapeCheckOf(ProfileConfigSchema);

/**
 * A value that fits no branch of a union (a tab is a chart or a table) fails every branch,
 * and listing all of them buries the one mistake. Keep the errors of the branch that came
 * closest (fewest errors: the one the author meant) and drop the union's own summary.
 */
function closestBranchErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf');
  if (unions.length === 0) return [...errors];
  const dropped = new Set<ErrorObject>(unions);
  for (const union of unions) {
    const branchOf = (error: ErrorObject): number | undefined => {
      const prefix = `${union.schemaPath}/`;
      if (!error.schemaPath.startsWith(prefix)) return undefined;
      return Number(error.schemaPath.slice(prefix.length).split('/')[0]);
    };
    const counts = new Map<number, number>();
    for (const error of errors) {
      const branch = branchOf(error);
      if (branch !== undefined && error.instancePath.startsWith(union.instancePath)) {
        counts.set(branch, (counts.get(branch) ?? 0) + 1);
      }
    }
    if (counts.size === 0) {
      dropped.delete(union);
      continue;
    }
    const closest = [...counts.entries()].sort(([, a], [, b]) => a - b)[0]?.[0];
    for (const error of errors) {
      const branch = branchOf(error);
      if (
        branch !== undefined &&
        branch !== closest &&
        error.instancePath.startsWith(union.instancePath)
      ) {
        dropped.add(error);
      }
    }
  }
  return errors.filter((error) => !dropped.has(error));
}

function describeErrors(errors: readonly ErrorObject[]): PlacedProblem[] {
  const seen = new Set<string>();
  const problems: PlacedProblem[] = [];
  for (const error of errors) {
    const problem = describeError(error);
    const key = `${problem.path}\u0000${problem.rule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describeError(error: ErrorObject): PlacedProblem {
  const segments = pointerSegments(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return {
        path: toPath([...segments, String(error.params.missingProperty)]),
        rule: 'is required',
      };
    case 'additionalProperties':
      return {
        path: toPath([...segments, String(error.params.additionalProperty)]),
        rule: 'is not a known field (check its spelling)',
      };
    case 'enum': {
      const allowed: unknown = error.params.allowedValues;
      const words = Array.isArray(allowed) ? allowed.map(String).join(', ') : '';
      return { path: toPath(segments), rule: `must be one of ${words}` };
    }
    case 'const':
      return {
        path: toPath(segments),
        rule: `must be ${JSON.stringify(error.params.allowedValue)}`,
      };
    case 'pattern':
      return { path: toPath(segments), rule: patternRule(error) };
    case 'minLength':
      if (error.params.limit === 1) return { path: toPath(segments), rule: 'must not be empty' };
      break;
  }
  return { path: toPath(segments), rule: error.message ?? `breaks the rule ${error.keyword}` };
}

function patternRule(error: ErrorObject): string {
  const rule = `must match ${String(error.params.pattern)}`;
  const description: unknown = (error.parentSchema as { description?: unknown } | undefined)
    ?.description;
  return typeof description === 'string' ? `${rule} (${description.replace(/\.$/, '')})` : rule;
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** ['datasets', '12', 'structure'] → datasets[12].structure; the top of the file is (root). */
function toPath(segments: readonly (string | number)[]): string {
  let path = '';
  for (const segment of segments) {
    const text = String(segment);
    if (/^\d+$/.test(text)) path += `[${text}]`;
    else path += path === '' ? text : `.${text}`;
  }
  return path === '' ? '(root)' : path;
}
