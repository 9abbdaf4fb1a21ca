import fs from 'node:fs';
import path from 'node:path';
import type { ParsedProfileConfigFile } from '../../src/shared/profile-config/parseProfileConfigText';

export const CONFIG_DIR = 'profile-configs';

/** The shipped configs as the loader names them, in file-name order, each a fresh copy. */
export function shippedConfigFiles(): ParsedProfileConfigFile[] {
  return fs
    .readdirSync(CONFIG_DIR)
    .filter((name) => name.endsWith('.json') && name !== 'profile-config.schema.json')
    .sort()
    .map((name) => {
      const file = path.join(CONFIG_DIR, name);
      return { file, json: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
    });
}
