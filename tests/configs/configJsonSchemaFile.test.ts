import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileConfigJsonSchema } from '../../src/shared/profile-config/profileConfigJsonSchema';
import { shippedConfigFiles } from './shippedConfigFiles';

describe('profile-configs/profile-config.schema.json', () => {
  it('is what npm run configs:schema generates from the TypeBox schema', () => {
    const checkedIn: unknown = JSON.parse(
      fs.readFileSync('profile-configs/profile-config.schema.json', 'utf8'),
    );
    // Compared as data, not text: Prettier may lay the file out differently.
    expect(checkedIn).toEqual(profileConfigJsonSchema());
  });

  it('is named by every config, so editors check what staff type', () => {
    for (const { file, json } of shippedConfigFiles()) {
      expect({ file, $schema: (json as { $schema?: unknown }).$schema }).toEqual({
        file,
        $schema: './profile-config.schema.json',
      });
    }
  });
});
