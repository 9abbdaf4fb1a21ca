import ucs2length from 'ajv/dist/runtime/ucs2length';
import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * What `require` returns for a CommonJS module: its exports object. The built client's
 * default import of one is that object already; under Vitest it is `exports.default` itself,
 * put back in an object here.
 */
function asRequired(defaultImport: unknown): unknown {
  return typeof defaultImport === 'function' ? { default: defaultImport } : defaultImport;
}

// The runtime modules the compiled form validators name: ajv's own, so the browser counts a
// text's characters and judges a date as the server's ajv does.
const ajvRuntime: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': asRequired(ucs2length),
  'ajv-formats/dist/formats': { fullFormats },
};

/** The `require` a compiled validators module is given (formValidatorsSource.ts). */
export function requireAjvRuntime(module: string): unknown {
  const required = ajvRuntime[module];
  if (required === undefined) {
    throw new Error(
      `The Add Data validators need ${module}: add it to the form's runtime (formValidatorRuntime.ts)`,
    );
  }
  return required;
}
