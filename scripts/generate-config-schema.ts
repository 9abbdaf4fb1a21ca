import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { profileConfigJsonSchema } from '../src/shared/profile-config/profileConfigJsonSchema';

// Written from the TypeBox schema so the editor's checks and the server's never drift;
// tests/configs compares the checked-in file with a fresh generation.
const target = path.resolve('profile-configs/profile-config.schema.json');
const text = `${JSON.stringify(profileConfigJsonSchema(), null, 2)}\n`;
// Formatted as `npm run format` would, so generating it never fails the format check.
const options = (await resolveConfig(target)) ?? {};
await writeFile(target, await format(text, { ...options, filepath: target }));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
