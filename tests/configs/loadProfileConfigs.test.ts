import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { ProfileConfigError } from '../../src/shared/profile-config/profileConfigError';

const scratchDirs: string[] = [];
function copyOfShippedConfigs(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-load-configs-'));
  fs.cpSync('profile-configs', dir, { recursive: true });
  scratchDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadProfileConfigs', () => {
  it('reads every config but the schema, in dashboard order', async () => {
    const configs = await loadProfileConfigs('profile-configs');
    expect(configs.map((config) => config.id)).toEqual([
      'activity',
      'fitness',
      'body',
      'pain',
      'conditioning',
      'medical',
      'lab',
      'blood_results',
      'vitals',
    ]);
  });

  it('reports broken JSON and a broken config of another file in one error', async () => {
    const dir = copyOfShippedConfigs();
    fs.writeFileSync(path.join(dir, 'notes.json'), '{ "id": "notes", }');
    const pain = JSON.parse(fs.readFileSync(path.join(dir, 'pain.json'), 'utf8')) as {
      tabs: { series: { field: string }[] }[];
    };
    pain.tabs[0]!.series[0]!.field = 'pain';
    fs.writeFileSync(path.join(dir, 'pain.json'), JSON.stringify(pain));

    const error = await loadProfileConfigs(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProfileConfigError);
    const problems = (error as ProfileConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(`^${path.join(dir, 'notes.json')}: line 1 column 18: is not valid JSON \\(`),
    );
    expect(problems[1]).toBe(
      `${path.join(dir, 'pain.json')}: tabs[0].series[0].field: "pain" is not an element of dataset 17 (Pain Score)`,
    );
  });

  it('names a JSON syntax error once when every other file is sound', async () => {
    const dir = copyOfShippedConfigs();
    fs.writeFileSync(path.join(dir, 'pain.json'), '{ "id": "pain", }');

    const error = await loadProfileConfigs(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProfileConfigError);
    const problems = (error as ProfileConfigError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${path.join(dir, 'pain.json')}: line 1 column 17: is not valid JSON \\(`),
    );
  });

  it('says which folder it could not read', async () => {
    await expect(loadProfileConfigs('/nonexistent/motus-configs')).rejects.toThrow(
      'Cannot read the profile configs folder /nonexistent/motus-configs (PROFILE_CONFIG_DIR)',
    );
  });
});
