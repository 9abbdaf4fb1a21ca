import type FastUri from 'fast-uri';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import uriResolver from './uriResolver';

// Node's own require: the build's alias (vite.config.ts) would hand back the stand-in itself.
const fastUri = createRequire(import.meta.url)('fast-uri') as typeof FastUri;

// The stand-in must answer as the library it replaces in the client build.
const references: [string, string][] = [
  ['http://example.org/schemas/reading.json', '#/definitions/value'],
  ['http://example.org/schemas/reading.json', 'units.json#/definitions/unit'],
  ['http://example.org/schemas/reading.json', '../common/units.json'],
  ['http://example.org/schemas/reading.json', 'https://other.org/unit.json'],
  ['https://example.org/a/b/c.json#/x', '#/y'],
  ['reading.json', '#/definitions/value'],
  ['schemas/reading.json', 'units.json'],
  ['/schemas/reading.json', '../units.json#/u'],
  ['urn:example:reading', 'http://example.org/unit.json'],
];

describe('the URI stand-in for @rjsf/utils', () => {
  it.each(references)('resolves %s against %s as fast-uri does', (base, reference) => {
    expect(uriResolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it.each([
    ['http://example.org/a.json', 'HTTP://EXAMPLE.ORG/a.json'],
    ['http://example.org/a.json', 'http://example.org/b.json'],
    ['#/definitions/value', '#/definitions/value'],
    ['#/definitions/value', '#/definitions/other'],
  ])('compares %s and %s as fast-uri does', (first, second) => {
    expect(uriResolver.equal(first, second)).toBe(fastUri.equal(first, second));
  });
});
