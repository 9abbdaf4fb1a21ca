import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSchemaFiles } from './generatedSchemaFiles';
import { shippedConfigFiles } from './shippedConfigFiles';

describe('the JSON Schema files beside the configs', () => {
  it.each(generatedSchemaFiles.map((entry) => [entry.file, entry] as const))(
    '%s is what npm run configs:schema generates from the TypeBox schema',
    (file, { schema }) => {
      const checkedIn: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      // Compared as data, not text: Prettier may lay the file out differently.
      expect(checkedIn).toEqual(schema());
    },
  );

  it('profile-config.schema.json is named by every profile config', () => {
    for (const { file, json } of shippedConfigFiles()) {
      expect({ file, $schema: (json as { $schema?: unknown }).$schema }).toEqual({
        file,
        $schema: './profile-config.schema.json',
      });
    }
  });

  it('each catalogue file names its own schema', () => {
    for (const entry of generatedSchemaFiles) {
      if (!('namedBy' in entry)) continue;
      const json = JSON.parse(fs.readFileSync(entry.namedBy, 'utf8')) as { $schema?: unknown };
      expect({ file: entry.namedBy, $schema: json.$schema }).toEqual({
        file: entry.namedBy,
        $schema: `./${path.basename(entry.file)}`,
      });
    }
  });
});
