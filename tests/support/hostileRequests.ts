import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { ApiOperation, ApiParameter, JsonSchema } from './openApiOperations';

/**
 * Values a field of a given name takes in the test's own data (a real routine's id, the
 * user's pin, a linked doctor's email), so that generated requests also get past the
 * handler's first lookup and reach the database.
 */
export type KnownValues = Record<string, readonly (string | number)[]>;

/** A request as app.inject takes it. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /**
   * The path cannot be routed (a broken %-escape, a part over the router's 100 characters):
   * the server cannot know the route, nor that it needs sign-in.
   */
  unroutable: boolean;
}

// Text PostgreSQL, UTF-8 or a date parser cannot take, shapes that look right and are not,
// and the usual suspects.
const HOSTILE_TEXTS = [
  '\u0000',
  'ada\u0000@example.test',
  '\ud800',
  'half \udfff of a pair',
  '\ud83d',
  'bell\u0007',
  '\u001b[31mred',
  'delete\u007f',
  'two\nlines',
  'tab\there',
  'carriage\r\nreturn',
  '',
  ' ',
  '24:00',
  '2026-05-01 24:00',
  '2026-05-01 23:60',
  '2026-02-30',
  '2026-02-30 10:00',
  '2026-13-01',
  '2026-13-01 10:00',
  '0000-01-01',
  '0000-01-01 00:00',
  '9999-12-31',
  '275760-09-13',
  '1e20',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '1.5',
  'NaN',
  '%ZZ',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '__proto__',
  'constructor',
  '{"a":1}',
  'é'.repeat(300),
  '😀'.repeat(50),
  'x'.repeat(2001),
  'x'.repeat(70_000),
] as const;

const HOSTILE_NUMBERS = [
  1e20,
  -1e20,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  -1,
  0,
  -0,
  0.5,
  1e-7,
  123_456_789.123,
] as const;

const WRONG_TYPES: readonly unknown[] = [null, true, false, [], {}, [null], { id: 1e20 }, '1', 1];

/**
 * What PostgreSQL, UTF-8 or a mail header cannot take inside otherwise good text; NUL and
 * the surrogate halves, which PostgreSQL's text and jsonb refuse outright, most often.
 */
const POISON = [
  '\u0000',
  '\u0000',
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\n',
  '\u001f',
  '\u007f',
] as const;

const DATE_SHAPE = /^(\d{4}-\d{2}-\d{2})([ T]\d{2}:\d{2})?$/;
const IMPOSSIBLE_DATES = [
  '2026-02-30 10:00',
  '2026-13-01 10:00',
  '0000-01-01 10:00',
  '2026-05-01 24:00',
  '2026-05-01 23:60',
  '2026-04-31 10:00',
  '2025-02-29 10:00',
] as const;

/** Numbers past a column: bigint, integer, double and JSON's safe integers. */
const PAST_ANY_COLUMN = [1e20, -1e20, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308] as const;

/** Any UTF-16 code unit: control characters and lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }) },
);
const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(...HOSTILE_NUMBERS);
const hostileAnything: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(...WRONG_TYPES),
);

const today = DateTime.utc().startOf('day');
const calendarDate = fc
  .integer({ min: -800, max: 0 })
  .map((days) => today.plus({ days }).toFormat('yyyy-MM-dd'));
const calendarDateTime = fc
  .tuple(calendarDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([day, hour, minute]) => `${day} ${pad(hour)}:${pad(minute)}`);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const dateFormats: Record<string, fc.Arbitrary<string>> = {
  date: calendarDate,
  'calendar-date': calendarDate,
  'calendar-date-time': calendarDateTime,
};

function typesOf(schema: JsonSchema): string[] {
  const declared = [schema.type ?? []].flat();
  if (schema.nullable === true) declared.push('null');
  if (declared.length > 0) return declared;
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string'];
}

function knownFor(name: string, type: string, known: KnownValues): (string | number)[] {
  const values = known[name] ?? [];
  if (type === 'string') return values.filter((value) => typeof value === 'string');
  if (type === 'integer' || type === 'number') {
    return values.filter((value) => typeof value === 'number');
  }
  return [];
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const dated = schema.format === undefined ? undefined : dateFormats[schema.format];
  if (dated) return dated;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.pattern !== undefined) {
    // A date written as a pattern: real past days, so the request gets past the date checks.
    const pattern = new RegExp(schema.pattern);
    const days = [calendarDate, calendarDateTime].filter((days) =>
      fc.sample(days, { numRuns: 3, seed: 1 }).every((day) => pattern.test(day)),
    );
    if (days.length > 0) return fc.oneof(...days);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((text) =>
        text.length > (schema.maxLength ?? Infinity) ? text.slice(0, maxLength) : text,
      );
  }
  return fc.string({ minLength, maxLength });
}

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return schema.minimum;
}

function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum;
  return schema.maximum;
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(lowerBound(schema) ?? -1000, -(2 ** 31));
  const max = Math.min(upperBound(schema) ?? min + 1000, 2 ** 31 - 1);
  const step = integer ? 1 : (schema.multipleOf ?? 0.01);
  const from = Math.ceil(min / step);
  const to = Math.max(from, Math.floor(max / step));
  return fc
    .integer({ min: Math.max(from, -(2 ** 31)), max: Math.min(to, 2 ** 31 - 1) })
    .map((units) => (integer ? units : Math.round(units * step * 100) / 100));
}

/** A value the schema accepts, or nearly: a pattern's text may be cut to the length limit. */
export function validValue(
  schema: JsonSchema,
  name: string,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const forms = schema.anyOf ?? schema.oneOf;
  if (forms && forms.length > 0) {
    return fc.oneof(...forms.map((form) => validValue(form, name, known)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return validValue(merged, name, known);
  }
  return fc.oneof(...typesOf(schema).map((type) => validOfType(schema, type, name, known)));
}

function validOfType(
  schema: JsonSchema,
  type: string,
  name: string,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  const generic = genericOfType(schema, type, name, known);
  const ours = knownFor(name, type, known);
  if (ours.length === 0) return generic;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ours) },
    { weight: 1, arbitrary: generic },
  );
}

function genericOfType(
  schema: JsonSchema,
  type: string,
  name: string,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = validValue(schema.items ?? {}, name, known);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return schema.uniqueItems === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.constant({});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          properties.map(([property, child]) => [property, validValue(child, property, known)]),
        ),
        { requiredKeys: properties.map(([property]) => property).filter((p) => required.has(p)) },
      );
    }
    default:
      return fc.constant(null);
  }
}

/** One change that makes a valid value hostile: a field replaced, dropped, or one added. */
interface Mutation {
  at: number;
  kind: 'poison' | 'replace' | 'drop' | 'add';
  text: string;
  number: number;
  other: unknown;
  poison: string;
  choice: number;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Mutation['kind']>(
    'poison',
    'poison',
    'poison',
    'replace',
    'replace',
    'drop',
    'add',
  ),
  text: hostileText,
  number: fc.oneof(fc.constantFrom(...PAST_ANY_COLUMN), hostileNumber),
  other: hostileAnything,
  poison: fc.constantFrom(...POISON),
  choice: fc.nat({ max: 9 }),
});

/**
 * The value poisoned in place: one bad character inside otherwise good text (so it still
 * matches an email pattern or a length limit), a number past any column.
 */
function poisoned(current: unknown, change: Mutation): unknown {
  const date = typeof current === 'string' ? DATE_SHAPE.exec(current) : null;
  if (date?.[1] !== undefined) {
    // A date keeps its shape and loses its sense: a day or an hour that does not exist.
    const impossible = IMPOSSIBLE_DATES[change.choice % IMPOSSIBLE_DATES.length] ?? '';
    return date[2] === undefined ? impossible.slice(0, 10) : impossible;
  }
  if (typeof current === 'string') {
    const at = change.at % (current.length + 1);
    return `${current.slice(0, at)}${change.poison}${current.slice(at)}`;
  }
  if (typeof current === 'number') return change.number;
  return replacementFor(current, change);
}

interface Slot {
  parent: Record<string, unknown> | unknown[] | undefined;
  key: string | number;
  value: unknown;
}

function slotsOf(value: unknown): Slot[] {
  const slots: Slot[] = [{ parent: undefined, key: '', value }];
  const visit = (parent: Record<string, unknown> | unknown[]) => {
    for (const [key, child] of Object.entries(parent)) {
      const slotKey = Array.isArray(parent) ? Number(key) : key;
      slots.push({ parent, key: slotKey, value: child });
      if (typeof child === 'object' && child !== null) {
        visit(child as Record<string, unknown> | unknown[]);
      }
    }
  };
  if (typeof value === 'object' && value !== null) {
    visit(value as Record<string, unknown> | unknown[]);
  }
  return slots;
}

/** The hostile value that takes a slot's place: of its own type mostly, anything sometimes. */
function replacementFor(current: unknown, change: Mutation): unknown {
  // A copy: the drawn value is shared between runs, and a later change may add to it.
  if (change.choice >= 8) return structuredClone(change.other);
  if (typeof current === 'string') return change.text;
  if (typeof current === 'number') return change.number;
  return change.choice < 4 ? change.text : change.number;
}

function mutated(value: unknown, changes: readonly Mutation[]): unknown {
  let root = structuredClone(value);
  for (const change of changes) {
    const all = slotsOf(root);
    // Poison goes into text and numbers, where the schema has to be the one to refuse it.
    const leaves = all.filter(({ value: leaf }) => ['string', 'number'].includes(typeof leaf));
    // The whole value replaced only now and then: "body must be object" says little.
    const inner = all.length > 1 && change.choice < 9 ? all.slice(1) : all;
    const slots = change.kind === 'poison' && leaves.length > 0 ? leaves : inner;
    const slot = slots[change.at % slots.length];
    if (!slot) continue;
    const { parent, key } = slot;
    if (change.kind === 'add' && typeof slot.value === 'object' && slot.value !== null) {
      const extraKey = change.choice % 2 === 0 ? 'unexpected' : change.text;
      const extra = structuredClone(change.other);
      if (Array.isArray(slot.value)) slot.value.push(extra);
      else (slot.value as Record<string, unknown>)[extraKey] = extra;
    } else if (change.kind === 'drop' && parent !== undefined) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(parent, key);
    } else {
      const next =
        change.kind === 'poison'
          ? poisoned(slot.value, change)
          : replacementFor(slot.value, change);
      if (parent === undefined) root = next;
      else if (Array.isArray(parent)) parent[Number(key)] = next;
      else parent[key] = next;
    }
  }
  return root;
}

/**
 * A value from the schema, then mostly one hostile change: a single bad field in an otherwise
 * good request is what gets past the schema's other checks to the handler and the database.
 */
function hostileValue(schema: JsonSchema, name: string, known: KnownValues) {
  const changes = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 6, arbitrary: mutation.map((change) => [change]) },
    { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
  );
  return fc
    .tuple(validValue(schema, name, known), changes)
    .map(([value, chosen]) => mutated(value, chosen));
}

/**
 * Percent-encoding that cannot throw: a lone surrogate, which has no UTF-8, is written as the
 * three bytes a careless encoder would produce, which the server must refuse.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text)
      .map((character) => {
        const code = character.charCodeAt(0);
        if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(character);
      })
      .join('');
  }
}

/** Text that Fastify's router cannot decode, placed raw in a path or a query. */
const BROKEN_ESCAPES = ['%ZZ', '%E0%A4%A', '%', '%C0%80', '%ED%A0%80', '%FF'] as const;

/** The parameters a request carries: each valid, or hostile when `hostile` says so. */
function parameterValues(
  parameters: readonly ApiParameter[],
  known: KnownValues,
  hostile: boolean,
) {
  const values = parameters.map((parameter) =>
    fc.oneof(
      { weight: 6, arbitrary: validValue(parameter.schema, parameter.name, known) },
      {
        weight: hostile ? 6 : 0,
        arbitrary: fc.oneof(hostileValue(parameter.schema, parameter.name, known), hostileText),
      },
      // An optional parameter (patient_id) changes what the route does: often left out.
      { weight: parameter.required ? 0 : 4, arbitrary: fc.constant(undefined) },
    ),
  );
  return fc.tuple(...values).map((chosen) =>
    parameters.flatMap((parameter, index) => {
      const value = chosen[index];
      if (value === undefined) return [];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return [{ name: parameter.name, value: text }];
    }),
  );
}

type BodyMode = 'json' | 'none' | 'malformed' | 'text' | 'form' | 'gzip-claimed' | 'huge' | 'proto';

// A megabyte body only now and then: it is the slowest request to build and send.
const bodyMode: fc.Arbitrary<BodyMode> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<BodyMode>(
      'none',
      'malformed',
      'text',
      'form',
      'gzip-claimed',
      'proto',
    ),
  },
  { weight: 1, arbitrary: fc.constant<BodyMode>('huge') },
);

/** A nested value (an object without a prototype among them) goes as its JSON text. */
function fieldText(field: unknown): string {
  return typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field);
}

function formText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value)
    .map(([key, field]) => `${percentEncode(key)}=${percentEncode(fieldText(field))}`)
    .join('&');
}

function withBody(mode: BodyMode, value: unknown, method: string) {
  const json = { 'content-type': 'application/json' };
  switch (mode) {
    case 'json':
      return { headers: json, payload: JSON.stringify(value) };
    case 'none':
      return { headers: {}, payload: undefined };
    case 'malformed':
      return { headers: json, payload: JSON.stringify(value).slice(0, -1) || '{' };
    case 'text':
      return { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(value) };
    case 'form':
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formText(value),
      };
    case 'gzip-claimed':
      return { headers: { ...json, 'content-encoding': 'gzip' }, payload: JSON.stringify(value) };
    case 'huge':
      return { headers: json, payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }) };
    case 'proto':
      return { headers: json, payload: '{"__proto__":{"is_doctor":true},"constructor":{}}' };
  }
  throw new Error(`No body mode ${String(mode satisfies never)} for ${method}`);
}

/**
 * Requests for one operation of the OpenAPI document: path, query, headers and body drawn
 * from its schemas, then made hostile: fields replaced by text PostgreSQL refuses, numbers
 * past any column, impossible dates, wrong types, dropped and extra fields, broken escapes in
 * the address, bodies that are not JSON, too large or claimed to be gzipped.
 */
/** The one part of a request that is made hostile; the rest is drawn valid from the schema. */
type Focus = 'none' | 'body' | 'query' | 'path' | 'headers' | 'encoding';

export function hostileRequests(
  operation: ApiOperation,
  known: KnownValues,
): fc.Arbitrary<HostileRequest> {
  const body = operation.body;
  // A single bad thing per request (mostly): what the first check refuses hides the rest.
  const focus = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Focus>('none') },
    { weight: body ? 6 : 0, arbitrary: fc.constant<Focus>('body') },
    { weight: operation.query.length > 0 ? 2 : 1, arbitrary: fc.constant<Focus>('query') },
    { weight: operation.pathParameters.length > 0 ? 2 : 0, arbitrary: fc.constant<Focus>('path') },
    { weight: operation.headers.length > 0 ? 1 : 0, arbitrary: fc.constant<Focus>('headers') },
    { weight: body ? 1 : 0, arbitrary: fc.constant<Focus>('encoding') },
  );
  return focus.chain((on) =>
    fc
      .record({
        path: parameterValues(operation.pathParameters, known, on === 'path'),
        brokenPath: fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          { weight: on === 'path' ? 1 : 0, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
        ),
        query: parameterValues(operation.query, known, on === 'query'),
        extraQuery: fc.oneof(
          { weight: 2, arbitrary: fc.constant<string | undefined>(undefined) },
          {
            weight: on === 'query' ? 1 : 0,
            arbitrary: fc.constantFrom(
              'unexpected=1',
              'patient_id=1e20',
              'patient_id=99999999999999999999',
              'secure_pin=%00',
              '%ZZ=1',
              'duplicate',
            ),
          },
        ),
        headers: parameterValues(operation.headers, known, on === 'headers'),
        value: body
          ? on === 'body'
            ? hostileValue(body.schema, 'body', known)
            : validValue(body.schema, 'body', known)
          : fc.constant(undefined),
        mode: on === 'encoding' ? bodyMode : fc.constant<BodyMode>('json'),
      })
      .map((drawn) => {
        let path = operation.path;
        let unroutable = false;
        for (const { name, value } of drawn.path) {
          const part = drawn.brokenPath ?? percentEncode(value);
          unroutable ||= drawn.brokenPath !== undefined || part.length > 100;
          path = path.replace(`{${name}}`, part);
        }
        const pairs = drawn.query.map(({ name, value }) => `${name}=${percentEncode(value)}`);
        if (drawn.extraQuery === 'duplicate') {
          // A name twice: the query parser makes it a list, which no schema takes as text.
          const first = pairs[0];
          if (first !== undefined) pairs.push(first);
        } else if (drawn.extraQuery !== undefined) pairs.push(drawn.extraQuery);
        const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
        const headers: Record<string, string> = {};
        for (const { name, value } of drawn.headers) {
          // Node refuses to send a header with control characters: the server never sees one.
          headers[name] = /^[\x20-\x7e]*$/.test(value) ? value : 'not-a-key!';
        }
        const sent = body ? withBody(drawn.mode, drawn.value, operation.method) : undefined;
        return {
          method: operation.method,
          url,
          unroutable,
          headers: { ...headers, ...sent?.headers },
          ...(sent?.payload === undefined ? {} : { payload: sent.payload }),
        };
      }),
  );
}
