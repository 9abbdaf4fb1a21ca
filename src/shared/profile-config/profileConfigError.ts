/**
 * Every problem in the profile configs is reported in one shape, so whoever edits a config
 * sees the file, the place inside it and the rule broken, e.g.
 * `profile-configs/lab.json: datasets[12].structure.elements[0].value_type: must be one of …`.
 */
export function describeProblem(file: string, path: string, rule: string): string {
  return `${file}: ${path}: ${rule}`;
}

/** Thrown once with every problem found, so one run shows everything that needs fixing. */
export class ProfileConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ProfileConfigError';
    this.problems = problems;
  }
}
