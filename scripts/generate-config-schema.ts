import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generatedSchemaFiles } from '../tests/configs/generatedSchemaFiles';

// Written from the TypeBox schemas so the editor's checks and the server's never drift;
// tests/configs compares each checked-in file with a fresh generation.
for (const { file, schema } of generatedSchemaFiles) {
  const target = path.resolve(file);
  const text = `${JSON.stringify(schema(), null, 2)}\n`;
  // Formatted as `npm run format` would, so generating it never fails the format check.
  const options = (await resolveConfig(target)) ?? {};
  await writeFile(target, await format(text, { ...options, filepath: target }));
  console.log(`Wrote ${file}`);
}
