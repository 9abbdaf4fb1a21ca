import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseProfileConfigText,
  type ParsedProfileConfigFile,
} from '../../shared/profile-config/parseProfileConfigText';
import { ProfileConfigError } from '../../shared/profile-config/profileConfigError';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import { validateProfileConfigs } from '../../shared/profile-config/validateProfileConfigs';

/** The generated JSON Schema lives beside the configs but is not one. */
export const PROFILE_CONFIG_SCHEMA_FILE = 'profile-config.schema.json';

/**
 * Reads every *.json config in `dir` (PROFILE_CONFIG_DIR), in file-name order, validates them
 * together and resolves once what each tab leaves to its dataset (resolveTabDefaults.ts), so
 * the engine, the routes and the profile list all use the same tabs. Throws one ProfileConfigError naming every broken file, place and rule, so
 * the server refuses to start on a bad config instead of serving half a profile.
 */
export async function loadProfileConfigs(dir: string): Promise<ProfileConfig[]> {
  const names = (await listConfigFiles(dir)).sort();
  const problems: string[] = [];
  const parsed: ParsedProfileConfigFile[] = [];
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      parsed.push(parseProfileConfigText(shownName(full), await readFile(full, 'utf8')));
    } catch (error) {
      if (!(error instanceof ProfileConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  let configs: ProfileConfig[] = [];
  try {
    configs = validateProfileConfigs(parsed);
  } catch (error) {
    if (!(error instanceof ProfileConfigError)) throw error;
    problems.push(...error.problems);
  }
  // Thrown outside the try above, so a file's syntax error is not caught and added again.
  if (problems.length > 0) throw new ProfileConfigError(problems);
  return configs;
}

async function listConfigFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new Error(`Cannot read the profile configs folder ${dir} (PROFILE_CONFIG_DIR)`, {
      cause: error,
    });
  }
  const configs = names.filter(
    (name) => name.endsWith('.json') && name !== PROFILE_CONFIG_SCHEMA_FILE,
  );
  if (configs.length === 0) throw new Error(`No profile configs (*.json) in ${dir}`);
  return configs;
}

/** profile-configs/activity.json when run from the project, the full path otherwise. */
function shownName(full: string): string {
  const relative = path.relative(process.cwd(), full);
  return relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
}
