import { checkConfigShape } from './configSchemaProblems';
import { crossCheckProfileConfigs, type CheckedConfig } from './crossCheckProfileConfigs';
import type { ParsedProfileConfigFile } from './parseProfileConfigText';
import { describeProblem, ProfileConfigError } from './profileConfigError';
import type { ProfileConfig } from './profileConfigSchema';
import { viewAsProfile, withProfileViews } from './profileViews';
import { resolveTabDefaults } from './resolveTabDefaults';

/**
 * Checks every config against the schema, resolves what its tabs leave out, checks them
 * against each other, and returns them in dashboard order, each profile followed by the
 * pages of its views. Throws one ProfileConfigError listing every problem in every file, each
 * as `<file>: <path>: <rule>`, so the server refuses to start and says exactly what to fix.
 */
export function validateProfileConfigs(files: readonly ParsedProfileConfigFile[]): ProfileConfig[] {
  const problems: string[] = [];
  const checked: CheckedConfig[] = [];
  for (const { file, json } of files) {
    const shape = checkConfigShape(json);
    if (shape.value === undefined) {
      problems.push(...shape.problems.map(({ path, rule }) => describeProblem(file, path, rule)));
    } else {
      checked.push({ file, config: resolveTabDefaults(shape.value) });
    }
  }
  // A view is checked as the page it becomes (its route and reads must be free), and named
  // by where it is written.
  const views = checked.flatMap(({ file, config }) =>
    (config.views ?? []).map((view, v) => ({
      file: `${file} views[${v}]`,
      config: viewAsProfile(config, view),
      isView: true,
    })),
  );
  problems.push(...crossCheckProfileConfigs([...checked, ...views]));
  if (problems.length > 0) throw new ProfileConfigError(problems);
  return withProfileViews(inDashboardOrder(checked).map(({ config }) => config));
}

/** By `order`, then by file name; a config without an order comes after those with one. */
function inDashboardOrder(configs: readonly CheckedConfig[]): CheckedConfig[] {
  return [...configs].sort(
    (a, b) =>
      (a.config.order ?? Number.POSITIVE_INFINITY) - (b.config.order ?? Number.POSITIVE_INFINITY) ||
      a.file.localeCompare(b.file),
  );
}
