import type { FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import { MULTILINE_KEYWORD } from '../../shared/api/multilineText';

/**
 * The keyword the schema compilers add to every string schema (withPlainTextRule): a route's
 * text never carries a control character or half of a surrogate pair. PostgreSQL refuses
 * U+0000 in text and jsonb, and a lone surrogate cannot be written as UTF-8 at all, so
 * either used to reach the database and fail there with a 500.
 */
export const PLAIN_TEXT_KEYWORD = 'x-plain-text';

type TextKind = 'single-line' | 'multiline';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** U+XXXX, as the Unicode standard names a code unit. */
function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why a text is refused, or undefined. A text area keeps tabs and line breaks (a carriage
 * return too, which other clients than a browser put before a line feed).
 */
export function plainTextProblem(text: string, kind: TextKind): string | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const at = `${codePointName(code)} at character ${index + 1}`;
    if (code < 0x20 || code === 0x7f) {
      if (kind === 'multiline' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))
        continue;
      return kind === 'multiline'
        ? `must not contain control characters other than tabs and line breaks (found ${at})`
        : `must not contain control characters, tabs or line breaks (found ${at})`;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return `must not contain half of a surrogate pair (found ${at})`;
    }
    if (code >= 0xdc00 && code <= 0xdfff) {
      return `must not contain half of a surrogate pair (found ${at})`;
    }
  }
  return undefined;
}

const validatePlainText: SchemaValidateFunction = (kind: TextKind, data: string) => {
  const problem = plainTextProblem(data, kind);
  // ajv reads the errors off the function right after the call, and adds where they are.
  validatePlainText.errors = problem
    ? [{ keyword: PLAIN_TEXT_KEYWORD, message: problem, params: { kind } }]
    : [];
  return problem === undefined;
};

export const plainTextKeyword: FuncKeywordDefinition = {
  keyword: PLAIN_TEXT_KEYWORD,
  type: 'string',
  schemaType: 'string',
  errors: true,
  validate: validatePlainText,
};

/** Where a JSON Schema keeps the schemas it is made of. */
const SUBSCHEMA_KEYWORDS = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;
const SUBSCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapValues(map: Schema, change: (value: unknown) => unknown): Schema {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, change(value)]));
}

/**
 * A copy of a route's schema in which every string schema carries the plain-text keyword:
 * added when the schema is compiled, so every route, a new one too, refuses control
 * characters without saying so, and the OpenAPI document shows the schema as written.
 */
export function withPlainTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainTextRule);
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const types = [copy.type].flat();
  if (types.includes('string') && copy[PLAIN_TEXT_KEYWORD] === undefined) {
    copy[PLAIN_TEXT_KEYWORD] = copy[MULTILINE_KEYWORD] === true ? 'multiline' : 'single-line';
  }
  for (const keyword of SUBSCHEMA_KEYWORDS) {
    if (keyword in copy) copy[keyword] = withPlainTextRule(copy[keyword]);
  }
  for (const keyword of SUBSCHEMA_LIST_KEYWORDS) {
    const list = copy[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map(withPlainTextRule);
  }
  for (const keyword of SUBSCHEMA_MAP_KEYWORDS) {
    const map = copy[keyword];
    if (isSchema(map)) copy[keyword] = mapValues(map, withPlainTextRule);
  }
  return copy;
}
