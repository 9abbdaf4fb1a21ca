import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { startServer } from '../../src/server/startServer';
import { copyProfileConfigs } from '../support/configCopy';

describe('a server given an invalid profile config', () => {
  const copies: ReturnType<typeof copyProfileConfigs>[] = [];
  afterEach(() => {
    for (const copy of copies.splice(0)) copy.remove();
  });

  function startOn(configDir: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-refused-'));
    const env = {
      ...readServerEnv({}),
      port: 0,
      dataDir,
      profileConfigDir: configDir,
      databaseUrl: undefined,
    };
    return { dataDir, start: startServer(env, () => undefined) };
  }

  it('refuses to start, naming the file, the place inside it and the rule, and opens nothing', async () => {
    const configs = copyProfileConfigs();
    copies.push(configs);
    configs.edit('conditioning.json', (json) => {
      const datasets = json.datasets as { structure: { elements: { value_type: string }[] } }[];
      datasets[12]!.structure.elements[0]!.value_type = 'percentage';
    });
    const { dataDir, start } = startOn(configs.dir);
    await expect(start).rejects.toThrow(
      /conditioning\.json: datasets\[12\]\.structure\.elements\[0\]\.value_type: must be one of integer, decimal, date, boolean, text/,
    );
    // Refused before the database was opened: no lock, no database files.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('prints a JSON syntax error once', async () => {
    const configs = copyProfileConfigs();
    copies.push(configs);
    fs.writeFileSync(path.join(configs.dir, 'pain.json'), '{ "id": "pain", }');
    const error = await startOn(configs.dir).start.catch((caught: unknown) => caught);
    const message = error instanceof Error ? error.message : String(error);
    expect(message.match(/pain\.json: line 1 column 17: is not valid JSON/g)).toHaveLength(1);
  });

  it('refuses a dataset id used twice across files', async () => {
    const configs = copyProfileConfigs();
    copies.push(configs);
    configs.edit('body.json', (json) => {
      (json.datasets as { id: number }[])[0]!.id = 38;
    });
    await expect(startOn(configs.dir).start).rejects.toThrow(/38/);
  });
});
