import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { characterCount } from './characterCount';

// Node's own require: ajv's runtime as the server's ajv uses it.
const serverCount = (
  createRequire(import.meta.url)('ajv/dist/runtime/ucs2length') as {
    default: (text: string) => number;
  }
).default;

const samples = [
  '',
  'Penicillin: hives',
  'Ibuprofen 200 mg',
  'naïve café',
  '🏃‍♀️ after the run',
  '😀😀',
  '\ud83d',
  'a\ud83db',
  '\ude00x',
  'x'.repeat(2001),
];

describe('the form runtime’s character count', () => {
  it.each(samples)('counts %j as the server’s ajv does', (text) => {
    expect(characterCount(text)).toBe(serverCount(text));
  });
});
