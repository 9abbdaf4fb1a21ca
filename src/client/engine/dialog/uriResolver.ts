/**
 * Stands in for fast-uri, which @rjsf/utils imports to resolve a `$ref` against the `$id` of
 * its schema (its only uses: `resolve` and `equal`). Motus's form schemas have neither
 * (datasetToJsonSchema), so this runs only for schemas we never make; it answers as fast-uri
 * does through the browser's URL (uriResolver.test.ts compares the two) and is 7 KB gzip less
 * for the Add Data dialog (vite.config.ts, decision 017).
 */

// A stand-in base, so relative references resolve as RFC 3986 says against a relative base too.
const STAND_IN_ORIGIN = 'resolve://stand-in';

function isAbsolute(uri: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(uri);
}

function resolve(base: string, reference: string): string {
  if (isAbsolute(base)) return new URL(reference, base).href;
  if (isAbsolute(reference)) return new URL(reference).href;
  const standInBase = new URL(base, `${STAND_IN_ORIGIN}/`);
  const resolved = new URL(reference, standInBase).href.slice(STAND_IN_ORIGIN.length);
  return base.startsWith('/') ? resolved : resolved.slice(1);
}

function normalize(uri: string): string {
  return isAbsolute(uri) ? new URL(uri).href : uri;
}

function equal(first: string, second: string): boolean {
  return normalize(first) === normalize(second);
}

export default { resolve, equal };
